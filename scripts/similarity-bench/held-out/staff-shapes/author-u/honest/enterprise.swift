import Foundation

// MARK: - Keys

/// The only keys needed to decide which kind of staff member a record describes.
/// All other keys of the record are invisible to a container keyed by this type.
enum StaffShapeDiscriminatorKeys: String, CodingKey {
    case bench
    case route
}

// MARK: - Domain types

/// The kinds of staff member the workshop knows about.
enum StaffMemberKind {
    case maker
    case driver
}

/// Explicit error type for records whose shape cannot be resolved to one kind.
enum StaffShapeResolutionError: Error {
    case ambiguousShape
    case unknownShape

    var failureMessage: String {
        switch self {
        case .ambiguousShape:
            return "A staff record must not have both \"bench\" and \"route\""
        case .unknownShape:
            return "A staff record needs either \"bench\" (maker) or \"route\" (driver)"
        }
    }
}

// MARK: - Services

/// Contract for a component that decides the kind of a staff record.
protocol StaffMemberKindResolving {
    func resolveKind(
        from discriminatorContainer: KeyedDecodingContainer<StaffShapeDiscriminatorKeys>
    ) throws -> StaffMemberKind
}

/// Decides the kind by the presence of the `bench` and `route` keys (their values do not matter).
struct KeyPresenceStaffMemberKindResolver: StaffMemberKindResolving {
    func resolveKind(
        from discriminatorContainer: KeyedDecodingContainer<StaffShapeDiscriminatorKeys>
    ) throws -> StaffMemberKind {
        let hasBenchKey = discriminatorContainer.contains(.bench)
        let hasRouteKey = discriminatorContainer.contains(.route)

        switch (hasBenchKey, hasRouteKey) {
        case (true, false):
            return .maker
        case (false, true):
            return .driver
        case (true, true):
            throw StaffShapeResolutionError.ambiguousShape
        case (false, false):
            throw StaffShapeResolutionError.unknownShape
        }
    }
}

// MARK: - Decodable

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // Throws typeMismatch when the value is not a JSON object.
        let discriminatorContainer = try decoder.container(keyedBy: StaffShapeDiscriminatorKeys.self)
        let kindResolver: StaffMemberKindResolving = KeyPresenceStaffMemberKindResolver()

        let resolvedKind: StaffMemberKind
        do {
            resolvedKind = try kindResolver.resolveKind(from: discriminatorContainer)
        } catch let resolutionError as StaffShapeResolutionError {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: resolutionError.failureMessage,
                underlyingError: resolutionError))
        }

        // The record's own type reads it; its errors are passed on unchanged.
        switch resolvedKind {
        case .maker:
            self = .maker(try Maker(from: decoder))
        case .driver:
            self = .driver(try Driver(from: decoder))
        }
    }
}
