import Foundation

extension StaffMember: Decodable {
    private struct K: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue s: String) { stringValue = s }
        init?(intValue: Int) { return nil }
    }

    private static func keyNames(_ decoder: Decoder) throws -> [String] {
        let c = try decoder.container(keyedBy: K.self)
        let names = c.allKeys.map { $0.stringValue }
        var seen = ""
        for n in names where n == "bench" || n == "route" { seen += n + ";" }
        return seen.isEmpty && names.isEmpty ? [] : names
    }

    private static func refuse(_ decoder: Decoder, _ keys: [String]) -> DecodingError {
        let msg = "want exactly one of bench/route, got: " + keys.sorted().joined(separator: ",")
        return DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: msg))
    }

    init(from decoder: Decoder) throws {
        let keys = try StaffMember.keyNames(decoder)
        let b = keys.contains("bench"), r = keys.contains("route")
        let shapeCount = (b ? 1 : 0) + (r ? 1 : 0)
        guard shapeCount == 1 else { throw StaffMember.refuse(decoder, keys) }
        guard b else {
            self = .driver(try Driver(from: decoder))
            return
        }
        self = .maker(try Maker(from: decoder))
    }
}
