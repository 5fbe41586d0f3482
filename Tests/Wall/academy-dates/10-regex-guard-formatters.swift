// style: Regex literal as a shape guard (#/…/#); formatters chosen with an if expression
import Foundation

private let academyWhole = ISO8601DateFormatter()

private let academyFractional: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
}()

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    // The exact shape first: the formatters alone also take "+0200" or a lower-case "z".
    let shape = #/[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\.[0-9]{1,3})?(Z|[+-][0-9]{2}:[0-9]{2})/#
    guard let match = text.wholeMatch(of: shape) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) does not have the form yyyy-MM-ddTHH:mm:ss[.fff]Z")
    }
    let formatter = if match.output.1 == nil { academyWhole } else { academyFractional }
    guard let date = formatter.date(from: text) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a real date")
    }
    return date
}
