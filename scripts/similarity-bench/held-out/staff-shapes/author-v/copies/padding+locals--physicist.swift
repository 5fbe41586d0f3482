import Foundation

extension StaffMember: Decodable {
    // only the two keys that tell maker from driver
    enum SK: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // not an object -> typeMismatch from here
        let c = try decoder.container(keyedBy: SK.self)

        // count how often each of the two keys shows up (null counts too)
        var nb = 0
        var nr = 0
        var seen = ""
        for i in 0..<c.allKeys.count {
            seen = seen + c.allKeys[i].stringValue + " "
            if c.allKeys[i] == .bench {
                nb = nb + 1
            }
            if c.allKeys[i] == .route {
                nr = nr + 1
            }
        }
        let total = nb + nr
        let isMaker = nb > 0 && nr == 0
        let isDriver = nb == 0 && nr > 0

        if isMaker {
            // maker, let Maker read the same object again
            self = .maker(try Maker(from: decoder))
        } else if isDriver {
            self = .driver(try Driver(from: decoder))
        } else if total > 1 {
            throw DecodingError.dataCorruptedError(forKey: .route, in: c,
                debugDescription: "record has both bench and route (keys seen: \(seen))")
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "record has neither bench nor route (keys seen: \(seen.isEmpty ? "none" : seen))"))
        }
    }
}
