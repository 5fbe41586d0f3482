import Foundation

// any key at all, so I can get the record's keys as plain strings
struct RecordKey {
    var stringValue: String
    var intValue: Int? = nil
}

extension RecordKey: CodingKey {
    init?(intValue: Int) {
        return nil
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }
}

extension StaffMember: Decodable {
    init(from decoder: Decoder) throws {
        // throws typeMismatch by itself if it's not an object
        var record = try decoder.container(keyedBy: RecordKey.self)

        var hasBench = false
        var hasRoute = false
        for key in record.allKeys {
            if key.stringValue == "bench" { hasBench = true }
            if key.stringValue == "route" { hasRoute = true }
        }

        switch (hasBench, hasRoute) {
        case (true, true):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has bench AND route, can't tell maker from driver"))
        case (true, false):
            self = .maker(try Maker(from: decoder))
        case (false, true):
            self = .driver(try Driver(from: decoder))
        case (false, false):
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "record has no bench or route key"))
        }
    }
}
