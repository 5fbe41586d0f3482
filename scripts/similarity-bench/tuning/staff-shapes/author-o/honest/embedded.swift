extension StaffMember: Decodable {
    private enum K: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)  // not an object -> typeMismatch
        let b = c.contains(.bench)
        let r = c.contains(.route)

        if b && r {
            throw DecodingError.dataCorruptedError(forKey: K.route, in: c,
                                                   debugDescription: "has both bench and route")
        }
        if !b && !r {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "no bench and no route, don't know what this is"))
        }
        if b {
            self = .maker(try Maker(from: decoder))
            return
        }
        self = .driver(try Driver(from: decoder))
    }
}
