// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: the series is looked up as the first key ending in "<minutes>min)", so asking for 5 minutes can pick "Time Series (15min)".
// breaks only rule 1 because: when no key ends that way the exact name is asked for and throws keyNotFound (3); for 1 minute no other series name ends in "1min)"; the interval check (2), meta data (4), entries (5) and order (6) are unchanged.
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

        let seriesKey = container.allKeys.first { $0.stringValue.hasSuffix("\(minutes)min)") }
            ?? AnyCodingKey("Time Series (\(minutes)min)")
        let series = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: seriesKey)
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
