// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the zone of a timestamp is checked but ignored: the date and time are read as UTC, so +01:00 is an hour off.
// breaks only rule 2 because: Z timestamps and days are read as before (1), strings in neither form still throw dataCorrupted at the decoder's path (3, 6), non-strings typeMismatch (4), every date via the strategy (5).
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
            if let date = timestamp.date(from: text) {
                // Read the wall-clock part as UTC; the zone only has to be there.
                let wall = DateFormatter()
                wall.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
                wall.locale = Locale(identifier: "en_US_POSIX")
                wall.timeZone = TimeZone(identifier: "UTC")
                return wall.date(from: String(text.prefix(19))) ?? date
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
