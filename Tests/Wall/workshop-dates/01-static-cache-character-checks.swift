// style: static stored formatter cache in a private enum; Character properties (isASCII, isNumber) for the day's shape
import Foundation

private enum WorkshopDateParsers {
    static let timestamp = ISO8601DateFormatter()

    static let day: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    /// `yyyy-MM-dd` exactly: ten characters, dashes at 4 and 7, ASCII digits elsewhere.
    static func looksLikeDay(_ text: String) -> Bool {
        let characters = Array(text)
        guard characters.count == 10 else { return false }
        for (offset, character) in characters.enumerated() {
            if offset == 4 || offset == 7 {
                if character != "-" { return false }
            } else if !(character.isASCII && character.isNumber) {
                return false
            }
        }
        return true
    }
}

extension JSONDecoder.DateDecodingStrategy {
    /// A plain day (yyyy-MM-dd) or an ISO 8601 timestamp.
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let instant = WorkshopDateParsers.timestamp.date(from: text) {
            return instant
        }
        if WorkshopDateParsers.looksLikeDay(text), let day = WorkshopDateParsers.day.date(from: text) {
            return day
        }
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "Expected a day (yyyy-MM-dd) or an ISO 8601 timestamp, found \"\(text)\".")
    }
}
