// expect-pass
// Looks for a dot to pick the formatter, with formatters made once.
import Foundation

private let fractionFormatter: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions.insert(.withFractionalSeconds)
    return formatter
}()

private let secondsFormatter = ISO8601DateFormatter()

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    let formatter = string.contains(".") ? fractionFormatter : secondsFormatter
    if let date = formatter.date(from: string) {
        return date
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "cannot read \(string)")
}
