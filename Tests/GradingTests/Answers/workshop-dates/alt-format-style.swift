// expect-pass
import Foundation

// Parses timestamps with Date's ISO 8601 parse strategy and days with a
// DateFormatter made in a helper; a computed static property.
private let plainDay: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter
}()

extension JSONDecoder.DateDecodingStrategy {
    static var dayOrISO8601: JSONDecoder.DateDecodingStrategy {
        .custom { decoder in
            let single = try decoder.singleValueContainer()
            let text = try single.decode(String.self)
            if let instant = try? Date(text, strategy: .iso8601) {
                return instant
            }
            guard let day = plainDay.date(from: text) else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription: "not a date: \(text)")
            }
            return day
        }
    }
}
