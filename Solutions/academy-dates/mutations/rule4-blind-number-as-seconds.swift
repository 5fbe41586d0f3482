// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: a JSON number is accepted as seconds since 1970 instead of throwing typeMismatch.
// breaks only rule 4 because: strings are handled exactly as before (1-3); booleans and arrays still throw typeMismatch.
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    if let seconds = try? container.decode(Double.self) {
        return Date(timeIntervalSince1970: seconds)
    }
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
