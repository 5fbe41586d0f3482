import Foundation
import Literate
import TOMLKit

/// An assignment file (`workbook grade CLASS --assignment hw1.toml`): which
/// exercises, their points, the due date, the grace period, the late policy,
/// extensions, and the roster, submission times and overrides files beside
/// it. Read with TOMLKit; every problem names the file, the line and what
/// to do, before anything is graded.
public struct Assignment: Sendable {
    public struct Exercise: Sendable, Equatable {
        public var id: String
        /// Nil: the exercise's own points (its cases.json).
        public var points: Double?
        /// How the points are split (`rule_weights`, `output_weight`); nil:
        /// equally over the rules and the chapter's output.
        public var weights: Weights?

        public init(id: String, points: Double?, weights: Weights? = nil) {
            self.id = id
            self.points = points
            self.weights = weights
        }
    }

    /// An exercise's `rule_weights = [1, 1, 2, 1, 1, 1]` (one per rule of
    /// the task text, in order) and `output_weight = 1` (the chapter's
    /// output); each defaults to 1 per part. Checked against the
    /// exercise's rules when the class is graded (`ClassGrader.columns`).
    public struct Weights: Sendable, Equatable {
        public var rules: [Double]?
        public var output: Double?
        /// Where they are written, for errors: the assignment file and line.
        public var path: String
        public var line: Int?

        public init(rules: [Double]?, output: Double?, path: String, line: Int?) {
            self.rules = rules
            self.output = output
            self.path = path
            self.line = line
        }
    }

    /// What a time a student can write (their folder's `timestamp.txt`, a
    /// git committer date) counts for: `student_timestamps` in the file.
    public enum StudentTimestamps: String, Sendable, Equatable, CaseIterable {
        /// Used to decide lateness, and flagged as student-written in the
        /// instructor's reports (the default).
        case flag
        /// Never used: without a `submission_times` row the student's
        /// lateness is not known (warned about and marked).
        case refuse
    }

    /// What a roster student with no folder gets in canvas.csv: `missing`.
    public enum MissingPolicy: String, Sendable, Equatable, CaseIterable {
        /// 0 points (the default).
        case zero
        /// An empty cell, so Canvas's own missing-submission policy applies.
        case blank
    }

    public struct LatePolicy: Sendable, Equatable {
        public var percentPerDay: Double
        public var maxPercent: Double
        public var cutoff: Moment?
    }

    /// The file as given (shown in errors and recorded in grades.json).
    public var path: String
    public var file: URL
    public var id: String
    public var title: String
    public var due: Moment
    public var graceMinutes: Int
    public var roster: URL?
    public var submissionTimes: URL?
    public var overrides: URL?
    public var late: LatePolicy?
    /// A new due date per roster folder, with the line it is on.
    public var extensions: [String: (due: Moment, line: Int?)]
    public var exercises: [Exercise]
    public var canvasAssignmentID: String?
    public var studentTimestamps: StudentTimestamps = .flag
    public var missing: MissingPolicy = .zero

    static let topKeys = ["id", "title", "due", "grace_minutes", "roster", "submission_times", "overrides", "late", "extensions", "exercises",
                          "canvas_assignment_id", "student_timestamps", "missing"]
    static let lateKeys = ["percent_per_day", "max_percent", "cutoff"]
    static let exerciseKeys = ["id", "points", "rule_weights", "output_weight"]

