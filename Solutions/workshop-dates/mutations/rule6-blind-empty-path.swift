// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): builds the dataCorrupted error with an empty coding path instead of the decoder's
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
        let text = try container.decode(String.self)
        if let date = wdISOFormatter.date(from: text) { return date }
        if let date = wdDayFormatter.date(from: text) { return date }
        throw DecodingError.dataCorrupted(DecodingError.Context(
            codingPath: [],
            debugDescription: "not a day or ISO 8601 date: \(text)"))
    }
}
