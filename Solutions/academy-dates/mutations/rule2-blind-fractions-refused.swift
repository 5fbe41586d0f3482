// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: only the whole-second formatter is used, so a time with a fraction throws dataCorrupted.
// breaks only rule 2 because: whole-second times are read as before (1), other strings still throw dataCorrupted (3), non-strings typeMismatch (4).
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    _ = fractional
    if let date = whole.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
