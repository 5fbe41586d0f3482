// Reference answer, from Solutions/academy-dates/answer.swift.
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = whole.date(from: text) ?? fractional.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
