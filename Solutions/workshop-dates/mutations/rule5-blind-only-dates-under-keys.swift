// breaks: rule 5
// also fails: rule 1, rule 2 (their dates are lone values, which this answer refuses: where a date is read is rule 5's)
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: the strategy only accepts dates that are the value of a key ("dates live in records"); a lone date or an array element is refused with dataCorrupted.
// breaks only rule 5 because: a date under a key is read as rules 1-4 say, and a refused one still carries the decoder's path (6). (Rules 1-4 are read here as the conversion of a value the strategy reads; rule 5 says where it reads.)
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
            guard let last = decoder.codingPath.last, last.intValue == nil else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a date must be the value of a key")
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
