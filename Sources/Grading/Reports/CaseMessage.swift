import Foundation
import TextSafety

/// The sentences a failing hidden case shows a learner: what was expected,
/// what came instead and where, each value once and no longer than it needs
/// to be. Dates read as dates (when the exercise's cases.json says where its
/// results hold them), long strings point at their first differing
/// character, long inputs are cut with a note of their size.
enum CaseMessage {
    /// A value whose compact JSON is at most this long is written inline in
    /// the sentence; a longer one is shown below it, cut to what differs.
    static let inlineLimit = 60

    /// Scalars of each string a text difference shows around the first
    /// character that differs.
    static let windowScalars = 200

    /// How the paths in a verdict read, said once per verdict with the
    /// first path the verdict itself shows (the exercise's own keys), each
    /// kind of step in it explained once. Nil when the verdict shows none.
    /// `properties`: the verdict shows the results as Swift values (structs
    /// declared in its spelling), so a key is one of their properties.
    static func pathNote(explaining lines: [String], properties: Bool = false) -> String? {
        var paths: [[PathStep]] = []
        for line in lines {
            var rest = line[...]
            while let at = rest.range(of: " at $") {
                let steps = pathSteps(rest[rest.index(before: at.upperBound)...])
                paths.append(steps)
                rest = rest[at.upperBound...]
            }
        }
        guard let path = paths.first(where: { !$0.isEmpty }) ?? paths.first else { return nil }
        let whole = "$ is the whole value (your result, or the input being decoded when your code threw)"
        guard !path.isEmpty else { return "In this verdict \(whole)." }
        var parts = [whole]
        var explainedKey = false, explainedIndex = false
        for step in path {
            switch step {
            case let .key(key):
                if !explainedKey {
                    parts.append(properties ? ".\(key) the value of the property (or key) \(key)" : ".\(key) the value of the key \"\(key)\"")
                    explainedKey = true
                }
            case let .index(index):
                if !explainedIndex {
                    parts.append("[\(index)] the \(ordinal(index + 1)) element of an array")
                    explainedIndex = true
                }
            }
        }
        let shown = "$" + path.map { step in
            switch step {
            case let .key(key): ".\(key)"
            case let .index(index): "[\(index)]"
            }
        }.joined()
        return "A path like \(shown) names a place in \(properties ? "the value" : "the JSON"): " + parts.joined(separator: ", ") + "."
    }

    /// One step of a path in the verdict's notation.
    enum PathStep: Equatable {
        case key(String)
        case index(Int)
    }

