// style: global formatters tried in turn; single-value container
import Foundation

private let wholeSeconds = ISO8601DateFormatter()

private let fractionalSeconds: ISO8601DateFormatter = {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter
}()

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    if let date = wholeSeconds.date(from: text) ?? fractionalSeconds.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an academy date: \(text)")
}
