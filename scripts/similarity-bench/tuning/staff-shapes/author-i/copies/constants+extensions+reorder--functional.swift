extension StaffMember {
    /// How to read a record once the key that decides its shape is known.
    fileprivate static let readers: [ShapeKey: (Decoder) throws -> StaffMember] = [
        .route: { .driver(try Driver(from: $0)) },
        .bench: { .maker(try Maker(from: $0)) },
    ]

    fileprivate static let problem = "A staff record needs exactly one of bench or route, found: "
    fileprivate static let nothingFound = "neither"
    fileprivate static let listSeparator = ", "
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let shapes = try decoder.container(keyedBy: ShapeKey.self).allKeys
        guard shapes.count == 1, let read = shapes.first.flatMap({ Self.readers[$0] }) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: Self.problem
                    + (shapes.isEmpty ? Self.nothingFound : shapes.map(\.stringValue).joined(separator: Self.listSeparator))))
        }
        self = try read(decoder)
    }
}

extension StaffMember {
    fileprivate enum ShapeKey: String, CodingKey {
        case route, bench
    }
}
