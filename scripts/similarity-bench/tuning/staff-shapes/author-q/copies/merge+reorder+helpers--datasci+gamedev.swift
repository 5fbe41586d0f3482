import Foundation

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // opening a keyed container also rejects non-objects with typeMismatch
        let shapeContainer = try decoder.container(keyedBy: ShapeDecidingKeys.self)

        // four possible combinations, each with its own outcome
        switch StaffMember.presenceOfDecidingKeys(in: shapeContainer) {
        case (false, true):
            // a driver: let Driver read the whole record with its own keys
            self = .driver(try Driver(from: decoder))
        case (true, false):
            // a maker: same idea with Maker's keys
            self = .maker(try Maker(from: decoder))
        case (false, false):
            throw StaffMember.corruptRecord(at: decoder.codingPath, "Staff record has neither bench nor route.")
        case (true, true):
            throw StaffMember.corruptRecord(at: decoder.codingPath, "Staff record has both bench and route.")
        }
    }

    // which of the two deciding keys does this record have?
    // (a key counts as present even when its value is null)
    private static func presenceOfDecidingKeys(in container: KeyedDecodingContainer<ShapeDecidingKeys>) -> (hasBench: Bool, hasRoute: Bool) {
        let hasBench = container.contains(.bench)
        let hasRoute = container.contains(.route)
        return (hasBench, hasRoute)
    }

    private static func corruptRecord(at codingPath: [CodingKey], _ message: String) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: message)
        return DecodingError.dataCorrupted(context)
    }

    // only the two keys that tell the kinds apart; every other key of the
    // record is invisible to this container
    private enum ShapeDecidingKeys: String, CodingKey {
        case route
        case bench
    }
}
