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
            switch self {
            case .both: return "a staff record has both \"bench\" and \"route\"; it cannot be a maker and a driver"
            case .neither: return "a staff record has neither \"bench\" nor \"route\"; it is not a maker or a driver"
            }
        }
    }

    /// Presence only: a key holding `null` still counts.
    private static func kind(of record: KeyedDecodingContainer<KindKey>) -> Result<Kind, KindProblem> {
        switch (record.contains(.bench), record.contains(.route)) {
        case (true, false): return .success(.maker)
        case (false, true): return .success(.driver)
        case (true, true): return .failure(.both)
        case (false, false): return .failure(.neither)
        }
    }

    init(from decoder: Decoder) throws {
        // Not an object? This throws typeMismatch on its own.
        let record = try decoder.container(keyedBy: KindKey.self)

        switch Self.kind(of: record) {
        case .success(.maker):
            // Same decoder, read again with Maker's keys; its errors pass through.
            self = .maker(try Maker(from: decoder))
        case .success(.driver):
            self = .driver(try Driver(from: decoder))
        case .failure(let problem):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: problem.explanation,
                underlyingError: problem))
        }
    }
}
