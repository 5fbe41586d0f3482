// expect-fail: seconds as a number
// Also accepts a number as seconds since 1970, which the task does not allow.
import Foundation

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    if let seconds = try? container.decode(Double.self) {
        return Date(timeIntervalSince1970: seconds)
    }
    let text = try container.decode(String.self)
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = ISO8601DateFormatter().date(from: text) ?? fractional.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad date \(text)")
}
