import Foundation

extension StaffMember: Decodable {
    /// The two keys that tell a maker from a driver; every other key of the
    /// record is invisible through this key type (rule 5).
    private enum ShapeKey: String, CodingKey {
        case bench
        case route
    }

    init(from decoder: Decoder) throws {
        // throws typeMismatch by itself if it's not an object (rule 7)
        let fields = try decoder.container(keyedBy: ShapeKey.self)

        // Presence is independent of the value: a `null` still counts (rule 3).
        if fields.contains(.bench) && fields.contains(.route) {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has bench AND route, can't tell maker from driver"))
        } else if fields.contains(.bench) {
            self = .maker(try Maker(from: decoder))
        } else if fields.contains(.route) {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has no bench or route key"))
        }
    }
}
