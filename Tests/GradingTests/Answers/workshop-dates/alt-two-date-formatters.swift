// expect-pass
import Foundation

// Two DateFormatters, one pattern each, kept in a private enum.
private enum StartedFormats {
    static func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = pattern
        return formatter
    }

    static let timestamp = formatter("yyyy-MM-dd'T'HH:mm:ssXXXXX")
    static let day = formatter("yyyy-MM-dd")
}

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601 = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        for format in [StartedFormats.timestamp, StartedFormats.day] {
            if let date = format.date(from: text) { return date }
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is neither yyyy-MM-dd nor ISO 8601")
    }
}
