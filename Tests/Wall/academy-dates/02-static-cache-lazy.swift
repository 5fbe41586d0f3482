// style: static stored properties as a cache; lazy compactMap over the parsers
import Foundation

private enum AcademyDateParsers {
    static let all: [ISO8601DateFormatter] = ([
        [.withInternetDateTime, .withFractionalSeconds],
        [.withInternetDateTime],
    ] as [ISO8601DateFormatter.Options]).map { options in
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = options
        return formatter
    }
}

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let date = AcademyDateParsers.all.lazy.compactMap({ $0.date(from: text) }).first else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not an ISO 8601 date-time")
    }
    return date
}
