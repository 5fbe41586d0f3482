// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): falls back to a yyyy-MM-dd formatter, so a date without a time decodes as midnight UTC instead of throwing
import Foundation

private let academyPlainParser = ISO8601DateFormatter()

private let academyFractionParser: ISO8601DateFormatter = {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return f
}()

private let academyDayParser: DateFormatter = {
    let f = DateFormatter()
    f.dateFormat = "yyyy-MM-dd"
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    return f
}()

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    if let date = academyPlainParser.date(from: text) ?? academyFractionParser.date(from: text) {
        return date
    }
    if let day = academyDayParser.date(from: text) {
        return day
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an internet date-time: \(text)")
}
