// expect-fail: three digits of fraction
// Tries only the formatter without fractional seconds, so any fraction is refused.
import Foundation

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = ISO8601DateFormatter().date(from: text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "bad date \(text)")
    }
    return date
}
