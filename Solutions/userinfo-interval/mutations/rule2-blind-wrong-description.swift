// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the error for a missing interval says "No time interval given" instead of "Missing time interval".
// breaks only rule 2 because: it is still dataCorrupted and thrown in the same situations; decoding with an interval is unchanged (1, 3-6).
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
                debugDescription: "No time interval given"))
        }

        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let meta = try container.nestedContainer(keyedBy: MetaKeys.self, forKey: AnyCodingKey("Meta Data"))
        info = try meta.decode(String.self, forKey: .info)
        symbol = try meta.decode(String.self, forKey: .symbol)
        refreshedAt = try meta.decode(Date.self, forKey: .refreshedAt)

        let series = try container.nestedContainer(
            keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("Time Series (\(minutes)min)"))
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
