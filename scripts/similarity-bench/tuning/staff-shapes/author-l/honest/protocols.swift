/// The keys that tell one kind of staff record from another.
enum StaffShapeKey: String, CodingKey {
    case bench
    case route
}

/// A kind of staff member that is recognised by one key only it has,
/// and that knows which case of `StaffMember` wraps it.
protocol StaffKind: Decodable {
    static var telltaleKey: StaffShapeKey { get }
    static func wrap(_ value: Self) -> StaffMember
}

extension StaffKind {
    /// Reads the whole record as this kind, with the kind's own keys.
    /// Errors are not touched, they go straight to the caller.
    static func member(from decoder: Decoder) throws -> StaffMember {
        wrap(try Self(from: decoder))
    }

    static func isShape(of record: KeyedDecodingContainer<StaffShapeKey>) -> Bool {
        record.contains(telltaleKey)
    }
}

extension Maker: StaffKind {
    static let telltaleKey = StaffShapeKey.bench
    static func wrap(_ value: Maker) -> StaffMember { .maker(value) }
}

extension Driver: StaffKind {
    static let telltaleKey = StaffShapeKey.route
    static func wrap(_ value: Driver) -> StaffMember { .driver(value) }
}

extension StaffMember: Decodable {
    /// Every kind the staff list can hold. Add a kind here and nowhere else.
    static let kinds: [any StaffKind.Type] = [Maker.self, Driver.self]

    init(from decoder: Decoder) throws {
        // Throws typeMismatch by itself when the value is not an object.
        let record = try decoder.container(keyedBy: StaffShapeKey.self)
        let matching = Self.kinds.filter { $0.isShape(of: record) }

        guard matching.count == 1, let kind = matching.first else {
            let keys = Self.kinds.map { $0.telltaleKey.stringValue }.joined(separator: " or ")
            let problem = matching.isEmpty ? "has neither" : "has more than one of"
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record \(problem) the keys \(keys)"))
        }
        self = try kind.member(from: decoder)
    }
}
