import Foundation

/// Debug descriptions of the two refusals, kept in one place.
private enum StaffShapeMessages {
    static let ambiguous = "A record with both `bench` and `route` is ambiguous"
    static let unknown = "A record needs `bench` (a maker) or `route` (a driver)"
}

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
        if hasBench && !hasRoute {
            return .maker
        } else if hasRoute && !hasBench {
            return .driver
        } else {
            return nil
        }
    }

    init(from decoder: Decoder) throws {
        // A value that is not a JSON object makes this throw `typeMismatch` (rule 7).
        let container = try decoder.container(keyedBy: DiscriminatorKey.self)
        // Presence is independent of the value: a `null` still counts (rule 3).
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)
        // Invariant: the number of discriminating keys present lies in 0...2.
        let presentCount = [hasBench, hasRoute].filter { $0 }.count
        assert((0...2).contains(presentCount))

        guard let kind = StaffMember.kind(hasBench: hasBench, hasRoute: hasRoute) else {
            let reason = presentCount == 2 ? StaffShapeMessages.ambiguous : StaffShapeMessages.unknown
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: reason))
        }

        // Errors thrown by the chosen type propagate unchanged (rule 6).
        if kind == .maker {
            self = .maker(try Maker(from: decoder))
        } else {
            self = .driver(try Driver(from: decoder))
        }
    }
}
