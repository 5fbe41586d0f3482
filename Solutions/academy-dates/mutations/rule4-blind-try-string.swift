// breaks: rule 4
// Written blind from rule 4's text alone (the cases unseen): reads the string with try? and throws dataCorrupted for a number, Boolean or array instead of typeMismatch
import Foundation

private let academyPlainParser = ISO8601DateFormatter()

private let academyFractionParser: ISO8601DateFormatter = {
    let f = ISO8601DateFormatter()
    f.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return f
}()

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    guard let text = try? container.decode(String.self) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "a date must be text")
    }
    if let date = academyPlainParser.date(from: text) ?? academyFractionParser.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an internet date-time: \(text)")
}