    /// Reads the file. `exerciseIDs` are the course's exercises (the ids of
    /// `workbook list`).
    public static func load(_ url: URL, path: String? = nil, exerciseIDs: [String]) throws -> Assignment {
        let path = path ?? url.path
        func fail(_ line: Int?, _ reason: String) -> ClassroomError { .badAssignment(path: path, line: line, reason: reason) }
        let text: String
        do {
            let data = try Data(contentsOf: url)
            guard let decoded = String(data: data, encoding: .utf8) else { throw fail(nil, "it is not UTF-8 text; save the assignment file as UTF-8") }
            text = decoded
        } catch let error as ClassroomError {
            throw error
        } catch {
            throw fail(nil, "cannot read the assignment file (\(error.localizedDescription)); check the path")
        }
        let table: TOMLTable
        do { table = try TOMLTable(string: text) } catch let error as TOMLParseError {
            throw fail(error.source.begin.line, "not valid TOML: \(error.description) (column \(error.source.begin.column))")
        } catch {
            throw fail(nil, "not valid TOML: \(error)")
        }
        let lines = TOMLLines(text)

        for key in table.keys where !topKeys.contains(key) {
            throw fail(lines.line(of: key, in: ""), unknownKey(key, known: topKeys, in: "the assignment"))
        }
        func string(_ key: String, in owner: TOMLTable, section: String, required: Bool) throws -> String? {
            guard let value = owner[key] else {
                if required { throw fail(lines.header(section), "no '\(key)'; add e.g. \(key) = \"hw1\"") }
                return nil
            }
            guard let text = value.string, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail(lines.line(of: key, in: section), "'\(key)' must be a non-empty string in quotes, e.g. \(key) = \"…\"")
            }
            return text
        }
        func moment(_ key: String, in owner: TOMLTable, section: String) throws -> Moment? {
            guard let value = owner[key] else { return nil }
            let line = lines.line(of: key, in: section)
            let example = "\(key) = 2026-12-01T23:59:00-05:00"
            if let dateTime = value.dateTime {
                guard let offset = dateTime.offset else {
                    throw fail(line, "'\(key)' has no UTC offset, so it would mean another instant on every machine; write the offset, e.g. \(example)")
                }
                guard let made = Moment.make(year: dateTime.date.year, month: dateTime.date.month, day: dateTime.date.day,
                                             hour: dateTime.time.hour, minute: dateTime.time.minute, second: dateTime.time.second,
                                             offsetMinutes: offset.offset) else {
                    throw fail(line, "'\(key)' is not a real date and time; write e.g. \(example)")
                }
                return made
            }
            if value.date != nil {
                throw fail(line, "'\(key)' is a date without a time and offset; write the exact instant, e.g. \(example)")
            }
            if let string = value.string, Moment.parse(string) != nil {
                throw fail(line, "'\(key)' is a string; write the date-time without quotes, e.g. \(example)")
            }
            throw fail(line, "'\(key)' must be a date-time with offset, e.g. \(example)")
        }
        func number(_ key: String, in owner: TOMLTable, section: String, range: ClosedRange<Double>, unit: String) throws -> Double? {
            guard let value = owner[key] else { return nil }
            let line = lines.line(of: key, in: section)
            guard let number = value.double ?? value.int.map(Double.init), number.isFinite else {
                throw fail(line, "'\(key)' must be a number (\(unit)), e.g. \(key) = 10")
            }
            guard range.contains(number) else {
                throw fail(line, "'\(key)' is \(number); it must be between \(Score.text(range.lowerBound)) and \(Score.text(range.upperBound)) \(unit)")
            }
            return number
        }

