import Foundation

extension StaffMember: Decodable {
    /// The keys whose presence discriminates the two record shapes.
    ///
    /// It deliberately has no other cases: every other key of the record is
    /// invisible through this key type, which is exactly rule 5.
    private enum DiscriminatorKey: String, CodingKey {
        case bench
        case route
    }

    /// The kind of a staff record, determined before the record itself is read.
    private enum RecordKind {
        case maker
        case driver
    }

    /// Classifies a record by the presence of its discriminating keys.
    ///
    /// Postcondition: returns `nil` exactly for the ambiguous combination
    /// (both keys) and the unknown one (neither key).
    private static func kind(hasBench: Bool, hasRoute: Bool) -> RecordKind? {
        switch (hasBench, hasRoute) {
        case (true, false): return .maker
        case (false, true): return .driver
        case (true, true), (false, false): return nil
        }
    }

    init(from decoder: Decoder) throws {
        // A value that is not a JSON object makes this throw `typeMismatch` (rule 7).
        let container = try decoder.container(keyedBy: DiscriminatorKey.self)
        // Presence is independent of the value: a `null` still counts (rule 3).
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)

        guard let kind = StaffMember.kind(hasBench: hasBench, hasRoute: hasRoute) else {
            let reason = hasBench
                ? "A record with both `bench` and `route` is ambiguous"
                : "A record needs `bench` (a maker) or `route` (a driver)"
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: reason))
        }

        // Errors thrown by the chosen type propagate unchanged (rule 6).
        switch kind {
        case .maker: self = .maker(try Maker(from: decoder))
        case .driver: self = .driver(try Driver(from: decoder))
        }
    }
}
