extension StaffMember: Decodable {
    private enum Kind: String, CodingKey, CaseIterable {
        case bench, route
    }

    private static let expectedKindCount = 1
    private static let bothMessage = "a record can't be both a maker and a driver"

    private static func kinds(in decoder: Decoder) throws -> Swift.Set<Kind> {
        Swift.Set(try decoder.container(keyedBy: Kind.self).allKeys)
    }

    private static func refusal(_ why: String, for decoder: Decoder) -> DecodingError {
        .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: why))
    }

    private static func read(_ kind: Kind, from decoder: Decoder) throws -> StaffMember {
        kind == .bench
            ? .maker(try Maker(from: decoder))
            : .driver(try Driver(from: decoder))
    }

    init(from decoder: Decoder) throws {
        let present = try Self.kinds(in: decoder)

        guard present.count == Self.expectedKindCount, let kind = present.first else {
            throw Self.refusal(present.isEmpty
                ? "expected one of \(Kind.allCases.map(\.rawValue)), found neither"
                : Self.bothMessage, for: decoder)
        }

        self = try Self.read(kind, from: decoder)
    }
}
