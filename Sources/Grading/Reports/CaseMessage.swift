import Foundation

/// The sentences a failing hidden case shows a learner: what was expected,
/// what came instead and where, each value once and no longer than it needs
/// to be. Dates read as dates (when the exercise's cases.json says where its
/// results hold them), long strings point at their first differing
/// character, long inputs are cut with a note of their size.
enum CaseMessage {
    /// A value whose compact JSON is at most this long is written inline in
    /// the sentence; a longer one is shown below it, cut to what differs.
    static let inlineLimit = 60

    /// How the paths in a verdict read, said once per verdict.
    static let pathNote = "A path like $.rulings[2].text names a place in the JSON: $ is the whole value (your result, or the input being decoded when your code threw), .text the value of the key \"text\", [2] the third element of an array."

    // MARK: - A wrong result

    /// "wrong result at $.email: expected "m***@x.se", got "mia@x.se"", with
    /// dates as dates and long strings cut around their first difference.
    static func wrongResult(at path: String, expected: JSONValue?, actual: JSONValue?, dates: DateFields? = nil) -> String {
        if case let .string(wanted)? = expected, case let .string(got)? = actual, max(wanted.count, got.count) > inlineLimit / 2 {
            return "wrong result at \(path): " + stringDifference(expected: wanted, actual: got)
        }
        if let dates, dates.holds(path), case let .number(wanted)? = expected, case let .number(got)? = actual {
            var text = "wrong result at \(path): expected \(dates.describe(wanted)), got \(dates.describe(got)): \(dates.offset(from: wanted, to: got))"
            if let zone = TimeZone(identifier: RunEnvironment.caseTimeZone),
               abs(dates.seconds(got) - dates.seconds(wanted)) == Double(abs(zone.secondsFromGMT())) {
                text += "\nThat is the offset of the time zone the hidden cases run in (\(RunEnvironment.caseTimeZone)), chosen far from UTC: a date read or written in the machine's own zone changes with the machine."
            }
            return text
        }
        let datesHere = dates.flatMap { $0.holds(path) ? $0 : nil }
        var text = "wrong result at \(path): expected \(summary(expected, dates: datesHere)), got \(summary(actual, dates: datesHere))"
        if case .sealed? = expected, case let .object(members)? = actual, members.keys.contains(where: { $0 == "sealed" || $0 == "clear" }) {
            // Shown alike, but only the grader can open a sealed string.
            text += "\nYour result holds an object written as {\"sealed\": …} itself, not a string sealed with the chapter's key: {\"sealed\": clear text} is how the grader shows a string it opened. Write the secret through EncryptedCodableString."
        }
        return text
    }

    /// A value in a sentence: inline when short, else what kind of value it is.
    static func summary(_ value: JSONValue?, dates: DateFields? = nil) -> String {
        guard let value else { return "nothing" }
        if let dates, case let .number(number) = value { return dates.describe(number) }
        let text = value.description
        if text.count <= inlineLimit { return text }
        switch value {
        case let .object(object): return "an object with \(object.count) key\(object.count == 1 ? "" : "s") (\(object.keys.sorted().prefix(4).joined(separator: ", "))\(object.count > 4 ? ", …" : ""))"
        case let .array(array): return "an array of \(array.count) element\(array.count == 1 ? "" : "s")"
        case let .string(string): return "a string of \(string.count) characters starting \(JSONValue.string(String(string.prefix(24))).description.dropLast())…\""
        default: return String(text.prefix(inlineLimit)) + "…"
        }
    }

    /// Two strings that differ, on two aligned lines with a caret under the
    /// first differing character; a long string is cut to a window around it.
    static func stringDifference(expected: String, actual: String) -> String {
        let wanted = Array(expected), got = Array(actual)
        var index = 0
        while index < wanted.count, index < got.count, wanted[index] == got[index] { index += 1 }
        let start = max(0, index - 30)
        func window(_ characters: [Character]) -> (text: String, caret: Int) {
            let end = min(characters.count, start + 70)
            // A quote where the string really starts or ends, "…" where it is cut.
            let head = escaped(String(characters[start..<min(index, end)]))
            let body = escaped(String(characters[start..<end]))
            return ((start > 0 ? "…" : "\"") + body + (end < characters.count ? "…" : "\""), 1 + head.count)
        }
        let (shownExpected, caret) = window(wanted)
        let (shownActual, _) = window(got)
        let what: String
        if index == wanted.count { what = "your text goes on where the expected one ends" }
        else if index == got.count { what = "your text stops short" }
        else { what = "the text differs" }
        let lengths = wanted.count == got.count ? "of \(wanted.count)" : "(of \(wanted.count) expected, \(got.count) yours)"
        return "\(what) at character \(index + 1) \(lengths):\n"
            + "  expected: \(shownExpected)\n"
            + "  got:      \(shownActual)\n"
            + "            " + String(repeating: " ", count: caret) + "^"
    }

