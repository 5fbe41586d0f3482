extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: Shape.self)
        let route = shape.contains(.route)
        let bench = shape.contains(.bench)

        guard bench != route else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: bench ? "record has both `bench` and `route`"
                                        : "record has neither `bench` nor `route`"))
        }

        self = switch (route, bench) {
        case (true, _): .driver(try Driver(from: decoder))
        case (_, _): .maker(try Maker(from: decoder))
        }
    }

    private enum Shape: String, CodingKey {
        case route, bench
    }
}
