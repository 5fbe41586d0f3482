import Foundation

extension StaffMember {
    // only the two keys that tell me what kind of worker a record is.
    // all the other keys (name, gift, whatever) I don't even look at here
    enum KindKeys: String, CodingKey {
        case bench
        case route
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // open the record with just my two keys
        // (if the record is not an object this already throws typeMismatch)
        let container = try decoder.container(keyedBy: KindKeys.self)
        let path = decoder.codingPath

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
            let context = DecodingError.Context(
                codingPath: path,
                debugDescription: "A staff record can't have both a bench and a route")
            throw DecodingError.dataCorrupted(context)
        } else if hasBench == true {
            // a bench means it's a maker, let Maker read the record itself
            // (no try? here, if Maker fails its error should go up as it is)
            self = .maker(try Maker(from: decoder))
        } else if hasRoute == true {
            // a route means it's a driver
            self = .driver(try Driver(from: decoder))
        } else {
            // no bench and no route, I don't know what this is
            let context = DecodingError.Context(
                codingPath: path,
                debugDescription: "A staff record needs a bench (maker) or a route (driver), this one has neither")
            throw DecodingError.dataCorrupted(context)
        }
    }
}
