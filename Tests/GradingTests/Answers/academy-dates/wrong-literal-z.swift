// expect-fail: an offset east of UTC
// Date formats with a literal 'Z': every time is read as UTC and offsets are refused.
import Foundation

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    for pattern in ["yyyy-MM-dd'T'HH:mm:ss'Z'", "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'", "yyyy-MM-dd'T'HH:mm:ss.SS'Z'", "yyyy-MM-dd'T'HH:mm:ss.S'Z'"] {
        formatter.dateFormat = pattern
        if let date = formatter.date(from: text) { return date }
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad date \(text)")
}
