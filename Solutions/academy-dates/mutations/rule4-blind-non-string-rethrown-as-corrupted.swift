// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the typeMismatch for a value that is not a string is caught and rethrown as dataCorrupted.
// breaks only rule 4 because: strings are handled exactly as before (1-3).
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text: String
    do {
        text = try container.decode(String.self)
    } catch {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "a date must be text")
    }
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = whole.date(from: text) ?? fractional.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
