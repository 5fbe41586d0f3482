import Foundation

extension StaffMember: Decodable {
    // only the two keys that tell me what kind of worker a record is.
    // all the other keys (name, gift, whatever) I don't even look at here
    enum KindKeys: String, CodingKey {
        case bench
        case route
    }

    // the error texts, kept together
    static let bothKeysMessage = "A staff record can't have both a bench and a route"
    static let noKeysMessage = "A staff record needs a bench (maker) or a route (driver), this one has neither"

    init(from decoder: Decoder) throws {
        // open the record with just my two keys
        // (if the record is not an object this already throws typeMismatch)
        let container = try decoder.container(keyedBy: KindKeys.self)

        // does it have a bench? does it have a route?
        // allKeys only has the keys that are in the record AND in my enum
        var hasBench = false
        var hasRoute = false
        var keysSeen = 0
        for key in container.allKeys {
            keysSeen += 1
            if key == .bench {
                hasBench = true
            }
            if key == .route {
                hasRoute = true
            }
        }
        // sanity check: the container can't know more keys than my enum has
        if keysSeen > 2 {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "more kind keys than expected: \(keysSeen)"))
        }

        // both keys: can't decide, so the record is broken
        // (even if one of them is null, the key is still there)
        guard !(hasBench == true && hasRoute == true) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: StaffMember.bothKeysMessage))
        }
        // no bench and no route, I don't know what this is
        guard hasBench == true || hasRoute == true else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: StaffMember.noKeysMessage))
        }

        if hasBench == true {
            // a bench means it's a maker, let Maker read the record itself
            // (no try? here, if Maker fails its error should go up as it is)
            var maker = try Maker(from: decoder)
            self = .maker(maker)
        } else {
            // a route means it's a driver
            var driver = try Driver(from: decoder)
            self = .driver(driver)
        }
    }
}
