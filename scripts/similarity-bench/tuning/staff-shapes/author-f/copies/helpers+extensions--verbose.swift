import Foundation

// Only the two keys that tell a maker from a driver.
enum StaffShapeDecidingKeys: String, CodingKey {
    case bench
    case route
}

extension StaffMember {
    // Builds the dataCorrupted error used for records of no known shape.
    static func makeShapeError(for decoder: Decoder, explanation: String) -> DecodingError {
        let errorContext: DecodingError.Context = DecodingError.Context(
            codingPath: decoder.codingPath,
            debugDescription: explanation)
        return DecodingError.dataCorrupted(errorContext)
    }
}

extension StaffMember {
    // Reads the record as a maker, the way Maker reads it.
    static func decodeAsMaker(from decoder: Decoder) throws -> StaffMember {
        let decodedMaker: Maker = try Maker(from: decoder)
        return .maker(decodedMaker)
    }

    // Reads the record as a driver, the way Driver reads it.
    static func decodeAsDriver(from decoder: Decoder) throws -> StaffMember {
        let decodedDriver: Driver = try Driver(from: decoder)
        return .driver(decodedDriver)
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // Open the record with just the two deciding keys (this throws typeMismatch for non-objects).
        let shapeContainer: KeyedDecodingContainer<StaffShapeDecidingKeys> = try decoder.container(keyedBy: StaffShapeDecidingKeys.self)

        // Find out which of the two keys the record has.
        let recordHasBench: Bool = shapeContainer.contains(.bench)
        let recordHasRoute: Bool = shapeContainer.contains(.route)

        if recordHasBench && recordHasRoute {
            // Both keys: we refuse to guess.
            throw StaffMember.makeShapeError(for: decoder, explanation: "A staff record cannot have both 'bench' and 'route'")
        } else if recordHasBench {
            // Only a bench: a maker.
            self = try StaffMember.decodeAsMaker(from: decoder)
        } else if recordHasRoute {
            // Only a route: a driver.
            self = try StaffMember.decodeAsDriver(from: decoder)
        } else {
            // Neither key: an unknown kind of record.
            throw StaffMember.makeShapeError(for: decoder, explanation: "A staff record needs either 'bench' or 'route'")
        }
    }
}
