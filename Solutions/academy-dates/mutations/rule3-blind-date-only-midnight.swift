// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: a date without a time is accepted as midnight UTC ("a date is a date").
// breaks only rule 3 because: complete times with or without fraction are read as before (1, 2), other non-dates still throw dataCorrupted, non-strings typeMismatch (4).
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
    let day = DateFormatter()
    day.dateFormat = "yyyy-MM-dd"
    day.locale = Locale(identifier: "en_US_POSIX")
    day.timeZone = TimeZone(identifier: "UTC")
    if let date = day.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
