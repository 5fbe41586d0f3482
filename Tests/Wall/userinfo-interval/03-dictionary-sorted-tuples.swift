// style: Dictionary decoding; sorted(by:) with tuples; compactMap-free explicit errors
import Foundation

extension Stock: Decodable {
    private enum Meta: String, CodingKey {
        case info = "1. Information", symbol = "2. Symbol", refreshed = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        guard let minutes = decoder.userInfo[.timeInterval] as? Int else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "Missing time interval"))
        }
        let top = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try top.nestedContainer(keyedBy: Meta.self, forKey: AnyCodingKey("Meta Data"))
        info = try meta.decode(String.self, forKey: .info)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .refreshed)

        // The whole series in one call: timestamp text -> entry.
        let seriesKey = AnyCodingKey("Time Series (\(minutes)min)")
        let byTimestamp = try top.decode([String: Update].self, forKey: seriesKey)

        var dated: [(date: Date, update: Update)] = []
        for (timestamp, entry) in byTimestamp {
            guard let date = dateFormatter.date(from: timestamp) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: top.codingPath + [seriesKey, AnyCodingKey(timestamp)],
                    debugDescription: "\"\(timestamp)\" is not a yyyy-MM-dd HH:mm:ss date"))
            }
            var update = entry
            update.date = date
            dated.append((date, update))
        }
        updates = dated.sorted(by: { $0.date < $1.date }).map(\.update)
    }
}
