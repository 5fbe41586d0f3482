// style: final class holding the parsers; computed static var strategy; allSatisfy shape check
import Foundation

private final class StartDateReader {
    static let shared = StartDateReader()

    private let internet = ISO8601DateFormatter()
    private let calendarDay: DateFormatter

    private init() {
        calendarDay = DateFormatter()
        calendarDay.dateFormat = "yyyy-MM-dd"
        calendarDay.locale = Locale(identifier: "en_US_POSIX")
        calendarDay.timeZone = TimeZone(identifier: "UTC")
        calendarDay.isLenient = false
    }

    func read(_ text: String) -> Date? {
        if let instant = internet.date(from: text) { return instant }
        let dashesAt: Set = [4, 7]
        let dayShaped = text.count == 10 && text.enumerated().allSatisfy { offset, character in
            dashesAt.contains(offset) ? character == "-" : ("0"..."9").contains(character)
        }
        return dayShaped ? calendarDay.date(from: text) : nil
    }
}

extension JSONDecoder.DateDecodingStrategy {
    static var dayOrISO8601: JSONDecoder.DateDecodingStrategy {
        .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = StartDateReader.shared.read(text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Cannot read \(text) as a start date.")
        }
    }
}
