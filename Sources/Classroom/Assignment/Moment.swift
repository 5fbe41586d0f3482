import Foundation

/// An instant with the UTC offset it was written in: the due date of an
/// assignment in New York stays `…-05:00` in every report, on any machine.
public struct Moment: Sendable, Equatable, Comparable {
    public var date: Date
    /// Minutes east of UTC.
    public var offsetMinutes: Int

    public init(date: Date, offsetMinutes: Int) {
        self.date = date
        self.offsetMinutes = offsetMinutes
    }

    public static func < (a: Moment, b: Moment) -> Bool { a.date < b.date }

    /// The same instant shown in another moment's offset.
    public func shown(in other: Moment) -> Moment { Moment(date: date, offsetMinutes: other.offsetMinutes) }

    /// ISO 8601 with seconds and offset: `2026-12-01T23:59:00-05:00` (`Z` for UTC).
    public var text: String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60) ?? TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let offset: String
        if offsetMinutes == 0 {
            offset = "Z"
        } else {
            let magnitude = abs(offsetMinutes)
            offset = (offsetMinutes < 0 ? "-" : "+") + String(format: "%02d:%02d", magnitude / 60, magnitude % 60)
        }
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0) + offset
    }

    /// Builds a moment from calendar fields written in `offsetMinutes`.
    static func make(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, nanosecond: Int = 0, offsetMinutes: Int) -> Moment? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second),
              abs(offsetMinutes) < 24 * 60 else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        guard let zone = TimeZone(secondsFromGMT: offsetMinutes * 60) else { return nil }
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        guard let date = calendar.date(from: components),
              calendar.component(.day, from: date) == day else { return nil }
        return Moment(date: date, offsetMinutes: offsetMinutes)
    }

    /// Parses ISO 8601 with an offset: `2026-12-01T23:59:00-05:00`,
    /// `2026-12-01 23:59:00.123+01:00`, `…Z`, or `… UTC` (as nbgrader's
    /// timestamp.txt writes). Returns nil for anything else, including a
    /// time without an offset (which would depend on the grader's clock).
    public static func parse(_ raw: String) -> Moment? {
        var text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        var offset: Int?
        if text.hasSuffix(" UTC") {
            text.removeLast(4)
            offset = 0
        } else if text.hasSuffix("Z") || text.hasSuffix("z") {
            text.removeLast()
            offset = 0
        } else if text.count > 6 {
            let tail = text.suffix(6)
            let scalars = Array(tail)
            if (scalars[0] == "+" || scalars[0] == "-"), scalars[3] == ":",
               let hours = Int(String(scalars[1...2])), let minutes = Int(String(scalars[4...5])) {
                offset = (scalars[0] == "-" ? -1 : 1) * (hours * 60 + minutes)
                text.removeLast(6)
            }
        }
        guard let offset else { return nil }
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "T" || $0 == "t" || $0 == " " })
        guard parts.count == 2 else { return nil }
        let date = parts[0].split(separator: "-", omittingEmptySubsequences: false)
        var time = parts[1].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard date.count == 3, date[0].count == 4, date[1].count == 2, date[2].count == 2, time.count == 2 || time.count == 3 else { return nil }
        if time.count == 2 { time.append("00") }
        var nanosecond = 0
        let secondParts = time[2].split(separator: ".", omittingEmptySubsequences: false)
        guard secondParts.count <= 2, secondParts[0].count == 2 else { return nil }
        if secondParts.count == 2 {
            let digits = String(secondParts[1].prefix(9))
            guard !digits.isEmpty, digits.allSatisfy(\.isNumber), let value = Int(digits) else { return nil }
            nanosecond = value * Int(pow(10, Double(9 - digits.count)))
        }
        guard let year = Int(date[0]), let month = Int(date[1]), let day = Int(date[2]),
              time[0].count == 2, time[1].count == 2,
              let hour = Int(time[0]), let minute = Int(time[1]), let second = Int(secondParts[0]) else { return nil }
        return make(year: year, month: month, day: day, hour: hour, minute: minute, second: second, nanosecond: nanosecond, offsetMinutes: offset)
    }
}
