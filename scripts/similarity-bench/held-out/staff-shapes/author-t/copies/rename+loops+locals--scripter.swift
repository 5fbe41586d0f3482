import Foundation

extension StaffMember: Decodable {
    private struct Probe: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue str: String) { stringValue = str }
        init?(intValue: Int) { return nil }
    }

    init(from decoder: Decoder) throws {
        var names = [String]()
        for key in try decoder.container(keyedBy: Probe.self).allKeys { names.append(key.stringValue) }
        if names.contains("bench") && !names.contains("route") {
            self = .maker(try Maker(from: decoder))
        } else if names.contains("route") && !names.contains("bench") {
            self = .driver(try Driver(from: decoder))
        } else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                debugDescription: "want exactly one of bench/route, got: " + names.sorted().joined(separator: ",")))
        }
    }
}
