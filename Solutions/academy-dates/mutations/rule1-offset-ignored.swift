// breaks: rule 1
// The reference answer, but a timestamp's offset is ignored: its date and
// time are read as UTC (rule 1: `+hh:mm` is ahead of UTC).
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = whole.date(from: text) ?? fractional.date(from: text) {
        // Drop the offset: read the date and time as if they were UTC.
        let offsetStart = text.lastIndex(where: { $0 == "+" || $0 == "-" }).flatMap { $0 > text.index(text.startIndex, offsetBy: 10) ? $0 : nil }
        if let offsetStart, let utc = (whole.date(from: String(text[..<offsetStart]) + "Z") ?? fractional.date(from: String(text[..<offsetStart]) + "Z")) {
            return utc
        }
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
