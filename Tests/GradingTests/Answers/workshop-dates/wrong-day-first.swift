// expect-fail: a timestamp in UTC
import Foundation

// Tries the full-date ISO parser first: it reads the day at the start of a
// timestamp and drops the time.
extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let day = ISO8601DateFormatter()
        day.formatOptions = [.withFullDate]
        if let date = day.date(from: text) ?? ISO8601DateFormatter().date(from: text) {
            return date
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a date")
    }
}
