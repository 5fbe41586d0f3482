extension StaffMember: Decodable {
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    /// How to read a record once the key that decides its shape is known.
    private static let readers: [ShapeKey: (Decoder) throws -> StaffMember] = [
        .bench: { .maker(try Maker(from: $0)) },
        .route: { .driver(try Driver(from: $0)) },
    ]

    /// The reader for a record with these shape keys; throws when there is not exactly one.
    private static func reader(for shapes: [ShapeKey], at decoder: Decoder) throws -> (Decoder) throws -> StaffMember {
        if shapes.count == 1, let read = shapes.first.flatMap({ readers[$0] }) {
            return read
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: "A staff record needs exactly one of bench or route, found: "
                + (shapes.isEmpty ? "neither" : shapes.map(\.stringValue).joined(separator: ", "))))
    }

    init(from decoder: Decoder) throws {
        let shapes = try decoder.container(keyedBy: ShapeKey.self).allKeys
        let known = Swift.Set(Self.readers.keys)
        assert(shapes.allSatisfy(known.contains), "allKeys only holds shape keys")
        let read = try Self.reader(for: shapes, at: decoder)
        let member = try read(decoder)
        self = member
    }
}
