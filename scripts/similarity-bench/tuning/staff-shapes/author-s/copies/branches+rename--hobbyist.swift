import Foundation

extension StaffMember: Decodable {
    // only the two keys that say what kind of worker a record is.
    // all the other keys (name, gift, whatever) I don't look at here
    enum RecordKindKeys: String, CodingKey {
        case workBench = "bench"
        case deliveryRoute = "route"
    }

    init(from decoder: Decoder) throws {
        // open the record with just my two keys
        // (if the record is not an object this already throws typeMismatch)
        let kindContainer = try decoder.container(keyedBy: RecordKindKeys.self)

        // is there a bench? is there a route?
        // allKeys only has the keys that are in the record AND in my enum
        var foundBench = false
        var foundRoute = false
        for presentKey in kindContainer.allKeys {
            if presentKey == .workBench {
                foundBench = true
            }
            if presentKey == .deliveryRoute {
                foundRoute = true
            }
        }

        switch (foundBench, foundRoute) {
        case (true, true):
            // both keys: can't decide, so the record is broken
            // (even if one of them is null, the key is still there)
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record can't have both a bench and a route"))
        case (true, false):
            // a bench means it's a maker, Maker reads the record itself
            // (no try? here, if Maker fails its error should go up as it is)
            var builder = try Maker(from: decoder)
            self = .maker(builder)
        case (false, true):
            // a route means it's a driver
            var courier = try Driver(from: decoder)
            self = .driver(courier)
        case (false, false):
            // no bench and no route, I don't know what this is
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs a bench (maker) or a route (driver), this one has neither"))
        }
    }
}
