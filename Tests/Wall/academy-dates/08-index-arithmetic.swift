// style: String.Index arithmetic to split off the fraction; ISO8601DateFormatter for the rest
import Foundation

private let internetDateTime = ISO8601DateFormatter()

/// Splits "2024-03-01T10:00:00.25+02:00" into "2024-03-01T10:00:00+02:00" and 250 ms.
private func splitFraction(_ text: String) -> (whole: String, milliseconds: Int)? {
    // The fraction, if any, starts right after the seconds: 19 characters in.
    guard text.count > 19 else { return (text, 0) }
    let dot = text.index(text.startIndex, offsetBy: 19)
    guard text[dot] == "." else { return (text, 0) }
    let digitsStart = text.index(after: dot)
    let digitsEnd = text[digitsStart...].firstIndex { !($0.isASCII && $0.isNumber) } ?? text.endIndex
    let digits = text[digitsStart..<digitsEnd]
    guard (1...3).contains(digits.count) else { return nil }
    let padded = digits + String(repeating: "0", count: 3 - digits.count)
    return (String(text[..<dot] + text[digitsEnd...]), Int(padded)!)
}

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let (whole, milliseconds) = splitFraction(text),
          let date = internetDateTime.date(from: whole) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not an internet date-time")
    }
    return date.addingTimeInterval(Double(milliseconds) / 1000)
}
