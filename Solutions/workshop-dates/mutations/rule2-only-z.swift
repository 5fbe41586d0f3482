// breaks: rule 2
// Written from rule 2's text alone: a timestamp is read only when it ends in
// Z; one with an offset is refused.
import Foundation

extension JSONDecoder.DateDecodingStrategy {
    /// A plain day (yyyy-MM-dd) or an ISO 8601 timestamp.
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = {
        // Wrong: only a literal Z is read; an offset such as +01:00 is not.
        let timestamp = DateFormatter()
        timestamp.dateFormat = "yyyy-MM-dd'T'HH:mm:ss'Z'"
        timestamp.locale = Locale(identifier: "en_US_POSIX")
        timestamp.timeZone = TimeZone(identifier: "UTC")
        let day = DateFormatter()
        day.dateFormat = "yyyy-MM-dd"
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        return .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            // (A pattern ending in a literal 'Z' would also take a time with no
            // zone at all, which is rule 3's: the Z is checked first.)
            if let date = (text.hasSuffix("Z") ? timestamp.date(from: text) : nil) ?? day.date(from: text) {
                return date
            }
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Neither a day (yyyy-MM-dd) nor an ISO 8601 timestamp: \(text)")
        }
    }()
}
