import Foundation

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // A value that is not a JSON object makes this throw `typeMismatch` (rule 7).
        let container = try decoder.container(keyedBy: DiscriminatorKey.self)

        // Errors thrown by the chosen type propagate unchanged (rule 6).
        switch try StaffMember.kind(of: container, at: decoder.codingPath) {
        case .driver: self = .driver(try Driver(from: decoder))
        case .maker: self = .maker(try Maker(from: decoder))
        }
    }

    /// Classifies a record by the presence of its discriminating keys.
    ///
    /// Presence is independent of the value: a `null` still counts (rule 3).
    /// Throws `dataCorrupted` exactly for the ambiguous combination (both keys)
    /// and the unknown one (neither key).
    private static func kind(
        of container: KeyedDecodingContainer<DiscriminatorKey>,
        at codingPath: [CodingKey]
    ) throws -> RecordKind {
        let hasRoute = container.contains(.route)
        let hasBench = container.contains(.bench)
        switch (hasBench, hasRoute) {
        case (false, true): return .driver
        case (true, false): return .maker
        case (true, true):
            throw refusal(at: codingPath, "A record with both `bench` and `route` is ambiguous")
        case (false, false):
            throw refusal(at: codingPath, "A record needs `bench` (a maker) or `route` (a driver)")
        }
    }

    /// A `dataCorrupted` error located at `codingPath`.
    private static func refusal(at codingPath: [CodingKey], _ reason: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: reason))
    }

    /// The kind of a staff record, determined before the record itself is read.
    private enum RecordKind {
        case driver
        case maker
    }

    /// The keys whose presence discriminates the two record shapes.
    ///
    /// It deliberately has no other cases: every other key of the record is
    /// invisible through this key type, which is exactly rule 5.
    private enum DiscriminatorKey: String, CodingKey {
        case route
        case bench
    }
}
