// style: if/else chain with early returns; dataCorruptedError(forKey:in:)
import Foundation

extension StaffMember: Decodable {
    private enum DecidingKeys: String, CodingKey {
        case bench, route
    }

    init(from decoder: Decoder) throws {
        let keys = try decoder.container(keyedBy: DecidingKeys.self)
        let hasBench = keys.contains(.bench)
        let hasRoute = keys.contains(.route)

        if hasBench && hasRoute {
            throw DecodingError.dataCorruptedError(
                forKey: .route, in: keys, debugDescription: "A record with a bench cannot also have a route.")
        }
        if hasBench {
            self = .maker(try Maker(from: decoder))
            return
        }
        if hasRoute {
            self = .driver(try Driver(from: decoder))
            return
        }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: decoder.codingPath, debugDescription: "Neither bench nor route: unknown kind of staff."))
    }
}
