// breaks: rule 2
// Written from rule 2's text alone: the fraction is cut off before the date
// is read, so the instant loses its milliseconds.
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    let withoutFraction = text.replacingOccurrences(of: #"\.[0-9]+"#, with: "", options: .regularExpression)
    if let date = whole.date(from: withoutFraction) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
