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
    public enum StudentTimestamps: String, Sendable, Equatable, CaseIterable, Decodable {
        /// Used to decide lateness, and flagged as student-written in the
        /// instructor's reports (the default).
        case flag
        /// Never used: without a `submission_times` row the student's
        /// lateness is not known (warned about and marked).
        case refuse
    }

    /// What a roster student with no folder gets in canvas.csv: `missing`.
    public enum MissingPolicy: String, Sendable, Equatable, CaseIterable, Decodable {
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

    /// Reads the file: TOMLKit parses it and decodes `AssignmentFile`, then
    /// each section's values are checked. `exerciseIDs` are the course's
    /// exercises (the ids of `workbook list`).
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
        let diagnosis = AssignmentFileDiagnosis(table: table, lines: lines, text: text)
        let file: AssignmentFile
        do {
            file = try TOMLDecoder().decode(KnownKeys<AssignmentFile>.self, from: table).section
        } catch let error as UnknownTOMLKey {
            let problem = diagnosis.problem(error)
            throw fail(problem.line, problem.reason)
        } catch let error as DecodingError {
            let problem = diagnosis.problem(error)
            throw fail(problem.line, problem.reason)
        }
        return try Checks(path: path, file: url, lines: lines, exerciseIDs: exerciseIDs).assignment(file)
    }

    /// Each section's values checked, in the file's order of sections:
    /// present when required, in range, files that exist, exercises of
    /// the course; each problem at its key's line.
    private struct Checks {
        let path: String
        let file: URL
        let lines: TOMLLines
        let exerciseIDs: [String]

        func fail(_ line: Int?, _ reason: String) -> ClassroomError { .badAssignment(path: path, line: line, reason: reason) }

        func text(_ value: String?, _ key: String, section: String = "") throws -> String? {
            guard let value else { return nil }
            guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw fail(lines.line(of: key, in: section), AssignmentFileDiagnosis.notText(key))
            }
            return value
        }

        func moment(_ value: TOMLDateTime?, _ key: String, section: String = "") throws -> Moment? {
            guard let value else { return nil }
            let line = lines.line(of: key, in: section)
            let example = AssignmentFileDiagnosis.instantExample(key)
            guard let offset = value.offset else {
                throw fail(line, "'\(key)' has no UTC offset, so it would mean another instant on every machine; write the offset, e.g. \(example)")
            }
            guard let made = Moment.make(year: value.date.year, month: value.date.month, day: value.date.day,
                                         hour: value.time.hour, minute: value.time.minute, second: value.time.second,
                                         offsetMinutes: offset.offset) else {
                throw fail(line, "'\(key)' is not a real date and time; write e.g. \(example)")
            }
            return made
        }

        func number(_ value: TOMLNumber?, _ key: String, section: String = "", range: ClosedRange<Double>, unit: String) throws -> Double? {
            guard let number = value?.value else { return nil }
            let line = lines.line(of: key, in: section)
            guard number.isFinite else { throw fail(line, AssignmentFileDiagnosis.notANumber(key, unit: unit)) }
            guard range.contains(number) else {
                throw fail(line, "'\(key)' is \(number); it must be between \(Score.text(range.lowerBound)) and \(Score.text(range.upperBound)) \(unit)")
            }
            return number
        }

        /// A file named relative to the assignment file, which must exist.
        func existing(_ value: String?, _ key: String) throws -> URL? {
            guard let name = try text(value, key) else { return nil }
            let resolved = name.hasPrefix("/") ? URL(fileURLWithPath: name) : file.deletingLastPathComponent().appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: resolved.path) else {
                throw fail(lines.line(of: key, in: ""), "'\(key)' names \(name), but there is no such file (\(resolved.path)); paths are relative to the assignment file")
            }
            return resolved.standardizedFileURL
        }

        func assignment(_ top: AssignmentFile) throws -> Assignment {
            guard let id = try text(top.id, "id") else { throw fail(lines.header(""), "no 'id'; add e.g. id = \"hw1\"") }
            let title = try text(top.title, "title") ?? id
            guard let due = try moment(top.due, "due") else {
                throw fail(nil, "no 'due' date; add e.g. due = 2026-12-01T23:59:00-05:00 (a date-time with its UTC offset)")
            }
            let grace = try number(top.graceMinutes, "grace_minutes", range: 0...(60 * 24 * 365), unit: "minutes")
            if let grace, grace != grace.rounded() {
                throw fail(lines.line(of: "grace_minutes", in: ""), "'grace_minutes' must be a whole number of minutes")
            }
            let roster = try existing(top.roster, "roster")
            let submissionTimes = try existing(top.submissionTimes, "submission_times")
            let overrides = try existing(top.overrides, "overrides")
            let canvasID = try canvasAssignmentID(top.canvasAssignmentId)
            let late = try top.late.map { try latePolicy($0.section, due: due) }
            let extensions = try self.extensions(top.extensions ?? [:])
            guard let list = top.exercises else {
                throw fail(nil, "no exercises; add one [[exercises]] section per exercise, with id = \"<exercise-id>\" and points = N (ids: ./workbook list)")
            }
            var exercises: [Exercise] = []
            for (index, item) in list.enumerated() {
                exercises.append(try exercise(item.section, section: "exercises[\(index)]", after: exercises))
            }
            guard !exercises.isEmpty else {
                throw fail(lines.line(of: "exercises", in: ""), "no exercises; add one [[exercises]] section per exercise (ids: ./workbook list)")
            }
            return Assignment(path: path, file: file, id: id, title: title, due: due, graceMinutes: Int(grace ?? 0),
                              roster: roster, submissionTimes: submissionTimes, overrides: overrides, late: late,
                              extensions: extensions, exercises: exercises, canvasAssignmentID: canvasID,
                              studentTimestamps: top.studentTimestamps ?? .flag, missing: top.missing ?? .zero)
        }

        func canvasAssignmentID(_ value: AssignmentFile.CanvasAssignmentID?) throws -> String? {
            switch value {
            case nil:
                return nil
            case let .number(number) where number > 0:
                return String(number)
            case let .text(text):
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty, trimmed.allSatisfy(\.isASCII), trimmed.allSatisfy(\.isNumber) { return trimmed }
            case .number:
                break
            }
            throw fail(lines.line(of: "canvas_assignment_id", in: ""), AssignmentFileDiagnosis.canvasID)
        }

        func latePolicy(_ late: AssignmentFile.Late, due: Moment) throws -> LatePolicy {
            guard let perDay = try number(late.percentPerDay, "percent_per_day", section: "late", range: 0...100, unit: "percent") else {
                throw fail(lines.header("late"), "[late] has no 'percent_per_day'; add e.g. percent_per_day = 10 (or remove [late] so late work gets 0)")
            }
            let maxPercent = try number(late.maxPercent, "max_percent", section: "late", range: 0...100, unit: "percent") ?? 100
            let cutoff = try moment(late.cutoff, "cutoff", section: "late")
            if let cutoff, cutoff < due {
                throw fail(lines.line(of: "cutoff", in: "late"), "the cutoff \(cutoff.text) is before the due date \(due.text); give a cutoff after it")
            }
            return LatePolicy(percentPerDay: perDay, maxPercent: maxPercent, cutoff: cutoff)
        }

        /// In the order of their lines, so the first problem in the file is the one named.
        func extensions(_ written: [String: TOMLDateTime]) throws -> [String: (due: Moment, line: Int?)] {
            var extensions: [String: (due: Moment, line: Int?)] = [:]
            let ordered = written.keys.sorted { (lines.line(of: $0, in: "extensions") ?? 0, $0) < (lines.line(of: $1, in: "extensions") ?? 0, $1) }
            for folder in ordered {
                guard let date = try moment(written[folder], folder, section: "extensions") else { continue }
                extensions[folder] = (date, lines.line(of: folder, in: "extensions"))
            }
            return extensions
        }

        func exercise(_ item: AssignmentFile.Exercise, section: String, after earlier: [Exercise]) throws -> Exercise {
            guard let exerciseID = try text(item.id, "id", section: section) else {
                throw fail(lines.header(section), "this [[exercises]] section has no 'id'; add id = \"<exercise-id>\" (ids: ./workbook list)")
            }
            guard exerciseIDs.contains(exerciseID) else {
                let suggestion = closestMatch(to: exerciseID, in: exerciseIDs).map { "; did you mean '\($0)'?" } ?? ""
                throw fail(lines.line(of: "id", in: section), "no exercise is named '\(exerciseID)'\(suggestion). Run './workbook list' for the ids")
            }
            if earlier.contains(where: { $0.id == exerciseID }) {
                throw fail(lines.line(of: "id", in: section), "'\(exerciseID)' is listed twice; list each exercise once")
            }
            let points = try number(item.points, "points", section: section, range: 0.01...100_000, unit: "points")
            if let points, !Assignment.hasAtMostTwoDecimals(points) {
                throw fail(lines.line(of: "points", in: section), "'points' is \(points), with more than two decimals; gradebooks keep cents, so write at most two, e.g. points = \(Score.text(points))")
            }
            // How the points are split over the rules (ClassGrader.columns checks the count).
            var weights: Weights?
            if item.ruleWeights != nil || item.outputWeight != nil {
                func weight(_ value: Double, _ key: String) throws -> Double {
                    guard value.isFinite, (0...1000).contains(value), Cents(points: value).points == value else {
                        throw fail(lines.line(of: key, in: section), "'\(key)' holds \(Score.text(value)); a weight is a number from 0 to 1000 with at most two decimals")
                    }
                    return value
                }
                var rules: [Double]?
                if let written = item.ruleWeights {
                    guard !written.isEmpty else { throw fail(lines.line(of: "rule_weights", in: section), AssignmentFileDiagnosis.ruleWeightsList) }
                    rules = try written.map { try weight($0.value, "rule_weights") }
                }
                let output = try number(item.outputWeight, "output_weight", section: section, range: 0...1000, unit: "(a weight)").map { try weight($0, "output_weight") }
                weights = Weights(rules: rules, output: output, path: path, line: lines.line(of: rules != nil ? "rule_weights" : "output_weight", in: section))
            }
            return Exercise(id: exerciseID, points: points.map { Cents(points: $0).points }, weights: weights)
        }
    }

    /// True when `value` is a whole number of cents (as written: 7.25, not
    /// 7.255), allowing for binary floating point's representation.
    static func hasAtMostTwoDecimals(_ value: Double) -> Bool {
        let hundredths = value * 100
        return abs(hundredths - hundredths.rounded()) <= 1e-9 * max(1, abs(hundredths))
    }
}
