extension StaffMember: Decodable {
    private enum Kind: String, CodingKey, CaseIterable {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let present = Swift.Set(try decoder.container(keyedBy: Kind.self).allKeys)

        func refuse(_ why: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: why))
        }

        guard present.count == 1, let kind = present.first else {
            throw refuse(present.isEmpty
                ? "expected one of \(Kind.allCases.map(\.rawValue)), found neither"
                : "a record can't be both a maker and a driver")
        }

        self = kind == .bench
            ? .maker(try Maker(from: decoder))
            : .driver(try Driver(from: decoder))
    }
}
