// style: Scanner reading the day piece by piece; guard/early exits
import Foundation

private let asciiDigits = CharacterSet(charactersIn: "0123456789")

private let dayParser: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()

private let stampParser = ISO8601DateFormatter()

/// True when the whole text is four digits, a dash, two digits, a dash and two digits.
private func scansAsDay(_ text: String) -> Bool {
    let scanner = Scanner(string: text)
    scanner.charactersToBeSkipped = nil
    guard let year = scanner.scanCharacters(from: asciiDigits), year.count == 4,
          scanner.scanString("-") != nil,
          let month = scanner.scanCharacters(from: asciiDigits), month.count == 2,
          scanner.scanString("-") != nil,
          let day = scanner.scanCharacters(from: asciiDigits), day.count == 2
    else { return false }
    return scanner.isAtEnd
}

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let stamp = stampParser.date(from: text) { return stamp }
        guard scansAsDay(text), let day = dayParser.date(from: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unreadable date: \(text)")
        }
        return day
    }
}
