// style: closures stored in an array; lazy compactMap picks the first parser that succeeds
import Foundation

private let workshopParsers: [(String) -> Date?] = {
    let iso = ISO8601DateFormatter()
    let day = DateFormatter()
    day.dateFormat = "yyyy-MM-dd"
    day.locale = Locale(identifier: "en_US_POSIX")
    day.timeZone = TimeZone(identifier: "UTC")

    return [
        // The stricter one first: a timestamp also starts with a day.
        { iso.date(from: $0) },
        { text in
            let shape = text.map { $0.isASCII && $0.isNumber ? "9" : String($0) }.joined()
            return shape == "9999-99-99" ? day.date(from: text) : nil
        },
    ]
}()

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        if let date = workshopParsers.lazy.compactMap({ $0(text) }).first {
            return date
        }
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "No known date format matches \(text).")
    }
}
