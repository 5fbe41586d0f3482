// expect-fail: a number
import Foundation

// Also accepts a number, as seconds since 1970: the rules say a value that
// is not a string throws typeMismatch.
extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        if let seconds = try? container.decode(Double.self) {
            return Date(timeIntervalSince1970: seconds)
        }
        let text = try container.decode(String.self)
        let day = DateFormatter()
        day.dateFormat = "yyyy-MM-dd"
        day.locale = Locale(identifier: "en_US_POSIX")
        day.timeZone = TimeZone(identifier: "UTC")
        if let date = ISO8601DateFormatter().date(from: text) ?? day.date(from: text) {
            return date
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date")
    }
}
