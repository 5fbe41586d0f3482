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
        let ks = c.allKeys
        var nb = 0
        var nr = 0
        for i in 0..<ks.count {
            switch ks[i] {
            case .bench:
                nb = nb + 1
            case .route:
                nr = nr + 1
            }
        }

        guard !(nb > 0 && nr > 0) else {
            throw DecodingError.dataCorruptedError(forKey: .route, in: c,
                debugDescription: "record has both bench and route")
        }
        guard nb > 0 || nr > 0 else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "record has neither bench nor route"))
        }

        switch nb {
        case 0:
            self = .driver(try Driver(from: decoder))
        default:
            // maker, let Maker read the same object again
            self = .maker(try Maker(from: decoder))
        }
    }
}
