// expect-pass
// Date.ISO8601FormatStyle, with and without fractional seconds, tried in turn.
import Foundation

func academyDate(from decoder: Decoder) throws -> Date {
    let value = try decoder.singleValueContainer()
    let text = try value.decode(String.self)
    for style in [Date.ISO8601FormatStyle(includingFractionalSeconds: false),
                  Date.ISO8601FormatStyle(includingFractionalSeconds: true)] {
        if let date = try? style.parse(text) {
            return date
        }
    }
    throw DecodingError.dataCorruptedError(in: value, debugDescription: "\(text) is not an ISO 8601 date")
}
