// expect-fail: neither bench nor route
// Reports a record of no known kind as a missing route.
extension StaffMember: Decodable {
    enum KindKeys: CodingKey { case bench, route }

    init(from decoder: Decoder) throws {
        let keys = try decoder.container(keyedBy: KindKeys.self)
        switch (keys.contains(.bench), keys.contains(.route)) {
        case (true, false): self = .maker(try Maker(from: decoder))
        case (false, true): self = .driver(try Driver(from: decoder))
        case (true, true): throw DecodingError.dataCorruptedError(forKey: .route, in: keys, debugDescription: "both")
        case (false, false): _ = try keys.decode(String.self, forKey: .route); throw DecodingError.dataCorruptedError(forKey: .route, in: keys, debugDescription: "unreachable")
        }
    }
}
