// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): the updates are appended in the series' allKeys order (a dictionary's order) and never sorted by date
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

        let series = try container.nestedContainer(keyedBy: AnyCodingKey.self,
                                                   forKey: AnyCodingKey(stringValue: "Time Series (\(minutes)min)")!)
        var updates: [Update] = []
        for key in series.allKeys {
            let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                DecodingError.dataCorruptedError(forKey: key, in: series, debugDescription: "bad date"))
            var update = try series.decode(Update.self, forKey: key)
            update.date = date
            updates.append(update)
        }
        self.updates = updates
    }
}
