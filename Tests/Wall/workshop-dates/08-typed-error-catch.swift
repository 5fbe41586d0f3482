// style: throws helper with its own error enum (associated values); do/catch with a typed pattern
import Foundation

private enum StartDateProblem: Error {
    case unreadable(String)
}

private let stampFormatter = ISO8601DateFormatter()
private let dayFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
}()

private func startDate(from text: String) throws -> Date {
    if let stamp = stampFormatter.date(from: text) {
        return stamp
    }
    let pieces = text.split(separator: "-", omittingEmptySubsequences: false)
    let widths = pieces.map(\.count)
    let allDigits = pieces.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isWholeNumber } }
    guard widths == [4, 2, 2], allDigits, let day = dayFormatter.date(from: text) else {
        throw StartDateProblem.unreadable(text)
    }
    return day
}

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            return try startDate(from: text)
        } catch let StartDateProblem.unreadable(bad) {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(bad)\" is neither a day nor an ISO 8601 timestamp.")
        }
    }
}
