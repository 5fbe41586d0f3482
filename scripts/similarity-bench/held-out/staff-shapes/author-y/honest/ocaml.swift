extension StaffMember: Decodable {
    private enum Shape: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: Shape.self)
        let corrupt = { (why: String) in
            DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: why))
        }

        self = switch (shape.contains(.bench), shape.contains(.route)) {
        case (true, false): .maker(try Maker(from: decoder))
        case (false, true): .driver(try Driver(from: decoder))
        case (true, true): throw corrupt("record has both `bench` and `route`")
        case (false, false): throw corrupt("record has neither `bench` nor `route`")
        }
    }
}
