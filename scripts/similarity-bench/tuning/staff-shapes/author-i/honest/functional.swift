extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    /// How to read a record once the key that decides its shape is known.
    private static let readers: [ShapeKey: (Decoder) throws -> StaffMember] = [
        .bench: { .maker(try Maker(from: $0)) },
        .route: { .driver(try Driver(from: $0)) },
    ]

    init(from decoder: Decoder) throws {
        let shapes = try decoder.container(keyedBy: ShapeKey.self).allKeys
        guard shapes.count == 1, let read = shapes.first.flatMap({ Self.readers[$0] }) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs exactly one of bench or route, found: "
                    + (shapes.isEmpty ? "neither" : shapes.map(\.stringValue).joined(separator: ", "))))
        }
        self = try read(decoder)
    }
}
