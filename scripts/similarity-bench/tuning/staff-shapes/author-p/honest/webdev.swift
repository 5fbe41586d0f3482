import Foundation

extension StaffMember: Decodable {
    // only the two keys that tell us what kind of record this is
    private enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // basically `"bench" in record` / `"route" in record` in JS
        let record = try decoder.container(keyedBy: ShapeKeys.self)
        let hasBench = record.contains(.bench)
        let hasRoute = record.contains(.route)

        if hasBench && hasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Record has both bench and route, can't tell maker from driver"))
        } else if hasBench {
            // let Maker do its own thing (same decoder, its own keys)
            self = .maker(try Maker(from: decoder))
        } else if hasRoute {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Record has neither bench nor route"))
        }
    }
}
