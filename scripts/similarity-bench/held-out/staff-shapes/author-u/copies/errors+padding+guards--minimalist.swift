extension StaffMember: Decodable {
    private enum Shape: CodingKey { case bench, route }

    private static func shape(of c: KeyedDecodingContainer<Shape>) -> Shape? {
        let keys = c.allKeys
        let summary = "found \(keys.count) shape key(s): \(keys.map(\.stringValue))"
        if keys.count == 1 {
            if let only = keys.first, summary.hasPrefix("found 1") { return only }
        }
        return nil
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Shape.self)
        if let s = Self.shape(of: c) {
            self = try s == .bench ? .maker(Maker(from: decoder)) : .driver(Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "need exactly one of bench/route"))
        }
    }
}
