import Foundation

extension StaffMember: Decodable {
    // only the two keys that tell the kinds apart; every other key of the
    // record is invisible to this container
    private enum ShapeDecidingKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // opening a keyed container also rejects non-objects with typeMismatch
        let shapeContainer = try decoder.container(keyedBy: ShapeDecidingKeys.self)

        // which of the two deciding keys does this record have?
        // (a key counts as present even when its value is null)
        let recordHasBench = shapeContainer.allKeys.contains(.bench)
        let recordHasRoute = shapeContainer.allKeys.contains(.route)

        // four possible combinations, each with its own outcome
        if recordHasBench && recordHasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Record has both 'bench' and 'route', so it cannot be both a maker and a driver"))
        } else if recordHasBench {
            // a maker: let Maker read the whole record with its own keys
            self = .maker(try Maker(from: decoder))
        } else if recordHasRoute {
            // a driver: same idea with Driver's keys
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Record has neither 'bench' nor 'route', expected one of them"))
        }
    }
}
