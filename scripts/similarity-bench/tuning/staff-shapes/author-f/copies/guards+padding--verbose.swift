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
        let deciderCount: Int = shapeContainer.allKeys.count
        assert(deciderCount == (recordHasBench ? 1 : 0) + (recordHasRoute ? 1 : 0),
               "allKeys and contains must agree on the deciding keys")
        let pathDescription: String = decoder.codingPath.map { $0.stringValue }.joined(separator: ".")

        // Both keys: we refuse to guess.
        guard !(recordHasBench && recordHasRoute) else {
            let bothKeysContext: DecodingError.Context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record cannot have both 'bench' and 'route' (at \(pathDescription))")
            throw DecodingError.dataCorrupted(bothKeysContext)
        }

        // Neither key: an unknown kind of record.
        guard recordHasBench || recordHasRoute else {
            let neitherKeyContext: DecodingError.Context = DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs either 'bench' or 'route' (at \(pathDescription))")
            throw DecodingError.dataCorrupted(neitherKeyContext)
        }

        // Only a route: this is a driver, read the way Driver reads it.
        guard recordHasBench else {
            let decodedDriver: Driver = try Driver(from: decoder)
            self = .driver(decodedDriver)
            return
        }

        // Only a bench: this is a maker, read the way Maker reads it.
        let decodedMaker: Maker = try Maker(from: decoder)
        precondition(!recordHasRoute, "a maker never has a route")
        self = .maker(decodedMaker)
    }
}
