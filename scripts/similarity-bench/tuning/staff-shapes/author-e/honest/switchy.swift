extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = shape.contains(.bench)
        let hasRoute = shape.contains(.route)

        switch (hasBench, hasRoute) {
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, true):
            throw StaffMember.corrupt(decoder, "a record with both bench and route is neither a maker nor a driver")
        case (false, false):
            throw StaffMember.corrupt(decoder, "expected a bench (maker) or a route (driver), found neither")
        }
    }

    private static func corrupt(_ decoder: Decoder, _ message: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                          debugDescription: message))
    }
}
