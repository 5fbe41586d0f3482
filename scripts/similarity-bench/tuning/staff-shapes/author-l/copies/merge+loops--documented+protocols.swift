/// The keys that tell one kind of staff record from another.
///
/// Every other key of the record is invisible to a container keyed by
/// this enum, which is exactly what we want.
enum StaffShapeKey: String, CodingKey {
    /// Only makers sit at a bench.
    case bench
    /// Only drivers follow a route.
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
    static func member(from decoder: Decoder) throws -> StaffMember {
        wrap(try Self(from: decoder))
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

/// Decoding a `StaffMember` from one record of the staff list.
extension StaffMember: Decodable {

    /// Every kind the staff list can hold.
    private static let kinds: [any StaffKind.Type] = [Maker.self, Driver.self]

    /// Creates a staff member from one record.
    ///
    /// - Parameter decoder: A decoder positioned at the record.
    /// - Throws: `DecodingError.typeMismatch` when the value is not an object,
    ///   `DecodingError.dataCorrupted` when the record has both or neither of
    ///   the deciding keys, and any error `Maker` or `Driver` throws, unchanged.
    internal init(from decoder: Decoder) throws {
        let container: KeyedDecodingContainer<StaffShapeKey> = try decoder.container(keyedBy: StaffShapeKey.self)

        var matching: [any StaffKind.Type] = []
        for kind in StaffMember.kinds where container.contains(kind.telltaleKey) {
            matching.append(kind)
        }

        switch matching.count {
        case 1:
            self = try matching[0].member(from: decoder)
        case 0:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs either a bench or a route, and this one has neither."))
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record cannot have both a bench and a route."))
        }
    }
}
