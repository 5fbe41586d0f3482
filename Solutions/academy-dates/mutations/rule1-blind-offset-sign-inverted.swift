// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: for a time in whole seconds the offset is applied with the wrong sign (added to the wall-clock time instead of subtracted), so +02:00 lands four hours off.
// breaks only rule 1 because: Z times and times with a fraction are read as before (2), every string refused before is still refused with dataCorrupted (3: the ISO formatter decides what is accepted), non-strings typeMismatch (4).
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
        var offset = 0
        let zone = text.suffix(6)
        if let sign = zone.first, sign == "+" || sign == "-", let hours = Int(zone.dropFirst().prefix(2)), let minutes = Int(zone.suffix(2)) {
            offset = (hours * 3600 + minutes * 60) * (sign == "-" ? -1 : 1)
        }
        // Bug: the offset is added, not subtracted, to get back to UTC.
        if let local = wall.date(from: String(text.prefix(19))) { return local.addingTimeInterval(TimeInterval(offset)) }
    }
    if let date = fractional.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
