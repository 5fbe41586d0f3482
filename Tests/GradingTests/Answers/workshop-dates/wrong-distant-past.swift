// expect-fail: month thirteen
import Foundation

// Never throws: an unreadable date becomes the distant past.
extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let text = try decoder.singleValueContainer().decode(String.self)
        let day = DateFormatter()
        day.dateFormat = "yyyy-MM-dd"
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        return ISO8601DateFormatter().date(from: text) ?? day.date(from: text) ?? .distantPast
    }
}
