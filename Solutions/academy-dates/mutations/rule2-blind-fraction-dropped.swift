// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a fraction of a second is cut off: the text before the "." and after the fraction is read by the whole-second formatter.
// breaks only rule 2 because: whole-second times are read as before (1), strings in no accepted form still throw dataCorrupted (3), non-strings typeMismatch (4).
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = whole.date(from: text) {
        return date
    }
    if fractional.date(from: text) != nil, let dot = text.firstIndex(of: ".") {
        let rest = text[text.index(after: dot)...].drop(while: \.isNumber)
        if let date = whole.date(from: String(text[..<dot]) + rest) { return date }
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
