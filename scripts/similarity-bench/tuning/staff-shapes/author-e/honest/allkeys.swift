extension StaffMember: Decodable {
    enum Kind: String, CodingKey, CaseIterable {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        let kinds = container.allKeys
        guard kinds.count == 1, let kind = kinds.first else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: container.codingPath,
                debugDescription: "a staff record needs exactly one of \(Kind.allCases.map(\.rawValue)), found \(kinds.map(\.rawValue))"))
        }
        self = kind == .bench ? .maker(try Maker(from: decoder)) : .driver(try Driver(from: decoder))
    }
}
