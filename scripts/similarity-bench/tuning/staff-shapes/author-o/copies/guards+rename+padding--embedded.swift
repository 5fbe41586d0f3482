extension StaffMember: Decodable {
    private enum ShapeField: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: ShapeField.self)  // not an object -> typeMismatch
        let hasBench = fields.contains(.bench)
        let hasRoute = fields.contains(.route)
        let seen = fields.allKeys.count
        var expected = 0
        if hasBench { expected += 1 }
        if hasRoute { expected += 1 }
        guard seen == expected else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "saw \(seen) shape keys, expected \(expected)"))
        }

        guard !(hasBench && hasRoute) else {
            throw DecodingError.dataCorruptedError(forKey: ShapeField.route, in: fields,
                                                   debugDescription: "has both bench and route")
        }
        guard hasBench || hasRoute else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "no bench and no route, don't know what this is"))
        }
        guard hasBench else {
            self = .driver(try Driver(from: decoder))
            return
        }
        self = .maker(try Maker(from: decoder))
    }
}