    /// The first line of printed output that differs from the chapter's: a
    /// long one with a caret under its first differing character.
    static func lineDifference(expected: String?, actual: String?) -> String {
        if let expected, let actual, max(expected.count, actual.count) > inlineLimit {
            return stringDifference(expected: expected, actual: actual).split(separator: "\n").dropFirst().joined(separator: "\n")
        }
        return "  expected: \(expected.map { "\"\($0)\"" } ?? "(nothing more)")\n"
            + "  actual:   \(actual.map { "\"\($0)\"" } ?? "(nothing more)")"
    }

    /// A string as it is written in JSON, without the quotes.
    private static func escaped(_ text: String) -> String {
        String(JSONValue.string(text).description.dropFirst().dropLast())
    }

    // MARK: - Errors

    /// A thrown error as the driver reported it: its kind, the key it names,
    /// where it was thrown (in the path notation, left out at the top
    /// level) and its description in quotes.
    static func thrown(_ error: [String: Any]) -> String {
        let kind = error["kind"] as? String ?? "other"
        let debug = error["debug"] as? String ?? ""
        if kind == "other" { return "an error: \(debug)" }
        var text = "DecodingError.\(kind)"
        if kind == "invalidValue" { text = "EncodingError.invalidValue" }
        if let key = error["key"] as? String { text += " for the key \"\(key)\"" }
        let path = codingPath(error["path"] as? [Any] ?? [])
        if path != "$" { text += " at \(path)" }
        if !debug.isEmpty { text += " (\"\(debug)\")" }
        return text
    }

    /// A coding path in the verdict's notation: `$.rulings[2].text`.
    static func codingPath(_ components: [Any]) -> String {
        components.reduce("$") { path, component in
            if let index = component as? Int { return path + "[\(index)]" }
            return path + "." + "\(component)"
        }
    }

    /// What an expectation of an error reads as.
    static func expectedError(_ kind: String) -> String {
        switch kind {
        case "any": "an error"
        case GradingCase.anyDecodingError: "a DecodingError (of any kind)"
        case "invalidValue": "EncodingError.invalidValue"
        default: "DecodingError.\(kind)"
        }
    }

    /// "expected DecodingError.dataCorrupted to be thrown, but it succeeded
    /// with ["white"]" — a long result is shown below the sentence instead.
    static func succeeded(expectedKind kind: String, actual: JSONValue?) -> String {
        let start = "expected \(expectedError(kind)) to be thrown, but it succeeded"
        guard let actual else { return start }
        let text = actual.description
        return text.count <= inlineLimit ? start + " with \(text)" : start + " with " + summary(actual)
    }

    // MARK: - Inputs

    /// How many lines of a generated input are shown.
    static let inputLines = 12

    /// A generated case's input for the learner to reproduce: on one line
    /// when short, else indented and cut to its first lines, with its size.
    static func input(_ value: JSONValue, seed: String) -> String {
        let compact = value.description
        if compact.count <= 100 { return "input (seed \(seed)): \(compact)" }
        let lines = value.pretty.split(separator: "\n", omittingEmptySubsequences: false)
        // A note of what is left out takes a line: it stands for two or more.
        let kept = lines.count == inputLines + 1 ? lines.count : inputLines
        var shown = lines.prefix(kept).map { "  " + $0 }.joined(separator: "\n")
        if lines.count > kept {
            shown += "\n  … \(lines.count - kept) more lines"
        }
        return "input (seed \(seed); \(compact.count) characters as JSON, '--seed \(seed)' makes it again):\n" + shown
    }
}

/// Where an exercise's results hold dates, as numbers since 1970
/// (cases.json `"dates": {"unit": "seconds", "paths": ["$", "$[]"]}`), so
/// that a verdict shows them as dates. A path is in the verdict's notation,
/// with `[]` for any index of an array.
public struct DateFields: Sendable, Codable, Equatable {
    public enum Unit: String, Sendable, Codable { case seconds, milliseconds }

    public let unit: Unit
    public let paths: [String]

    public init(unit: Unit, paths: [String]) {
        self.unit = unit
        self.paths = paths
    }

    /// Whether the value at `path` (indices and all) is one of the dates.
    func holds(_ path: String) -> Bool {
        let general = path.replacingOccurrences(of: #"\[[0-9]+\]"#, with: "[]", options: .regularExpression)
        return paths.contains(general)
    }

    func seconds(_ number: Double) -> Double { unit == .milliseconds ? number / 1000 : number }

    /// `2021-11-15T07:30:00Z (1636961400)`.
    func describe(_ number: Double) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        let value = seconds(number)
        if value.rounded() != value { formatter.formatOptions.insert(.withFractionalSeconds) }
        let raw = number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        return "\(formatter.string(from: Date(timeIntervalSince1970: value))) (\(raw))"
    }

    /// "5 h 45 min earlier" — the gap often names the mistake (a time zone).
    func offset(from expected: Double, to actual: Double) -> String {
        let gap = seconds(actual) - seconds(expected)
        var rest = abs(gap)
        var parts: [String] = []
        let days = Int(rest / 86_400); rest -= Double(days) * 86_400
        let hours = Int(rest / 3600); rest -= Double(hours) * 3600
        let minutes = Int(rest / 60); rest -= Double(minutes) * 60
        if days > 0 { parts.append("\(days) d") }
        if hours > 0 { parts.append("\(hours) h") }
        if minutes > 0 { parts.append("\(minutes) min") }
        if rest > 0 || parts.isEmpty {
            parts.append(rest.rounded() == rest ? "\(Int(rest)) s" : String(format: "%.3f s", rest))
        }
        return parts.joined(separator: " ") + (gap < 0 ? " earlier" : " later")
    }
}
