// expect-fail: compile
// Declares academyDate as a closure constant where the task asks for a
// function academyDate(from:): the chapter's `.custom(academyDate)` compiles
// with either, but the grader's module calls the function, so it does not
// link, and the verdict names what is missing.
import Foundation

/// Reads an ISO 8601 date and time, with or without a fraction of a second.
let academyDate: (Decoder) throws -> Date = { decoder in
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let whole = ISO8601DateFormatter()
    let fractional = ISO8601DateFormatter()
    fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    if let date = whole.date(from: text) ?? fractional.date(from: text) {
        return date
    }
    throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date and time")
}
