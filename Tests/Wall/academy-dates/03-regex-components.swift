// style: Regex literals with captures (#/…/#); DateComponents with a UTC calendar
import Foundation

private func utcCalendar() -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar
}

func academyDate(from decoder: Decoder) throws -> Date {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    let pattern = #/([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2}):([0-9]{2})(?:\.([0-9]{1,3}))?(Z|([+-])([0-9]{2}):([0-9]{2}))/#
    guard let match = text.wholeMatch(of: pattern) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not yyyy-MM-ddTHH:mm:ss[.SSS] with a zone")
    }
    let (_, year, month, day, hour, minute, second, fraction, _, sign, offsetHours, offsetMinutes) = match.output
    let components = DateComponents(
        calendar: utcCalendar(), timeZone: TimeZone(secondsFromGMT: 0),
        year: Int(year), month: Int(month), day: Int(day),
        hour: Int(hour), minute: Int(minute), second: Int(second))
    let offsetH = offsetHours.flatMap { Int($0) } ?? 0
    let offsetM = offsetMinutes.flatMap { Int($0) } ?? 0
    guard components.isValidDate, let wallClock = components.date, offsetH < 24, offsetM < 60 else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a valid instant")
    }
    // "…+02:00" is two hours ahead of UTC, so the instant is two hours earlier.
    let offset = (sign == "-" ? -1 : 1) * (offsetH * 3600 + offsetM * 60)
    // ".5" is 500 ms: pad the fraction to three digits.
    let milliseconds = fraction.map { Int($0.padding(toLength: 3, withPad: "0", startingAt: 0))! } ?? 0
    return wallClock.addingTimeInterval(TimeInterval(-offset) + TimeInterval(milliseconds) / 1000)
}
