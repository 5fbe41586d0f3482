// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the offset of a timestamp is applied with the wrong sign (added to the wall-clock time instead of subtracted).
// breaks only rule 2 because: Z timestamps and days are read as before (1), every string refused before is still refused with dataCorrupted at the decoder's path (3, 6: the ISO formatter decides what is accepted), non-strings typeMismatch (4), every date via the strategy (5).
import Foundation

extension JSONDecoder.DateDecodingStrategy {
    /// A plain day (yyyy-MM-dd) or an ISO 8601 timestamp.
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = {
        let timestamp = ISO8601DateFormatter()
        let day = DateFormatter()
        day.dateFormat = "yyyy-MM-dd"
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        return .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if timestamp.date(from: text) != nil {
            let wall = DateFormatter()
            wall.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
            wall.locale = Locale(identifier: "en_US_POSIX")
            wall.timeZone = TimeZone(identifier: "UTC")
            var offset = 0
            let zone = text.suffix(6)
            if let sign = zone.first, sign == "+" || sign == "-", let hours = Int(zone.dropFirst().prefix(2)), let minutes = Int(zone.suffix(2)) {
                offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
            }
            // Bug: the offset is added, not subtracted, to get back to UTC.
            if let local = wall.date(from: String(text.prefix(19))) { return local.addingTimeInterval(TimeInterval(offset)) }
            }
            if let date = day.date(from: text) {
                return date
            }
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Neither a day (yyyy-MM-dd) nor an ISO 8601 timestamp: \(text)")
        }
    }()
}
