// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: for a time in whole seconds the zone is checked but ignored (the wall-clock time is read as UTC), so +02:00 is two hours off.
// breaks only rule 1 because: times with a fraction are read as before (2), strings in no accepted form still throw dataCorrupted (3), non-strings typeMismatch (4).
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if whole.date(from: text) != nil {
        let wall = DateFormatter()
        wall.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        wall.locale = Locale(identifier: "en_US_POSIX")
        wall.timeZone = TimeZone(identifier: "UTC")
        if let date = wall.date(from: String(text.prefix(19))) { return date }
    }
    if let date = fractional.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
