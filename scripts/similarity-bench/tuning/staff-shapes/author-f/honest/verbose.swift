import Foundation

extension StaffMember: Decodable {
    // Only the two keys that tell a maker from a driver.
    enum ShapeDecidingKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // Open the record with just the two deciding keys (this throws typeMismatch for non-objects).
        let shapeContainer: KeyedDecodingContainer<ShapeDecidingKeys> = try decoder.container(keyedBy: ShapeDecidingKeys.self)

        // Find out which of the two keys the record has.
        let recordHasBench: Bool = shapeContainer.contains(.bench)
        let recordHasRoute: Bool = shapeContainer.contains(.route)

        if recordHasBench && recordHasRoute {
            // Both keys: we refuse to guess.
            let bothKeysContext: DecodingError.Context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record cannot have both 'bench' and 'route'")
            throw DecodingError.dataCorrupted(bothKeysContext)
        } else if recordHasBench {
            // Only a bench: this is a maker, read the way Maker reads it.
            let decodedMaker: Maker = try Maker(from: decoder)
            self = .maker(decodedMaker)
        } else if recordHasRoute {
            // Only a route: this is a driver, read the way Driver reads it.
            let decodedDriver: Driver = try Driver(from: decoder)
            self = .driver(decodedDriver)
        } else {
            // Neither key: an unknown kind of record.
            let neitherKeyContext: DecodingError.Context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs either 'bench' or 'route'")
            throw DecodingError.dataCorrupted(neitherKeyContext)
        }
    }
}
