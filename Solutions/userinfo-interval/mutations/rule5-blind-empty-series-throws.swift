// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: an empty series throws dataCorrupted ("no updates") instead of giving a stock with no updates.
// breaks only rule 5 because: a series with entries is read as before (1, 6), a missing series still throws keyNotFound (3), interval (2) and meta (4) unchanged.
import Foundation

extension Stock: Decodable {
    enum MetaKeys: String, CodingKey {
        case info = "1. Information"
        case symbol = "2. Symbol"
        case refreshedAt = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        guard let minutes = decoder.userInfo[.timeInterval] as? Int else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Missing time interval"))
        }

        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: AnyCodingKey("Meta Data"))
        info = try meta.decode(String.self, forKey: .info)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .refreshedAt)

        let series = try container.nestedContainer(
            keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("Time Series (\(minutes)min)"))
        guard !series.allKeys.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: AnyCodingKey("Time Series (\(minutes)min)"), in: container, debugDescription: "no updates")
        }
        var updates: [Update] = []
        for key in series.allKeys {
            let date = try dateFormatter.date(from: key.stringValue).unwrapOrThrow(
                DecodingError.dataCorruptedError(
                    forKey: key, in: series,
                    debugDescription: "\"\(key.stringValue)\" is not a yyyy-MM-dd HH:mm:ss date"))
            var update = try series.decode(Update.self, forKey: key)
            update.date = date
            updates.append(update)
        }
        self.updates = updates.sorted { $0.date < $1.date }
    }
}
