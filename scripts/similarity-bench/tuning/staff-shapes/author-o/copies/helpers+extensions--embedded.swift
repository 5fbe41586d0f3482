extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)  // not an object -> typeMismatch
        try StaffMember.checkShape(c, decoder)
        if c.contains(.bench) {
            self = .maker(try Maker(from: decoder))
            return
        }
        self = .driver(try Driver(from: decoder))
    }
}

extension StaffMember {
    // throws unless exactly one of bench/route is there
    private static func checkShape(_ c: KeyedDecodingContainer<K>, _ decoder: Decoder) throws {
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
    }
}

extension StaffMember {
    fileprivate enum K: String, CodingKey {
        case bench
        case route
    }
}
