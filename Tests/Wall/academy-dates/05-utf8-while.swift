// style: utf8 views; while loops over indices; Int arithmetic on UInt8
import Foundation

/// Reads `yyyy-MM-ddTHH:mm:ss[.f{1,3}](Z|±hh:mm)` from bytes, or nil.
private func academyInstant(_ bytes: [UInt8]) -> TimeInterval? {
    var index = 0

    func number(_ width: Int) -> Int? {
        var value = 0
        let end = index + width
        guard end <= bytes.count else { return nil }
        while index < end {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            index += 1
        }
        return value
    }

    func expect(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
          expect("T"), let hour = number(2), expect(":"), let minute = number(2), expect(":"),
          let second = number(2) else { return nil }

    var milliseconds = 0
    if expect(".") {
        let start = index
        var scale = 100
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            milliseconds += Int(bytes[index] - UInt8(ascii: "0")) * scale
            scale /= 10
            index += 1
        }
        guard (1...3).contains(index - start) else { return nil }
    }

    var offsetSeconds = 0
    if !expect("Z") {
        let sign: Int
        if expect("+") { sign = 1 } else if expect("-") { sign = -1 } else { return nil }
        guard let hours = number(2), expect(":"), let minutes = number(2), hours < 24, minutes < 60 else { return nil }
        offsetSeconds = sign * (hours * 3600 + minutes * 60)
    }
    guard index == bytes.count else { return nil }

    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
    guard parts.isValidDate(in: calendar), let local = calendar.date(from: parts) else { return nil }
    return local.timeIntervalSince1970 - TimeInterval(offsetSeconds) + TimeInterval(milliseconds) / 1000
}

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let seconds = academyInstant(Array(text.utf8)) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an ISO 8601 date-time with a zone, got \(text)")
    }
    return Date(timeIntervalSince1970: seconds)
}
