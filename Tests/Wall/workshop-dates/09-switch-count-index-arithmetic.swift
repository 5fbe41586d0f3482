// style: switch on the length with where clauses; String.Index arithmetic to cut the fields; DateComponents round trip
import Foundation

private let utc = TimeZone(secondsFromGMT: 0)!
private let isoReader = ISO8601DateFormatter()

/// The number `length` characters long at `offset`, if all of them are ASCII digits.
private func field(_ text: String, at offset: Int, length: Int) -> Int? {
    let start = text.index(text.startIndex, offsetBy: offset)
    let end = text.index(start, offsetBy: length)
    let slice = text[start..<end]
    guard slice.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(slice)
}

private func midnightUTC(_ text: String) -> Date? {
    let dash4 = text.index(text.startIndex, offsetBy: 4)
    let dash7 = text.index(text.startIndex, offsetBy: 7)
    guard text[dash4] == "-", text[dash7] == "-",
          let year = field(text, at: 0, length: 4),
          let month = field(text, at: 5, length: 2),
          let day = field(text, at: 8, length: 2) else { return nil }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    guard let date = calendar.date(from: DateComponents(year: year, month: month, day: day)) else { return nil }
    // Refuse days the calendar would roll over, such as 2021-02-30 or month 13.
    let back = calendar.dateComponents([.year, .month, .day], from: date)
    return (back.year, back.month, back.day) == (year, month, day) ? date : nil
}

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let parsed: Date?
        switch text.count {
        case 10:
            parsed = midnightUTC(text)
        case let length where length > 10 && text.contains("T"):
            parsed = isoReader.date(from: text)
        default:
            parsed = nil
        }
        guard let parsed else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Unknown date format: \(text)")
        }
        return parsed
    }
}