    /// The steps of the path at the start of `text` (which starts with `$`):
    /// `.name` (letters, digits, `_`, `-`, `@`) and `[n]`, up to the first
    /// character that continues neither.
    static func pathSteps(_ text: Substring) -> [PathStep] {
        var steps: [PathStep] = []
        var rest = text.dropFirst()
        while let first = rest.first {
            if first == "." {
                let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || "_-@".contains($0) }
                guard !name.isEmpty else { break }
                steps.append(.key(String(name)))
                rest = rest.dropFirst(1 + name.count)
            } else if first == "[" {
                let digits = rest.dropFirst().prefix(while: \.isNumber)
                guard let index = Int(digits), rest.dropFirst(1 + digits.count).first == "]" else { break }
                steps.append(.index(index))
                rest = rest.dropFirst(2 + digits.count)
            } else {
                break
            }
        }
        return steps
    }

    /// first, second, third, 4th…
    static func ordinal(_ n: Int) -> String {
        switch n {
        case 1: "first"
        case 2: "second"
        case 3: "third"
        default: "\(n)th"
        }
    }

    // MARK: - A wrong result

    /// "wrong result at $.email: expected "m***@x.se", actual "mia@x.se"", with
    /// dates as dates, enum cases, structs and queries in Swift's and the
    /// server's spelling (`spelling`, with the whole results a query is read
    /// from), and long strings cut around their first difference.
    static func wrongResult(at path: String, expected: JSONValue?, actual: JSONValue?, dates: DateFields? = nil,
                            spelling: SwiftSpelling? = nil, whole: (expected: JSONValue, actual: JSONValue)? = nil,
                            normalised: (expected: JSONValue, actual: JSONValue)? = nil) -> String {
        if let spelling, spelling.query != nil, let whole, let normalised,
           let query = spelling.wrongQuery(at: path, expected: whole.expected, actual: whole.actual,
                                           normalisedExpected: normalised.expected, normalisedActual: normalised.actual) {
            return query
        }
        if let spelling, let whole, let kind = spelling.wrongKind(expected: whole.expected, actual: whole.actual) { return kind }
        let place = spelling?.place(path) ?? path
        if case let .string(wanted)? = expected, case let .string(got)? = actual, max(wanted.unicodeScalars.count, got.unicodeScalars.count) > inlineLimit / 2,
           spelling?.holdsEnumCase(path) != true {
            return "wrong result at \(place): " + stringDifference(expected: wanted, actual: got)
        }
        if let dates, dates.holds(path), case let .number(wanted)? = expected, case let .number(got)? = actual {
            var text = "wrong result at \(place): expected \(dates.describe(wanted)), actual \(dates.describe(got)): \(dates.offset(from: wanted, to: got))"
            if let zone = TimeZone(identifier: RunEnvironment.caseTimeZone),
               abs(dates.seconds(got) - dates.seconds(wanted)) == Double(abs(zone.secondsFromGMT())) {
                text += "\nThat is the offset of the time zone the hidden cases run in (\(RunEnvironment.caseTimeZone)), chosen far from UTC: a date read or written in the machine's own zone changes with the machine."
            }
            return text
        }
        let datesHere = dates.flatMap { $0.holds(path) ? $0 : nil }
        var text = "wrong result at \(place): expected \(summary(expected, dates: datesHere, spelling: spelling, at: path)), actual \(summary(actual, dates: datesHere, spelling: spelling, at: path))"
        if let readings = spelling?.readings, let whole,
           let grounds = readings.grounds(at: path, actual: whole.actual, text: { value, place in
               summary(value, dates: dates.flatMap { $0.holds(place) ? $0 : nil }, spelling: spelling, at: place)
           }) {
            // A check of other values (`dates == dates.sorted()`): those values.
            text += "\n" + grounds
        }
        if case .sealed? = expected, case let .object(members)? = actual, members.keys.contains(where: { $0 == "sealed" || $0 == "clear" }) {
            // Shown alike, but only the grader can open a sealed string.
            text += "\nYour result holds an object written as {\"sealed\": …} itself, not a string sealed with the chapter's key: {\"sealed\": clear text} is how the grader shows a string it opened. Write the secret through EncryptedCodableString."
        }
        return text
    }

    /// A value in a sentence: inline when short, else what kind of value it
    /// is (a struct by its type and fields); enum cases and structs in
    /// Swift's spelling where the exercise says so.
    static func summary(_ value: JSONValue?, dates: DateFields? = nil, spelling: SwiftSpelling? = nil, at path: String = "$") -> String {
        guard let value else { return "nothing" }
        // The grader's marks for a secret, in words: never its own notation.
        if case let .sealed(text) = value { return "a string sealed with the chapter's key (it opens to \(JSONValue.string(text).description))" }
        if case let .clear(text) = value { return "\(JSONValue.string(text).description) in clear (not sealed)" }
        if let dates, case let .number(number) = value { return dates.describe(number) }
        if let spelling, let url = spelling.url(value) { return url }
        let text = spelling?.text(value, at: path) ?? value.description
        if text.unicodeScalars.count <= inlineLimit { return text }
        if let outline = spelling?.outline(value, at: path) { return outline }
        switch value {
        case let .object(object):
            let keys = object.keys.sorted().prefix(4).map { JSONValue.isPlainKey($0) ? $0 : JSONValue.quotedKey($0) }
            return "an object with \(object.count) key\(object.count == 1 ? "" : "s") (\(keys.joined(separator: ", "))\(object.count > 4 ? ", …" : ""))"
        case let .array(array): return "an array of \(array.count) element\(array.count == 1 ? "" : "s")"
        case let .string(string): return "a string of \(string.count) characters starting \(JSONValue.string(scalarPrefix(string, 24)).description.dropLast())…\""
        default: return scalarPrefix(text, inlineLimit) + "…"
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
            // At most `windowScalars` of each: one character may be thousands of combining marks.
            let head = scalarPrefix(escaped(String(characters[start..<min(index, end)])), windowScalars)
            let whole = escaped(String(characters[start..<end]))
            let body = scalarPrefix(whole, windowScalars)
            let cut = end < characters.count || body.unicodeScalars.count < whole.unicodeScalars.count
            return ((start > 0 ? "…" : "\"") + body + (cut ? "…" : "\""), 1 + head.count)
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
            + "  actual:   \(shownActual)\n"
            + "            " + String(repeating: " ", count: caret) + "^"
    }

    /// The first line of printed output that differs from the chapter's: a
    /// long one with a caret under its first differing character.
    static func lineDifference(expected: String?, actual: String?) -> String {
        if let expected, let actual, max(expected.unicodeScalars.count, actual.unicodeScalars.count) > inlineLimit {
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
    /// level) and its description in quotes. All of it is the answer's to
    /// choose (a custom error's description, a key of its own making), so
    /// each part is one line and bounded: `thrownTextLimit` characters of
    /// the description, `keyLimit` of a key, `shownPathSteps` of a path.
    static func thrown(_ error: DriverThrown) -> String {
        let kind = error.kind
        let debug = shortened(SafeText.line(error.debug), limit: thrownTextLimit)
        if kind == "other" { return "an error: \(debug)" }
        var text = "DecodingError.\(shortened(SafeText.line(kind), limit: keyLimit))"
        if kind == "invalidValue" { text = "EncodingError.invalidValue" }
        if let key = error.key { text += " for the key \(JSONValue.quotedKey(key))" }
        let path = codingPath(error.path)
        if path != "$" { text += " at \(path)" }
        // Where a key was looked for, even at the top: a key the input holds
        // deeper down was looked for in the wrong place.
        else if error.key != nil { text += " at the top level" }
        if !debug.isEmpty { text += " (\"\(debug)\")" }
        return text
    }

    /// Characters of a thrown error's own description a verdict shows.
    static let thrownTextLimit = 400
    /// Characters of a line of a crash report a verdict shows.
    static let crashLineLimit = 500
    /// Characters of a key a verdict shows.
    static let keyLimit = 80
    /// Steps of a coding path a verdict shows: the first two and the last
    /// `shownPathSteps - 2`, with the count of those left out between.
    static let shownPathSteps = 10

    /// `text` itself, or its first `limit` Unicode scalars and how many
    /// more there were. Scalars, not characters: one character can hold any
    /// number of combining marks.
    static func shortened(_ text: String, limit: Int) -> String {
        let count = text.unicodeScalars.count
        guard count > limit else { return text }
        return scalarPrefix(text, limit) + "… (\(count - limit) more characters)"
    }

    /// The first `count` Unicode scalars of `text`.
    static func scalarPrefix(_ text: String, _ count: Int) -> String {
        SafeText.scalarPrefix(text, count)
    }

    /// A coding path in the verdict's notation: `$.rulings[2].text`. A key
    /// that is not a plain name (letters, digits, `_`, `-`, `@`) is written
    /// as a JSON string in brackets, `$["a b"]`, so a quote, a dot or a line
    /// break in a key can neither end the path nor fake another step.
    static func codingPath(_ components: [DriverPathComponent]) -> String {
        func step(_ component: DriverPathComponent) -> String {
            switch component {
            case let .index(index): return "[\(index)]"
            case let .key(key):
                // Stricter than a returned key's step: only a name that `pathSteps` reads back.
                let name = !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || "_-@".contains($0) }
                return name && JSONValue.isPlainKey(key) ? "." + key : "[" + JSONValue.quotedKey(key) + "]"
            }
        }
        guard components.count > shownPathSteps else { return components.reduce("$") { $0 + step($1) } }
        let head = components.prefix(2).map(step).joined()
        let tail = components.suffix(shownPathSteps - 2).map(step).joined()
        return "$" + head + "…(\(components.count - shownPathSteps) steps)…" + tail
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
    /// with [.white]" — a long result is shown below the sentence instead.
    static func succeeded(expectedKind kind: String, actual: JSONValue?, spelling: SwiftSpelling? = nil, dates: DateFields? = nil) -> String {
        let start = "expected \(expectedError(kind)) to be thrown, but it succeeded"
        guard let actual else { return start }
        if let date = dates?.soleDate(in: actual) { return start + " with \(date)" }
        if let spelling, let url = spelling.url(actual) { return start + " with the query \(url)" }
        let text = spelling?.text(actual) ?? actual.description
        return text.unicodeScalars.count <= inlineLimit ? start + " with \(text)" : start + " with " + summary(actual, spelling: spelling)
    }

    // MARK: - Inputs

    /// A case's input, shown with every failing case a learner may see: on
    /// one line when short, else indented and cut to its first lines, with
    /// its size. A generated case's says its seed, to make it again.
    /// `near`: the keys of the place at fault (`InputPlace`), when the case
    /// knows it; a long input then shows the lines around that place even
    /// when it lies past the first lines (a card's `rulings`, a customer's
    /// `email`), with its first lines above them for orientation.
    /// `reading`: how the exercise's inputs read in the chapter's terms
    /// (`InputReading`): the value the learner's code reads is shown, after
    /// words that say what it is and how the harness set it up.
    static func input(_ input: JSONValue, seed: String? = nil, near place: InputPlace? = nil, reading: InputReading? = nil) -> String {
        let view = reading?.view(input)
        let value = view?.value ?? input
        // What the value is, a sentence of its own above it (wrapped as prose).
        let words = view.map { "The case's input is \($0.words).\n" } ?? ""
        let compact = value.description
        let label = seed.map { "input (seed \($0))" } ?? "input"
        if compact.count <= 100 { return "\(words)\(label): \(compact)" }
        let lines = value.pretty.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let again = seed.map { "; '--seed \($0)' makes it again" } ?? ""
        let heading = "\(words)\(seed.map { "input (seed \($0); " } ?? "input (")\(compact.count) characters as JSON\(again)):\n"
        return heading + shownLines(lines, near: place?.line(in: lines)).map { "  " + $0 }.joined(separator: "\n")
    }

    /// The lines of a long input that are shown: its first `inputLines`, or,
    /// when the place at fault (line `focus`) lies below them, its first
    /// `headLines`, a note of the lines left out, and the lines around the
    /// place. A note of what is left out takes a line: it stands for two or
    /// more.
    static func shownLines(_ lines: [String], near focus: Int?) -> [String] {
        func note(_ count: Int, more: Bool) -> String { "… \(count) \(more ? "more " : "")line\(count == 1 ? "" : "s")" }
        guard let focus, focus >= inputLines - 1, lines.count > inputLines + 1 else {
            let kept = lines.count == inputLines + 1 ? lines.count : inputLines
            return Array(lines.prefix(kept)) + (lines.count > kept ? [note(lines.count - kept, more: true)] : [])
        }
        var start = max(headLines, focus - linesAbove)
        if start == headLines + 1 { start = headLines }
        var end = min(lines.count, start + inputLines - headLines - 1)
        if end == lines.count - 1 { end = lines.count }
        var shown = Array(lines.prefix(headLines))
        if start > headLines { shown.append(note(start - headLines, more: false)) }
        shown += lines[start..<end]
        if end < lines.count { shown.append(note(lines.count - end, more: true)) }
        return shown
    }

    /// How many lines of a generated input are shown.
    static let inputLines = 12
    /// The first lines of a long input kept above the place at fault.
    static let headLines = 3
    /// Lines shown above the place at fault.
    static let linesAbove = 2
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

    /// The date a result holds, as a noun phrase (`phrase`), when the
    /// result is that one date: a number at `$`, or an object of one key
    /// whose value is a date.
    func soleDate(in value: JSONValue) -> String? {
        switch value {
        case let .number(number) where holds("$"):
            return phrase(number)
        case let .object(members) where members.count == 1:
            guard let (key, member) = members.first, case let .number(number) = member, holds("$.\(key)") else { return nil }
            return phrase(number)
        default:
            return nil
        }
    }

    /// Seconds from 1970 of the first and last moment of the years 1 to
    /// 9999: a date outside them has no ISO 8601 spelling.
    static let calendarSeconds: ClosedRange<Double> = -62_135_596_800 ... 253_402_300_799

    /// `2021-11-15T07:30:00Z (1636961400)`. The number is the answer's: a
    /// date outside the years 1 to 9999 is said to be, not formatted.
    func describe(_ number: Double) -> String {
        let value = seconds(number)
        let raw = number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        guard Self.calendarSeconds.contains(value) else { return "a date outside the years 1 to 9999 (\(raw))" }
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        if value.rounded() != value { formatter.formatOptions.insert(.withFractionalSeconds) }
        return "\(formatter.string(from: Date(timeIntervalSince1970: value))) (\(raw))"
    }

    /// `describe` as a noun phrase: "the date 2021-11-15T07:30:00Z
    /// (1636961400)", or "a date outside the years 1 to 9999 (1e+300)".
    func phrase(_ number: Double) -> String {
        Self.calendarSeconds.contains(seconds(number)) ? "the date \(describe(number))" : describe(number)
    }

    /// "5 h 45 min earlier" — the gap often names the mistake (a time zone).
    /// A gap wider than the calendar (an answer's date of 1e300 seconds) is
    /// said in years, never counted in days.
    func offset(from expected: Double, to actual: Double) -> String {
        let gap = seconds(actual) - seconds(expected)
        let direction = gap < 0 ? " earlier" : " later"
        guard abs(gap) <= Self.calendarSeconds.upperBound - Self.calendarSeconds.lowerBound else {
            return "more than 10,000 years" + direction
        }
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
        return parts.joined(separator: " ") + direction
    }
}
