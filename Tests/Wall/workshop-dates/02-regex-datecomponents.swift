// style: Regex literals with captures; Calendar and DateComponents with isValidDate
import Foundation

private let utcGregorian: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar
}()

private let internetTimestamps = ISO8601DateFormatter()

/// Midnight UTC of a `yyyy-MM-dd` day, or nil if the text is not exactly a real day.
private func plainDay(_ text: String) -> Date? {
    guard let match = text.wholeMatch(of: #/([0-9]{4})-([0-9]{2})-([0-9]{2})/#) else { return nil }
    let parts = DateComponents(
        calendar: utcGregorian, timeZone: utcGregorian.timeZone,
        year: Int(match.1), month: Int(match.2), day: Int(match.3))
    guard parts.isValidDate else { return nil }
    return parts.date
}

/// An internet timestamp in whole seconds with `Z` or `±hh:mm`.
private func timestamp(_ text: String) -> Date? {
    guard text.wholeMatch(of: #/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(Z|[+-][0-9]{2}:[0-9]{2})/#) != nil
    else { return nil }
    return internetTimestamps.date(from: text)
}

extension JSONDecoder.DateDecodingStrategy {
    static var dayOrISO8601: JSONDecoder.DateDecodingStrategy {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = timestamp(text) ?? plainDay(text) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "\(text) is neither yyyy-MM-dd nor an ISO 8601 timestamp")
            }
            return date
        }
    }
}
