import Foundation

// A staff record is either a maker or a driver, and the only thing that
// tells them apart is one key: makers have a `bench`, drivers a `route`.
// So the initializer first looks at which of those two keys the record
// holds, and then lets `Maker` or `Driver` read the record themselves.

extension StaffMember: Decodable {

    init(from decoder: Decoder) throws {
        // Opening a keyed container throws `typeMismatch` when the value is
        // not a JSON object at all (rule 7).
        let container = try decoder.container(keyedBy: KindKeys.self)

        // `contains` only asks whether the key is there; a `null` value
        // still counts as present (rule 3).
        let hasRoute = container.contains(.route)
        let hasBench = container.contains(.bench)

        // Four combinations, and the switch makes us handle every one.
        switch (hasBench, hasRoute) {
        case (false, false):
            // Rule 4: neither key, a shape we do not know.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs either a bench or a route"))

        case (true, true):
            // Rule 3: both keys. Guessing would be wrong, so we refuse.
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record cannot have both a bench and a route"))

        case (false, true):
            // Rule 2: a driver. Its errors reach the caller unchanged,
            // since `get()` rethrows exactly what was caught (rule 6).
            self = try Result { StaffMember.driver(try Driver(from: decoder)) }.get()

        case (true, false):
            // Rule 1: a maker, read the same way.
            self = try Result { StaffMember.maker(try Maker(from: decoder)) }.get()
        }
    }
}

extension StaffMember {
    /// The two keys that decide a record's kind, and nothing else.
    /// Because no other key is listed, every other key of the record is
    /// invisible to this container (rule 5).
    fileprivate enum KindKeys: String, CodingKey {
        case route
        case bench
    }
}
