/// The keys that tell one kind of staff record from another.
enum RecordKindKey: String, CodingKey {
    case bench
    case route
}

/// A kind of staff member that is recognised by one key only it has,
/// and that knows which case of `StaffMember` wraps it.
protocol StaffVariant: Decodable {
    static var markerKey: RecordKindKey { get }
    static func embed(_ value: Self) -> StaffMember
}

extension StaffVariant {
    /// Reads the whole record as this kind, with the kind's own keys.
    /// Errors are not touched, they go straight to the caller.
    static func read(from decoder: Decoder) throws -> StaffMember {
        embed(try Self(from: decoder))
    }
}

extension Maker: StaffVariant {
    static let markerKey = RecordKindKey.bench
    static func embed(_ value: Maker) -> StaffMember { .maker(value) }
}

extension Driver: StaffVariant {
    static let markerKey = RecordKindKey.route
    static func embed(_ value: Driver) -> StaffMember { .driver(value) }
}

extension StaffMember: Decodable {
    /// Every kind the staff list can hold. Add a kind here and nowhere else.
    static let variants: [any StaffVariant.Type] = [Maker.self, Driver.self]

    init(from decoder: Decoder) throws {
        // Throws typeMismatch by itself when the value is not an object.
        let object = try decoder.container(keyedBy: RecordKindKey.self)
        let candidates = Self.variants.filter { object.contains($0.markerKey) }

        if candidates.count == 1 {
            if let variant = candidates.first {
                self = try variant.read(from: decoder)
                return
            }
        }
        throw Self.ambiguousShape(candidates, at: decoder.codingPath)
    }

    /// The dataCorrupted error for a record with no marker key or several.
    private static func ambiguousShape(_ candidates: [any StaffVariant.Type],
                                       at path: [CodingKey]) -> DecodingError {
        let names = variants.map { $0.markerKey.stringValue }
        let joined = names.joined(separator: " or ")
        let what = candidates.isEmpty ? "has neither" : "has more than one of"
        let message = "A staff record \(what) the keys \(joined)"
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
    }
}
