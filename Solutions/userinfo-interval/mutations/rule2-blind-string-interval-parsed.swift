// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: an interval stored as a String is parsed with Int(_:) ("5" works) instead of being refused.
// breaks only rule 2 because: Int intervals behave as before (1, 3-6) and a missing value or an unparsable string still throws "Missing time interval"; only numeric strings get through.
import Foundation

extension Stock: Decodable {
    enum MetaKeys: String, CodingKey {
        case info = "1. Information"
        case symbol = "2. Symbol"
        case refreshedAt = "3. Last Refreshed"
    }

    init(from decoder: Decoder) throws {
        let raw = decoder.userInfo[.timeInterval]
        guard let minutes = raw as? Int ?? (raw as? String).flatMap({ Int($0) }) else {
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
