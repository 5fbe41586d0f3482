// exercise: workshop-dates
// expect: bounded "a date outside the years 1 to 9999"
import Foundation

// Every date 10^300 seconds after 1970: no calendar holds it, and the
// gap to the expected date is far beyond what a day count can hold.
extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        _ = try container.decode(String.self)
        return Date(timeIntervalSince1970: 1e300)
    }
}
