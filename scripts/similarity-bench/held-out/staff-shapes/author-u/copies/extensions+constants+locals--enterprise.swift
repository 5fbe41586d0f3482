import Foundation

// MARK: - Messages

/// All texts used when a staff record cannot be resolved.
enum StaffShapeMessages {
    static let ambiguousShapeMessage = "A staff record must not have both \"bench\" and \"route\""
    static let unknownShapeMessage = "A staff record needs either \"bench\" (maker) or \"route\" (driver)"
}

// MARK: - Decodable

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        let kindResolver: StaffMemberKindResolving = KeyPresenceStaffMemberKindResolver()

        let resolvedKind: StaffMemberKind
        do {
            // The container throws typeMismatch when the value is not a JSON object.
            resolvedKind = try kindResolver.resolveKind(
                from: try decoder.container(keyedBy: StaffShapeDiscriminatorKeys.self))
        } catch let resolutionError as StaffShapeResolutionError {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: resolutionError.failureMessage,
                underlyingError: resolutionError))
        }

        // Let the record's own type read it; its errors go through as they are.
        switch resolvedKind {
        case .maker:
            self = .maker(try Maker(from: decoder))
        case .driver:
            self = .driver(try Driver(from: decoder))
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

/// Decides by which of `bench` and `route` are present, whatever their values.
struct KeyPresenceStaffMemberKindResolver {}

extension KeyPresenceStaffMemberKindResolver: StaffMemberKindResolving {
    func resolveKind(
        from discriminatorContainer: KeyedDecodingContainer<StaffShapeDiscriminatorKeys>
    ) throws -> StaffMemberKind {
        switch (discriminatorContainer.contains(.bench), discriminatorContainer.contains(.route)) {
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

// MARK: - Domain types

/// The two kinds of staff member.
enum StaffMemberKind {
    case maker
    case driver
}

/// Keys that decide the kind; every other key stays invisible to this container.
enum StaffShapeDiscriminatorKeys: String, CodingKey {
    case bench
    case route
}

/// Explicit error for records that cannot be resolved to exactly one kind.
enum StaffShapeResolutionError: Error {
    case ambiguousShape
    case unknownShape
}

extension StaffShapeResolutionError {
    var failureMessage: String {
        switch self {
        case .ambiguousShape:
            return StaffShapeMessages.ambiguousShapeMessage
        case .unknownShape:
            return StaffShapeMessages.unknownShapeMessage
        }
    }
}
