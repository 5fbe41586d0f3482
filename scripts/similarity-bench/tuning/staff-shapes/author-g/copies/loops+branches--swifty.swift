extension StaffMember: Decodable {
    private enum Kind: String, CodingKey, CaseIterable {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Kind.self)
        var present: [Kind] = []
        for kind in Kind.allCases where container.contains(kind) {
            present.append(kind)
        }

        func refuse(_ why: String) -> DecodingError {
            .dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: why))
        }

        switch present.count {
        case 0:
            var names: [String] = []
            for kind in Kind.allCases { names.append(kind.rawValue) }
            throw refuse("expected one of \(names), found neither")
        case 1:
            switch present[0] {
            case .bench: self = .maker(try Maker(from: decoder))
            case .route: self = .driver(try Driver(from: decoder))
            }
        default:
            throw refuse("a record can't be both a maker and a driver")
        }
    }
}
