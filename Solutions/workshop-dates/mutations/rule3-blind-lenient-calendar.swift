// breaks: rule 3
// Written blind from rule 3's text alone (the cases unseen): parses yyyy-MM-dd by hand into DateComponents and lets Calendar roll over, so 2021-13-01 or day 32 decode instead of throwing
import Foundation

private let wdISOFormatter = ISO8601DateFormatter()

private func wdDay(_ text: String) -> Date? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
          let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar.date(from: DateComponents(year: y, month: m, day: d))
}

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let date = wdISOFormatter.date(from: text) { return date }
        if let date = wdDay(text) { return date }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day or ISO 8601 date: \(text)")
    }
}
