// expect-fail: a null route still counts
// Treats a key whose value is null as absent (decodeNil).
extension StaffMember: Decodable {
    enum KindKeys: CodingKey { case bench, route }

    init(from decoder: Decoder) throws {
        let keys = try decoder.container(keyedBy: KindKeys.self)
        let hasBench = keys.contains(.bench) ? !(try keys.decodeNil(forKey: .bench)) : false
        let hasRoute = keys.contains(.route) ? !(try keys.decodeNil(forKey: .route)) : false
        switch (hasBench, hasRoute) {
        case (true, false): self = .maker(try Maker(from: decoder))
        case (false, true): self = .driver(try Driver(from: decoder))
        default: throw DecodingError.dataCorruptedError(forKey: .bench, in: keys, debugDescription: "not exactly one of bench and route")
        }
    }
}
