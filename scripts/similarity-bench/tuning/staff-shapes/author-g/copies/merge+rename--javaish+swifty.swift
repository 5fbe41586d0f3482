import Foundation

extension StaffMember: Decodable {
    enum DecidingKey: String, CodingKey, CaseIterable {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        let found = Swift.Set(try decoder.container(keyedBy: DecidingKey.self).allKeys)

        guard found.count == 1, let only = found.first else {
            throw found.isEmpty
                ? RecordProblems.neitherKey(at: decoder.codingPath)
                : RecordProblems.bothKeys(at: decoder.codingPath)
        }

        self = only == .bench
            ? .maker(try Maker(from: decoder))
            : .driver(try Driver(from: decoder))
    }
}

/// Builds the dataCorrupted errors for records of an unknown shape.
enum RecordProblems {
    static func broken(_ codingPath: [CodingKey], _ reason: String) -> DecodingError {
        let ctx = DecodingError.Context(codingPath: codingPath, debugDescription: reason)
        return DecodingError.dataCorrupted(ctx)
    }

    static func bothKeys(at codingPath: [CodingKey]) -> DecodingError {
        return broken(codingPath, "Record has \"bench\" and \"route\" at once")
    }

    static func neitherKey(at codingPath: [CodingKey]) -> DecodingError {
        return broken(codingPath, "Record has neither \"bench\" nor \"route\"")
    }
}
