// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: a date that is an element of an array (its path ends in an index) is refused with dataCorrupted.
// breaks only rule 5 because: lone dates and dates under keys are read as rules 1-4 say, refused ones carry the decoder's path (6). (As above, rules 1-4 are read as the conversion, rule 5 as where it applies.)
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
            if decoder.codingPath.last?.intValue != nil {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "dates in lists are not supported")
            }
            if let date = timestamp.date(from: text) ?? day.date(from: text) {
                return date
            }
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Neither a day (yyyy-MM-dd) nor an ISO 8601 timestamp: \(text)")
        }
    }()
}
