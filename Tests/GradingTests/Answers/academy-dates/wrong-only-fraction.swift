// expect-fail: whole seconds in UTC
// Tries only the formatter with fractional seconds, which requires a fraction.
import Foundation

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    guard let date = formatter.date(from: text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad date \(text)")
    }
    return date
}
