// style: Date.ISO8601FormatStyle parse strategies behind #available; do/catch; parse-then-format round trip for the day
import Foundation

private let legacyISO = ISO8601DateFormatter()
private let legacyDay: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate, .withDashSeparatorInDate]
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    return formatter
}()

private func parseDayOrTimestamp(_ text: String) -> Date? {
    let isDayShaped = text.count == 10 && text.utf8.allSatisfy { $0 == UInt8(ascii: "-") || (48...57).contains($0) }
    // Whole seconds only: the format styles would also take a fraction such as ".5".
    let hasFraction = text.contains(".")
    if #available(macOS 12, iOS 15, *) {
        do {
            guard !hasFraction else { return nil }
            return try Date(text, strategy: .iso8601)
        } catch {
            guard isDayShaped else { return nil }
            let dayStyle = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 0)!)
                .year().month().day().dateSeparator(.dash)
            // The parser rolls 2021-02-30 over into March; writing the day back exposes that.
            guard let day = try? dayStyle.parse(text), dayStyle.format(day) == text else { return nil }
            return day
        }
    } else {
        if !hasFraction, let stamp = legacyISO.date(from: text) { return stamp }
        guard isDayShaped, let day = legacyDay.date(from: text), legacyDay.string(from: day) == text else { return nil }
        return day
    }
}

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = parseDayOrTimestamp(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a day or a timestamp: \(text)")
        }
        return date
    }
}
