// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): a missing series is treated as an empty one (contains check), giving a stock with no updates instead of keyNotFound
import Foundation

extension Stock: Decodable {
    private enum StockKeysBlindA: String, CodingKey {
        case metaData = "Meta Data"
        case info = "1. Information"
        case symbol = "2. Symbol"
        case refreshedAt = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        guard let minutes = decoder.userInfo[.timeInterval] as? Int else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath, debugDescription: "Missing time interval"))
        }
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try container.nestedContainer(keyedBy: StockKeysBlindA.self,
                                                 forKey: AnyCodingKey(stringValue: "Meta Data")!)
        info = try meta.decode(String.self, forKey: .info)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .refreshedAt)

        let seriesKey = AnyCodingKey(stringValue: "Time Series (\(minutes)min)")!
        var updates: [Update] = []
        if container.contains(seriesKey) {
            let series = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: seriesKey)
            for key in series.allKeys {
                let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                    DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: "bad date"))
                var update = try series.decode(Update.self, forKey: key)
                update.date = date
                updates.append(update)
            }
        }
        self.updates = updates.sorted { $0.date < $1.date }
    }
}
