// style: zip against a template string; Optional chaining with ?? between the two parsers
import Foundation

extension JSONDecoder.DateDecodingStrategy {
    private static let timestampFormatter = ISO8601DateFormatter()

    private static let plainDayFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    /// Each `#` of the template is an ASCII digit, every other character must match itself.
    private static func matches(_ text: String, template: String) -> Bool {
        guard text.count == template.count else { return false }
        return zip(text, template).allSatisfy { character, slot in
            slot == "#" ? ("0"..."9").contains(character) : character == slot
        }
    }

    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let day = matches(text, template: "####-##-##") ? plainDayFormatter.date(from: text) : nil
        if let date = timestampFormatter.date(from: text) ?? day {
            return date
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected yyyy-MM-dd or an ISO 8601 timestamp.")
    }
}
