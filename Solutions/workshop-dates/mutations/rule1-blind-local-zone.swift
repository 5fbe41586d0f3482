// breaks: rule 1
// Written blind from rule 1's text alone (the cases unseen): the yyyy-MM-dd formatter never sets its time zone, so a day is midnight in the machine's zone, not UTC
import Foundation

private let wdDayFormatter: DateFormatter = {
    let f = DateFormatter()
    f.dateFormat = "yyyy-MM-dd"
    f.locale = Locale(identifier: "en_US_POSIX")
    return f
}()

private let wdISOFormatter = ISO8601DateFormatter()

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let date = wdISOFormatter.date(from: text) { return date }
        if let date = wdDayFormatter.date(from: text) { return date }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day or ISO 8601 date: \(text)")
    }
}
