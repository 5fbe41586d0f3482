import Foundation

// A staff record is either a maker or a driver, and the only thing that
// tells them apart is one key: makers have a `bench`, drivers a `route`.

private let refusedShape = "want exactly one of bench/route"

extension StaffMember: Decodable {

    /// The two keys that decide a record's kind, and nothing else.
    private enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // Opening a keyed container throws `typeMismatch` for a non-object (rule 7).
        let c = try decoder.container(keyedBy: KindKeys.self)
        let b = c.contains(.bench), r = c.contains(.route)
        if b && !r {
            self = .maker(try Maker(from: decoder))
        } else if r && !b {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: refusedShape))
        }
    }
}
