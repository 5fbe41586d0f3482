extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let kinds = Set(try decoder.container(keyedBy: KindKey.self).allKeys)

        switch (kinds.contains(.bench), kinds.contains(.route)) {
        case (true, true):
            throw DecodingError.unknownKind(decoder.codingPath, "has both `bench` and `route`")
        case (false, false):
            throw DecodingError.unknownKind(decoder.codingPath, "has neither `bench` nor `route`")
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (true, false):
            self = .maker(try Maker(from: decoder))
        }
    }

    private enum KindKey: String, CodingKey {
        case route, bench
    }
}

private extension DecodingError {
    static func unknownKind(_ path: [CodingKey], _ reason: String) -> Self {
        .dataCorrupted(Context(codingPath: path, debugDescription: "Staff record \(reason)"))
    }
}
