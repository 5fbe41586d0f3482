import Foundation

private let bothKeysMessage = "Record has both bench and route, can't tell maker from driver"
private let noKeysMessage = "Record has neither bench nor route"

extension StaffMember: Decodable {
    // only the two keys that tell us what kind of record this is
    private enum ShapeKeys: String, CodingKey {
        case bench
        case route
    }

    // builds the "this record makes no sense" error for the decoder's spot
    private static func corrupted(_ decoder: Decoder, _ message: String) -> DecodingError {
        let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message)
        return DecodingError.dataCorrupted(context)
    }

    init(from decoder: Decoder) throws {
        // basically `"bench" in record` / `"route" in record` in JS
        let record = try decoder.container(keyedBy: ShapeKeys.self)
        let hasBench = record.contains(.bench)
        let hasRoute = record.contains(.route)

        switch (hasBench, hasRoute) {
        case (true, true):
            throw StaffMember.corrupted(decoder, bothKeysMessage)
        case (true, false):
            // let Maker do its own thing (same decoder, its own keys)
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (false, false):
            throw StaffMember.corrupted(decoder, noKeysMessage)
        }
    }
}
