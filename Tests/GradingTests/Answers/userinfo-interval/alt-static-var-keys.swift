// expect-pass
// Keeps the key strings in static vars of a nested enum, reads the interval
// through a computed property, and builds the updates with map and sorted(by:).
import Foundation

extension Stock: Decodable {
    private enum Names {
        static var metaData = "Meta Data"
        static var information = "1. Information"
        static var symbol = "2. Symbol"
        static var lastRefreshed = "3. Last Refreshed"
        static func series(_ minutes: Int) -> String { "Time Series (\(minutes)min)" }
    }

    private struct Minutes {
        let decoder: Decoder
        var value: Int? { decoder.userInfo[CodingUserInfoKey.timeInterval] as? Int }
    }

    init(from decoder: Decoder) throws {
        guard let minutes = Minutes(decoder: decoder).value else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "Missing time interval"))
        }
        let top = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try top.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(Names.metaData))
        symbol = try meta.decode(String.self, forKey: AnyCodingKey(Names.symbol))
        info = try meta.decode(String.self, forKey: AnyCodingKey(Names.information))
        refreshedAt = try meta.decode(Date.self, forKey: AnyCodingKey(Names.lastRefreshed))

        let series = try top.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey(Names.series(minutes)))
        updates = try series.allKeys
            .map { key -> Update in
                var update = try series.decode(Update.self, forKey: key)
                update.date = try dateFormatter.date(from: key.stringValue)
                    .unwrapOrThrow(DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: "not a date"))
                return update
            }
            .sorted(by: { $0.date < $1.date })
    }
}
