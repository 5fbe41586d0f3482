import Foundation

// any key at all, so I can get the record's keys as plain strings
struct RecordKey: CodingKey {
    var stringValue: String
    var intValue: Int? = nil

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        return nil
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // throws typeMismatch by itself if it's not an object
        var record = try decoder.container(keyedBy: RecordKey.self)
        // like Object.keys(record)
        var keys = record.allKeys.map { $0.stringValue }

        var hasBench = keys.contains("bench")
        var hasRoute = keys.contains("route")

        if hasBench && hasRoute {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has bench AND route, can't tell maker from driver"))
        } else if hasBench {
            self = .maker(try Maker(from: decoder))
        } else if hasRoute {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has no bench or route key"))
        }
    }
}