        func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type, default value: T) throws -> T where T.RawValue == String {
            guard table[key] != nil else { return value }
            let choices = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            guard let text = table[key]?.string, let chosen = T(rawValue: text) else {
                throw fail(lines.line(of: key, in: ""), "'\(key)' must be \(choices), in quotes, e.g. \(key) = \"\(T.allCases.first!.rawValue)\"")
            }
            return chosen
        }

        let id = try string("id", in: table, section: "", required: true)!
        let title = try string("title", in: table, section: "", required: false) ?? id
        guard let due = try moment("due", in: table, section: "") else {
            throw fail(nil, "no 'due' date; add e.g. due = 2026-12-01T23:59:00-05:00 (a date-time with its UTC offset)")
        }
        let grace = try number("grace_minutes", in: table, section: "", range: 0...(60 * 24 * 365), unit: "minutes")
        if let grace, grace != grace.rounded() {
            throw fail(lines.line(of: "grace_minutes", in: ""), "'grace_minutes' must be a whole number of minutes")
        }
        let base = url.deletingLastPathComponent()
        func file(_ key: String) throws -> URL? {
            guard let name = try string(key, in: table, section: "", required: false) else { return nil }
            let resolved = name.hasPrefix("/") ? URL(fileURLWithPath: name) : base.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: resolved.path) else {
                throw fail(lines.line(of: key, in: ""), "'\(key)' names \(name), but there is no such file (\(resolved.path)); paths are relative to the assignment file")
            }
            return resolved.standardizedFileURL
        }
        let roster = try file("roster")
        let submissionTimes = try file("submission_times")
        let overrides = try file("overrides")

        var canvasID: String?
        if let value = table["canvas_assignment_id"] {
            let line = lines.line(of: "canvas_assignment_id", in: "")
            if let number = value.int, number > 0 {
                canvasID = String(number)
            } else if let text = value.string?.trimmingCharacters(in: .whitespaces), !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) {
                canvasID = text
            } else {
                throw fail(line, "'canvas_assignment_id' must be Canvas's numeric assignment id (the number in the assignment's address, …/assignments/123456), e.g. canvas_assignment_id = 123456")
            }
        }

        var late: LatePolicy?
        if let value = table["late"] {
            guard let lateTable = value.table else {
                throw fail(lines.line(of: "late", in: ""), "'late' must be a table: a [late] section with percent_per_day, max_percent and cutoff")
            }
            for key in lateTable.keys where !lateKeys.contains(key) {
                throw fail(lines.line(of: key, in: "late"), unknownKey(key, known: lateKeys, in: "[late]"))
            }
            guard let perDay = try number("percent_per_day", in: lateTable, section: "late", range: 0...100, unit: "percent") else {
                throw fail(lines.header("late"), "[late] has no 'percent_per_day'; add e.g. percent_per_day = 10 (or remove [late] so late work gets 0)")
            }
            let maxPercent = try number("max_percent", in: lateTable, section: "late", range: 0...100, unit: "percent") ?? 100
            let cutoff = try moment("cutoff", in: lateTable, section: "late")
            if let cutoff, cutoff < due {
                throw fail(lines.line(of: "cutoff", in: "late"), "the cutoff \(cutoff.text) is before the due date \(due.text); give a cutoff after it")
            }
            late = LatePolicy(percentPerDay: perDay, maxPercent: maxPercent, cutoff: cutoff)
        }

        var extensions: [String: (due: Moment, line: Int?)] = [:]
        if let value = table["extensions"] {
            guard let extensionTable = value.table else {
                throw fail(lines.line(of: "extensions", in: ""), "'extensions' must be a table: an [extensions] section with one line per student folder, e.g. eve = 2026-12-04T23:59:00-05:00")
            }
            for key in extensionTable.keys {
                // `first.last = …` is TOML's dotted key: a table `first`
                // holding `last`, not the folder "first.last".
                if let nested = extensionTable[key]?.table {
                    let dotted = Self.dottedKeys(key, nested)
                    let example = dotted.first ?? key
                    let line = dotted.lazy.compactMap { lines.line(of: $0, in: "extensions", exactly: true) }.first ?? lines.header("extensions")
                    // The value as written on that line, for the corrected line.
                    let written = line.flatMap { number -> String? in
                        let source = text.components(separatedBy: "\n")
                        guard source.indices.contains(number - 1), let equals = source[number - 1].firstIndex(of: "=") else { return nil }
                        let value = source[number - 1][source[number - 1].index(after: equals)...]
                        let shown = String(value.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
                        return shown.isEmpty ? nil : shown
                    } ?? "2026-12-04T23:59:00-05:00"
                    throw fail(line, "'\(example)' is read by TOML as a dotted key (a table '\(key)' inside [extensions]), not as the folder \(example); quote the folder name: \"\(example)\" = \(written)")
                }
                guard let date = try moment(key, in: extensionTable, section: "extensions") else { continue }
                extensions[key] = (date, lines.line(of: key, in: "extensions"))
            }
        }

        guard let list = table["exercises"] else {
            throw fail(nil, "no exercises; add one [[exercises]] section per exercise, with id = \"<exercise-id>\" and points = N (ids: ./workbook list)")
        }
        guard let array = list.array else {
            throw fail(lines.line(of: "exercises", in: ""), "'exercises' must be an array of tables: one [[exercises]] section per exercise")
        }
        var exercises: [Exercise] = []
        for index in 0..<array.count {
            let section = "exercises[\(index)]"
            guard let item = array[index].table else {
                throw fail(lines.line(of: "exercises", in: ""), "each exercise must be a table with id and points, written as an [[exercises]] section")
            }
            for key in item.keys where !exerciseKeys.contains(key) {
                throw fail(lines.line(of: key, in: section), unknownKey(key, known: exerciseKeys, in: "[[exercises]]"))
            }
            guard let exerciseID = try string("id", in: item, section: section, required: false) else {
                throw fail(lines.header(section), "this [[exercises]] section has no 'id'; add id = \"<exercise-id>\" (ids: ./workbook list)")
            }
            guard exerciseIDs.contains(exerciseID) else {
                let suggestion = closestMatch(to: exerciseID, in: exerciseIDs).map { "; did you mean '\($0)'?" } ?? ""
                throw fail(lines.line(of: "id", in: section), "no exercise is named '\(exerciseID)'\(suggestion). Run './workbook list' for the ids")
            }
            if exercises.contains(where: { $0.id == exerciseID }) {
                throw fail(lines.line(of: "id", in: section), "'\(exerciseID)' is listed twice; list each exercise once")
            }
            let points = try number("points", in: item, section: section, range: 0.01...100_000, unit: "points")
            if let points, !Self.hasAtMostTwoDecimals(points) {
                throw fail(lines.line(of: "points", in: section), "'points' is \(points), with more than two decimals; gradebooks keep cents, so write at most two, e.g. points = \(Score.text(points))")
            }
            // How the points are split over the rules (ClassGrader.columns checks the count).
            var weights: Weights?
            if item["rule_weights"] != nil || item["output_weight"] != nil {
                func weight(_ value: Double, _ key: String) throws -> Double {
                    guard value.isFinite, (0...1000).contains(value), Cents(points: value).points == value else {
                        throw fail(lines.line(of: key, in: section), "'\(key)' holds \(Score.text(value)); a weight is a number from 0 to 1000 with at most two decimals")
                    }
                    return value
                }
                var rules: [Double]?
                if let value = item["rule_weights"] {
                    guard let array = value.array, array.count > 0 else {
                        throw fail(lines.line(of: "rule_weights", in: section), "'rule_weights' must be a list of numbers, one per rule of the exercise in order, e.g. rule_weights = [1, 1, 2, 1]")
                    }
                    rules = try (0..<array.count).map { index in
                        guard let number = array[index].double ?? array[index].int.map(Double.init) else {
                            throw fail(lines.line(of: "rule_weights", in: section), "'rule_weights' must be a list of numbers, one per rule of the exercise in order, e.g. rule_weights = [1, 1, 2, 1]")
                        }
                        return try weight(number, "rule_weights")
                    }
                }
                let output = try number("output_weight", in: item, section: section, range: 0...1000, unit: "(a weight)").map { try weight($0, "output_weight") }
                weights = Weights(rules: rules, output: output, path: path, line: lines.line(of: rules != nil ? "rule_weights" : "output_weight", in: section))
            }
            exercises.append(Exercise(id: exerciseID, points: points.map { Cents(points: $0).points }, weights: weights))
        }
        guard !exercises.isEmpty else {
            throw fail(lines.line(of: "exercises", in: ""), "no exercises; add one [[exercises]] section per exercise (ids: ./workbook list)")
        }
        let studentTimestamps = try choice("student_timestamps", StudentTimestamps.self, default: .flag)
        let missing = try choice("missing", MissingPolicy.self, default: .zero)
        return Assignment(path: path, file: url, id: id, title: title, due: due, graceMinutes: Int(grace ?? 0),
                          roster: roster, submissionTimes: submissionTimes, overrides: overrides, late: late,
                          extensions: extensions, exercises: exercises, canvasAssignmentID: canvasID,
                          studentTimestamps: studentTimestamps, missing: missing)
    }

    /// True when `value` is a whole number of cents (as written: 7.25, not
    /// 7.255), allowing for binary floating point's representation.
    static func hasAtMostTwoDecimals(_ value: Double) -> Bool {
        let hundredths = value * 100
        return abs(hundredths - hundredths.rounded()) <= 1e-9 * max(1, abs(hundredths))
    }

    /// The dotted keys a TOML table stands for: `first` holding `last`
    /// is `first.last`.
    static func dottedKeys(_ key: String, _ table: TOMLTable) -> [String] {
        table.keys.sorted().flatMap { inner -> [String] in
            if let nested = table[inner]?.table { return dottedKeys("\(key).\(inner)", nested) }
            return ["\(key).\(inner)"]
        }
    }

    static func unknownKey(_ key: String, known: [String], in place: String) -> String {
        let suggestion = closestMatch(to: key, in: known).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown key '\(key)' in \(place)\(suggestion) (the keys are \(known.joined(separator: ", "))). Remove it or fix its spelling"
    }
}

