extension StaffMember: Decodable {
    private static func corrupt(_ decoder: Decoder, _ message: String) -> DecodingError {
        let path = decoder.codingPath.map(\.stringValue).joined(separator: ".")
        let detailed = path.isEmpty ? message : "\(message) (at \(path))"
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                                                                 debugDescription: detailed))
    }

    init(from decoder: Decoder) throws {
        let shape = try decoder.container(keyedBy: ShapeKey.self)
        let hasRoute = shape.contains(.route)
        let hasBench = shape.contains(.bench)
        let seen = shape.allKeys.count
        assert(seen == (hasBench ? 1 : 0) + (hasRoute ? 1 : 0), "allKeys and contains agree")

        switch (hasBench, hasRoute) {
        case (false, false):
            throw StaffMember.corrupt(decoder, "expected a bench (maker) or a route (driver), found neither")
        case (true, true):
            throw StaffMember.corrupt(decoder, "a record with both bench and route is neither a maker nor a driver")
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, false):
            self = .maker(try Maker(from: decoder))
        }
    }

    private enum ShapeKey: String, CodingKey {
        case route
        case bench
    }
}
