// style: DateFormatter patterns (fixed locale, strict parsing); lazy compactMap over a static list; ?? with a throwing closure
import Foundation

private enum AcademyFormats {
    /// `SSS` reads one to three digits of fraction; `XXXXX` reads `Z` or `±hh:mm`.
    static let formatters: [DateFormatter] = [
        "yyyy-MM-dd'T'HH:mm:ssXXXXX",
        "yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX",
    ].map { pattern in
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.isLenient = false
        formatter.dateFormat = pattern
        return formatter
    }
}

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let parsed = AcademyFormats.formatters.lazy.compactMap { $0.date(from: text) }.first
    return try parsed ?? {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "unreadable date \(text)")
    }()
}
