import Foundation

// MARK: - Domain types

/// Explicit error type for records whose shape cannot be resolved to one kind.
enum StaffShapeResolutionError: Error {
    case unknownShape
    case ambiguousShape

    var failureMessage: String {
        switch self {
        case .unknownShape:
            return "A staff record needs either \"bench\" (maker) or \"route\" (driver)"
        case .ambiguousShape:
            return "A staff record must not have both \"bench\" and \"route\""
        }
    }
}

/// The kinds of staff member the workshop knows about.
enum StaffMemberKind {
    case maker
    case driver
}

// MARK: - Keys

/// Only the keys that decide the kind; a container keyed by this type ignores the rest.
enum StaffShapeDiscriminatorKeys: String, CodingKey {
    case bench
    case route
}

// MARK: - Decodable

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // typeMismatch comes from here when the value is not an object.
        let discriminatorContainer = try decoder.container(keyedBy: StaffShapeDiscriminatorKeys.self)
        let resolvedKind = try Self.resolveKind(in: discriminatorContainer, codingPath: decoder.codingPath)
        self = try Self.readMember(of: resolvedKind, from: decoder)
    }

    /// Lets the record's own type read it; errors propagate unchanged.
    private static func readMember(of kind: StaffMemberKind, from decoder: Decoder) throws -> StaffMember {
        switch kind {
        case .maker:
            let maker = try Maker(from: decoder)
            return .maker(maker)
        case .driver:
            let driver = try Driver(from: decoder)
            return .driver(driver)
        }
    }

    /// Decides the kind from which discriminator keys are present (values are irrelevant),
    /// and turns an unresolvable shape into `dataCorrupted`.
    private static func resolveKind(
        in discriminatorContainer: KeyedDecodingContainer<StaffShapeDiscriminatorKeys>,
        codingPath: [CodingKey]
    ) throws -> StaffMemberKind {
        var hasBenchKey = false
        var hasRouteKey = false
        for presentKey in discriminatorContainer.allKeys {
            switch presentKey {
            case .bench:
                hasBenchKey = true
            case .route:
                hasRouteKey = true
            }
        }

        let resolutionError: StaffShapeResolutionError
        switch (hasBenchKey, hasRouteKey) {
        case (true, false):
            return .maker
        case (false, true):
            return .driver
        case (true, true):
            resolutionError = .ambiguousShape
        case (false, false):
            resolutionError = .unknownShape
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: codingPath,
            debugDescription: resolutionError.failureMessage,
            underlyingError: resolutionError))
    }
}
