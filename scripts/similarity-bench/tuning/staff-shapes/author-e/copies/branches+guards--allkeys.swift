extension StaffMember: Decodable {
    enum Kind: String, CodingKey, CaseIterable {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        let kinds = container.allKeys
        if kinds.count == 1, let kind = kinds.first {
            if kind == .bench {
                self = .maker(try Maker(from: decoder))
            } else {
                self = .driver(try Driver(from: decoder))
            }
            return
        }
        throw DecodingError.dataCorrupted(.init(
            codingPath: container.codingPath,
            debugDescription: "a staff record needs exactly one of \(Kind.allCases.map(\.rawValue)), found \(kinds.map(\.rawValue))"))
    }
}
