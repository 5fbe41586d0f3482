import Foundation

extension StaffMember: Decodable {
    // only the two keys that tell me what kind of worker a record is.
    // all the other keys (name, gift, whatever) I don't even look at here
    enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // open the record with just my two keys
        // (if the record is not an object this already throws typeMismatch)
        let container = try decoder.container(keyedBy: KindKeys.self)

        // does it have a bench? does it have a route?
        // allKeys only has the keys that are in the record AND in my enum
        var hasBench = false
        var hasRoute = false
        for key in container.allKeys {
            if key == .bench {
                hasBench = true
            }
            if key == .route {
                hasRoute = true
            }
        }

        if hasBench == true && hasRoute == true {
            // both keys: can't decide, so the record is broken
            // (even if one of them is null, the key is still there)
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record can't have both a bench and a route"))
        } else if hasBench == true {
            // a bench means it's a maker, let Maker read the record itself
            // (no try? here, if Maker fails its error should go up as it is)
            var maker = try Maker(from: decoder)
            self = .maker(maker)
        } else if hasRoute == true {
            // a route means it's a driver
            var driver = try Driver(from: decoder)
            self = .driver(driver)
        } else {
            // no bench and no route, I don't know what this is
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs a bench (maker) or a route (driver), this one has neither"))
        }
    }
}
