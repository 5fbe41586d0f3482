// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): reads the string with try? and throws dataCorrupted for any non-string value instead of typeMismatch
import Foundation

private let wdDayFormatter: DateFormatter = {
    let f = DateFormatter()
    f.dateFormat = "yyyy-MM-dd"
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    return f
}()

private let wdISOFormatter = ISO8601DateFormatter()

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        guard let text = try? container.decode(String.self) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "date is not text")
        }
        if let date = wdISOFormatter.date(from: text) { return date }
        if let date = wdDayFormatter.date(from: text) { return date }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day or ISO 8601 date: \(text)")
    }
}
