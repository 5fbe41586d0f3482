import Foundation

extension StaffMember: Decodable {
    // only the two keys that tell makers and drivers apart
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        // not an object -> typeMismatch comes from here for free
        let keys = try decoder.container(keyedBy: ShapeKey.self)

        // basically Kotlin's `when (hasBench to hasRoute)`
        self = try switch (keys.contains(.bench), keys.contains(.route)) {
        case (true, false): .maker(try Maker(from: decoder))
        case (false, true): .driver(try Driver(from: decoder))
        case (true, true):
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record can't have both \"bench\" and \"route\""))
        case (false, false):
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "A staff record needs either \"bench\" or \"route\""))
        }
    }
}
