// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a date and time without a zone (2021-11-15T10:00:00) is read as UTC instead of being refused.
// breaks only rule 3 because: days and timestamps with a zone are read as before (1, 2), other strings still throw dataCorrupted at the decoder's path (6), non-strings typeMismatch (4), every date via the strategy (5).
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
            if let date = timestamp.date(from: text) ?? day.date(from: text) {
                return date
            }
            let local = DateFormatter()
            local.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
            local.locale = Locale(identifier: "en_US_POSIX")
            local.timeZone = TimeZone(identifier: "UTC")
            if let date = local.date(from: text) {
                return date
            }
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Neither a day (yyyy-MM-dd) nor an ISO 8601 timestamp: \(text)")
        }
    }()
}
