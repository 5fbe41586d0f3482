import Foundation

/// Varied dates for academy-dates: instants between 1990 and 2040, with
/// `Z` or offsets on both sides of UTC, fractions of one to three digits,
/// strings that are not complete date-times, and values that are not
/// strings. The expected instants come from the reference answer.
enum WorkbookGenerator {
    static func cases(_ random: inout WorkbookRandom) -> [WorkbookGeneratedCase] {
        var cases = WorkbookCases(naming: .generated)
        func add(_ rule: Int, _ name: String, _ value: WorkbookJSON) {
            cases.add(rule, name, ["value": value])
        }
        for _ in 0..<4 {
            add(1, "date and time without a fraction", WorkbookJSON(workbookText(&random, fraction: 0)))
        }
        for digits in [1, 2, 3, random.int(in: 1...3)] {
            add(2, "a fraction of \(digits) digits", WorkbookJSON(workbookText(&random, fraction: digits, utc: true)))
        }
        for _ in 0..<4 {
            let full = workbookText(&random, fraction: random.int(in: 0...3))
            let date = String(full.prefix(10))
            let time = String(full.dropFirst(11).prefix(8))
            let bad = random.element(of: [
                date, date + "T" + time, time + "Z", random.word(letters: 3...10), "",
                date + "T" + String(time.prefix(5)) + "Z",
            ])
            add(3, "not a complete date and time", WorkbookJSON(bad))
        }
        let notStrings = [WorkbookJSON(random.int(in: 0...2_000_000_000)), WorkbookJSON(Double(random.int(in: 0...99_999)) / 8),
                          WorkbookJSON(random.bool()), WorkbookJSON([workbookText(&random, fraction: 0)])]
        for _ in 0..<2 {
            add(4, "a value that is not a string", random.element(of: notStrings))
        }
        return cases.all
    }

    /// An ISO 8601 date-time with `fraction` digits after the seconds and a
    /// zone that is `Z` or an offset;
    /// `utc`: always `Z` (plain, for a case whose rule is not the zone's).
    static func workbookText(_ random: inout WorkbookRandom, fraction: Int, utc: Bool = false) -> String {
        let seconds = random.int(in: 631_152_000...2_208_988_800)
        let offsetMinutes = utc || random.bool() ? 0 : random.element(of: [-1, 1]) * random.element(of: [60, 120, 330, 345, 480, 600, 720])
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: offsetMinutes * 60)
        var text = formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
        if fraction > 0 {
            text += "." + (0..<fraction).map { _ in String(random.int(in: 0...9)) }.joined()
        }
        if offsetMinutes == 0 && (utc || random.bool()) {
            text += "Z"
        } else {
            let magnitude = abs(offsetMinutes)
            text += (offsetMinutes < 0 ? "-" : "+") + String(format: "%02d:%02d", magnitude / 60, magnitude % 60)
        }
        return text
    }
}
