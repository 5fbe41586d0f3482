import Foundation

private enum ShapeMessages {
    static let both = "A staff record can't have both \"bench\" and \"route\""
    static let neither = "A staff record needs either \"bench\" or \"route\""
}

extension StaffMember: Decodable {
    // only the two keys that tell makers and drivers apart
    private enum ShapeKey: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        // not an object -> typeMismatch comes from here for free
        let keys = try decoder.container(keyedBy: ShapeKey.self)
        let hasBench = keys.contains(.bench)
        let hasRoute = keys.contains(.route)

        if hasBench && !hasRoute {
            self = .maker(try Maker(from: decoder))
        } else if hasRoute && !hasBench {
            self = .driver(try Driver(from: decoder))
        } else if hasBench {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: ShapeMessages.both))
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: ShapeMessages.neither))
        }
    }
}
