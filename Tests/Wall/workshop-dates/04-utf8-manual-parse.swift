// style: utf8 view parsed by hand; global functions; days-from-civil arithmetic instead of formatters
import Foundation

/// Reads `count` ASCII digits of `bytes` starting at `start` as a number.
private func number(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int? {
    guard start + count <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[start ..< start + count] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return value
}

private func isLeap(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

private func daysIn(month: Int, of year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
private func daysSinceEpoch(_ y: Int, _ m: Int, _ d: Int) -> Int {
    let year = m <= 2 ? y - 1 : y
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
}

/// Seconds since 1970 of `yyyy-MM-dd` at the start of `bytes`, if it is a real day.
private func daySeconds(_ bytes: [UInt8]) -> Int? {
    guard bytes.count >= 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
          let y = number(bytes, 0, 4), let m = number(bytes, 5, 2), let d = number(bytes, 8, 2),
          (1...12).contains(m), (1...daysIn(month: m, of: y)).contains(d) else { return nil }
    return daysSinceEpoch(y, m, d) * 86_400
}

private func parseWorkshopDate(_ text: String) -> Date? {
    let bytes = Array(text.utf8)
    guard let day = daySeconds(bytes) else { return nil }
    if bytes.count == 10 {
        return Date(timeIntervalSince1970: TimeInterval(day))
    }
    // yyyy-MM-ddTHH:mm:ss then Z (20 bytes) or ±hh:mm (25 bytes)
    guard bytes.count == 20 || bytes.count == 25, bytes[10] == UInt8(ascii: "T"),
          bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
          let hour = number(bytes, 11, 2), let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2),
          hour < 24, minute < 60, second < 60 else { return nil }
    var offset = 0
    if bytes.count == 20 {
        guard bytes[19] == UInt8(ascii: "Z") else { return nil }
    } else {
        let sign = bytes[19]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), bytes[22] == UInt8(ascii: ":"),
              let oh = number(bytes, 20, 2), let om = number(bytes, 23, 2), oh <= 14, om < 60 else { return nil }
        offset = (oh * 3600 + om * 60) * (sign == UInt8(ascii: "+") ? 1 : -1)
    }
    let seconds = day + hour * 3600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: TimeInterval(seconds))
}

extension JSONDecoder.DateDecodingStrategy {
    static let dayOrISO8601: JSONDecoder.DateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = parseWorkshopDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "Expected yyyy-MM-dd or yyyy-MM-ddTHH:mm:ss with Z or ±hh:mm.")
        }
        return date
    }
}
