import Foundation

// takes any key, so I get the record's keys as normal strings
struct AnyRecordKey: CodingKey {
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
        // like Object.keys(obj), throws typeMismatch if it's not an object
        var names = try decoder.container(keyedBy: AnyRecordKey.self).allKeys.map { $0.stringValue }

        var bench = names.contains("bench")
        var route = names.contains("route")

        guard !(bench && route) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "got bench AND route, no idea if maker or driver"))
        }
        guard bench || route else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "no bench or route key in this record"))
        }
        self = bench ? .maker(try Maker(from: decoder)) : .driver(try Driver(from: decoder))
    }
}
