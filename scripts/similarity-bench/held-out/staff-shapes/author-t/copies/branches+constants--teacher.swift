import Foundation

// A staff record is either a maker or a driver, and the only thing that
// tells them apart is one key: makers have a `bench`, drivers a `route`.
// So the initializer first looks at which of those two keys the record
// holds, and then lets `Maker` or `Driver` read the record themselves.

/// Messages for the two kinds of record we refuse.
private enum StaffMessages {
    static let bothKeys = "A staff record cannot have both a bench and a route"
    static let neitherKey = "A staff record needs either a bench or a route"
}

extension StaffMember: Decodable {

    /// The two keys that decide a record's kind, and nothing else.
    /// Because no other key is listed, every other key of the record is
    /// invisible to this container (rule 5).
    private enum KindKeys: String, CodingKey {
        case bench = "bench"
        case route = "route"
    }

    init(from decoder: Decoder) throws {
        // Opening a keyed container throws `typeMismatch` when the value is
        // not a JSON object at all (rule 7).
        let container = try decoder.container(keyedBy: KindKeys.self)

        // `contains` only asks whether the key is there; a `null` value
        // still counts as present (rule 3).
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)

        if hasBench && hasRoute {
            // Rule 3: both keys. Guessing would be wrong, so we refuse.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: StaffMessages.bothKeys))
        } else if hasBench {
            // Rule 1: a maker. `Maker` reads the same record with its own
            // keys; its errors pass through unchanged (rule 6).
            self = .maker(try Maker(from: decoder))
        } else if hasRoute {
            // Rule 2: a driver, read the same way.
            self = .driver(try Driver(from: decoder))
        } else {
            // Rule 4: neither key, a shape we do not know.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: StaffMessages.neitherKey))
        }
    }
}
