extension StaffMember {
    enum Kind: String, CodingKey, CaseIterable {
        case bench, route
    }
}

extension StaffMember.Kind {
    static let expectedCount = 1
    static let fallback: StaffMember.Kind = .bench
    static let namesLookedFor = allCases.map(\.rawValue)
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        let kinds = container.allKeys
        guard kinds.count == Kind.expectedCount, let kind = kinds.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath,
                debugDescription: "a staff record needs exactly one of \(Kind.namesLookedFor), found \(kinds.map(\.rawValue))"))
        }
        self = kind == Kind.fallback ? .maker(try Maker(from: decoder)) : .driver(try Driver(from: decoder))
    }
}
