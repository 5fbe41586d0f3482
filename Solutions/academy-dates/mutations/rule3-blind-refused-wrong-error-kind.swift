// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a string in no accepted form throws DecodingError.typeMismatch instead of dataCorrupted.
// breaks only rule 3 because: accepted forms decode as before (1, 2), non-strings still throw typeMismatch (4).
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
    throw DecodingError.typeMismatch(Date.self, DecodingError.Context(
        codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not an ISO 8601 date and time"))
}
