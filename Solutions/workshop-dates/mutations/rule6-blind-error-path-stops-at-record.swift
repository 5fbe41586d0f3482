// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: the dataCorrupted error's path drops its last key, naming the record but not the date (as the built-in .iso8601 does).
// breaks only rule 6 because: it is still dataCorrupted for the same strings (3), all accepted forms decode as before (1, 2, 4, 5).
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
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: Array(decoder.codingPath.dropLast()),
                debugDescription: "Neither a day (yyyy-MM-dd) nor an ISO 8601 timestamp: \(text)"))
        }
    }()
}
