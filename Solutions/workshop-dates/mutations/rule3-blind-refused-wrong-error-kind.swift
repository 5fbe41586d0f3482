// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a string in neither format throws DecodingError.typeMismatch (at the decoder's path) instead of dataCorrupted.
// breaks only rule 3 because: valid days and timestamps decode as before (1, 2), non-strings typeMismatch (4), every date via the strategy (5); the path is still the decoder's (6, which concerns the error of rule 3: its path is unchanged).
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
            throw DecodingError.typeMismatch(Date.self, DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "Neither a day (yyyy-MM-dd) nor an ISO 8601 timestamp: \(text)"))
        }
    }()
}
