import Foundation

extension StaffMember: Decodable {
    /// Descriptions of the two refusals, in one place.
    private enum Refusal {
        static let bothKeys = "a staff record has both \"bench\" and \"route\"; it cannot be a maker and a driver"
        static let noKey = "a staff record has neither \"bench\" nor \"route\"; it is not a maker or a driver"
    }

    init(from decoder: Decoder) throws {
        // Not an object? This throws typeMismatch on its own.
        let fields = try decoder.container(keyedBy: ShapeMarker.self)

        switch Self.role(in: fields) {
        case .failure(let ambiguity):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: ambiguity.reason,
                underlyingError: ambiguity))
        case .success(.atBench):
            // Same decoder, read again with Maker's keys; its errors pass through.
            self = .maker(try Maker(from: decoder))
        case .success(.onRoute):
            self = .driver(try Driver(from: decoder))
        }
    }

    /// Presence only: a key holding `null` still counts.
    private static func role(in fields: KeyedDecodingContainer<ShapeMarker>) -> Result<Role, Ambiguity> {
        switch (fields.contains(.bench), fields.contains(.route)) {
        case (false, false): return .failure(.noMarker)
        case (true, true): return .failure(.twoMarkers)
        case (false, true): return .success(.onRoute)
        case (true, false): return .success(.atBench)
        }
    }

    /// Why a record has no role.
    private enum Ambiguity: Error {
        case twoMarkers
        case noMarker

        var reason: String {
            switch self {
            case .twoMarkers: return Refusal.bothKeys
            case .noMarker: return Refusal.noKey
            }
        }
    }

    /// The role a record turned out to have.
    private enum Role {
        case atBench
        case onRoute
    }

    /// The only two keys that say which kind a record is. Every other key of
    /// the record is invisible through this type.
    private enum ShapeMarker: String, CodingKey {
        case route
        case bench
    }
}
