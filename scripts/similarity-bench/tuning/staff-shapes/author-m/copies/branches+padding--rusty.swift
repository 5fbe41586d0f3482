import Foundation

extension StaffMember: Decodable {
    /// The only two keys that say which kind a record is. Every other key of
    /// the record is invisible through this type.
    private enum KindKey: String, CodingKey {
        case bench
        case route
    }

    /// The kind a record turned out to be.
    private enum Kind {
        case maker
        case driver
    }

    /// Why a record has no kind.
    private enum KindProblem: Error {
        case both
        case neither

        var explanation: String {
            if case .both = self {
                return "a staff record has both \"bench\" and \"route\"; it cannot be a maker and a driver"
            } else {
                return "a staff record has neither \"bench\" nor \"route\"; it is not a maker or a driver"
            }
        }
    }

    /// Presence only: a key holding `null` still counts.
    private static func kind(of record: KeyedDecodingContainer<KindKey>) -> Result<Kind, KindProblem> {
        let hasBench = record.contains(.bench)
        let hasRoute = record.contains(.route)
        let seen = [hasBench, hasRoute].filter { $0 }.count
        if seen == 0 {
            return .failure(.neither)
        } else if hasBench && !hasRoute {
            return .success(.maker)
        } else if hasRoute && !hasBench {
            return .success(.driver)
        } else if hasBench {
            return .failure(.both)
        } else {
            return .failure(.neither)
        }
    }

    init(from decoder: Decoder) throws {
        // Not an object? This throws typeMismatch on its own.
        let record = try decoder.container(keyedBy: KindKey.self)
        let where_ = decoder.codingPath.map(\.stringValue).joined(separator: ".")

        let verdict = Self.kind(of: record)
        if case .success(.maker) = verdict {
            // Same decoder, read again with Maker's keys; its errors pass through.
            self = .maker(try Maker(from: decoder))
        } else if case .success(.driver) = verdict {
            self = .driver(try Driver(from: decoder))
        } else if case .failure(let problem) = verdict {
            let message = where_.isEmpty ? problem.explanation : problem.explanation + " (at \(where_))"
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: message,
                underlyingError: problem))
        } else {
            fatalError("unreachable: a verdict is a success or a failure")
        }
    }
}
