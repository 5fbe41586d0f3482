// breaks: rule 2
// Written blind from rule 2's text alone (the cases unseen): only a default ISO8601DateFormatter is tried, so any time with a fraction is refused as dataCorrupted
import Foundation

private let academyPlainParser = ISO8601DateFormatter()

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    if let date = academyPlainParser.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an internet date-time: \(text)")
}
