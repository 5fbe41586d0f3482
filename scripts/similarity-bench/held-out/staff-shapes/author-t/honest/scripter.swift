import Foundation

extension StaffMember: Decodable {
    private struct K: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue s: String) { stringValue = s }
        init?(intValue: Int) { return nil }
    }

    init(from decoder: Decoder) throws {
        let keys = try decoder.container(keyedBy: K.self).allKeys.map { $0.stringValue }
        let b = keys.contains("bench"), r = keys.contains("route")
        if b && !r {
            self = .maker(try Maker(from: decoder))
        } else if r && !b {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "want exactly one of bench/route, got: " + keys.sorted().joined(separator: ",")))
        }
    }
}
