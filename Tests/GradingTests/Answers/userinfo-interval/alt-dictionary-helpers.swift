// expect-pass
// Decodes the series as a [String: Stock.Update] dictionary, with private
// helpers and a key type of its own instead of the chapter's AnyCodingKey.
import Foundation

private struct ResponseKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.init(stringValue) }
    init?(intValue: Int) { return nil }

    static let meta = ResponseKey("Meta Data")
    static func series(minutes: Int) -> ResponseKey { ResponseKey("Time Series (\(minutes)min)") }
}

private enum MetaField: String, CodingKey {
    case information = "1. Information"
    case symbol = "2. Symbol"
    case lastRefreshed = "3. Last Refreshed"
}

private func intervalMinutes(of decoder: Decoder) throws -> Int {
    switch decoder.userInfo[.timeInterval] {
    case let minutes as Int:
        return minutes
    default:
        let context = DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "Missing time interval")
        throw DecodingError.dataCorrupted(context)
    }
}

extension Stock: Decodable {
    init(from decoder: Decoder) throws {
        let minutes = try intervalMinutes(of: decoder)
        let root = try decoder.container(keyedBy: ResponseKey.self)

        let meta = try root.nestedContainer(keyedBy: MetaField.self, forKey: .meta)
        let refreshed = try meta.decode(String.self, forKey: .lastRefreshed)
        guard let refreshedDate = dateFormatter.date(from: refreshed) else {
            throw DecodingError.dataCorruptedError(forKey: .lastRefreshed, in: meta, debugDescription: "bad date \(refreshed)")
        }

        let byStamp = try root.decode([String: Update].self, forKey: .series(minutes: minutes))
        var dated: [Update] = []
        for (stamp, entry) in byStamp {
            guard let when = dateFormatter.date(from: stamp) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad key \(stamp)"))
            }
            var copy = entry
            copy.date = when
            dated.append(copy)
        }
        dated.sort { $0.date < $1.date }

        self.init(
            info: try meta.decode(String.self, forKey: .information),
            symbol: try meta.decode(String.self, forKey: .symbol),
            refreshedAt: refreshedDate,
            updates: dated)
    }
}