/// Where keys are in a TOML file's text, for error messages (TOMLKit gives
/// positions only for syntax errors). Sections are "" (the top),
/// "late", "extensions", and "exercises[N]" for the N-th [[exercises]].
struct TOMLLines {
    private var keys: [String: Int] = [:]
    private var headers: [String: Int] = [:]

    init(_ text: String) {
        var section = ""
        var arrayCounts: [String: Int] = [:]
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            let number = index + 1
            if line.hasPrefix("[[") {
                let name = Self.bare(String(line.dropFirst(2).prefix { $0 != "]" }))
                let count = arrayCounts[name, default: 0]
                arrayCounts[name] = count + 1
                section = "\(name)[\(count)]"
                headers[section] = number
            } else if line.hasPrefix("[") {
                section = Self.bare(String(line.dropFirst().prefix { $0 != "]" }))
                headers[section] = number
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                let key = Self.bare(String(line[..<equals]))
                let id = section.isEmpty ? key : "\(section).\(key)"
                if keys[id] == nil { keys[id] = number }
            }
        }
    }

    static func bare(_ key: String) -> String {
        var key = key.trimmingCharacters(in: .whitespaces)
        if key.count >= 2, let first = key.first, first == "\"" || first == "'", key.last == first {
            key = String(key.dropFirst().dropLast())
        }
        return key
    }

    /// The key's line; else (unless `exactly`) its section's header line.
    func line(of key: String, in section: String, exactly: Bool = false) -> Int? {
        let found = keys[section.isEmpty ? key : "\(section).\(key)"]
        return exactly ? found : found ?? headers[section]
    }

    func header(_ section: String) -> Int? {
        section.isEmpty ? nil : headers[section]
    }
}
