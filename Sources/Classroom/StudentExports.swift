import Foundation
import Grading
import TextSafety

/// Gradescope's autograder results.json for one student.
public struct GradescopeResults: Codable, Sendable, Equatable {
    public struct Test: Codable, Sendable, Equatable {
        /// Gradescope's two words for a test.
        public enum Status: String, Codable, Sendable, Equatable {
            case passed, failed
        }

        public var name: String
        public var score: Double
        public var maxScore: Double
        public var status: Status
        public var output: String
        public var visibility: String
    }

    public var score: Double
    public var maxScore: Double
    public var output: String
    public var visibility: String
    public var stdoutVisibility: String
    public var tests: [Test]
}

extension ReportRenderer {
    static func studentJSON<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }

    /// Gradescope's results.json for one student: one test per part of an
    /// exercise (a rule, the chapter's output: its exact share, its cases
    /// listed in its output), or one per exercise that did not run;
    /// then the late penalty, each override and a floor at 0 as tests of
    /// their own, so the tests always add up to the score.
    public static func gradescope(_ student: StudentReport) throws -> Data {
        var tests: [GradescopeResults.Test] = []
        for exercise in student.exercises {
            if exercise.parts.isEmpty {
                var output = summary(exercise)
                for error in (exercise.compileErrors ?? []).prefix(10) {
                    output += "\n\(error.file):\(error.line):\(error.column): error: \(error.message)"
                }
                tests.append(.init(name: exercise.exercise, score: exercise.gradedScore ?? exercise.score, maxScore: exercise.maxScore,
                                   status: .failed, output: output, visibility: "visible"))
                continue
            }
            for part in exercise.parts {
                tests.append(.init(name: "\(exercise.exercise): \(part.title)", score: part.score, maxScore: part.maxScore,
                                   status: part.met ? .passed : .failed, output: partOutput(part, exercise: exercise), visibility: "visible"))
            }
        }
        for line in adjustments(student) {
            tests.append(.init(name: line.name, score: line.points.points, maxScore: 0, status: line.points.value < 0 ? .failed : .passed,
                               output: line.text, visibility: "visible"))
        }
        var lines = header(student)
        lines += student.exercises.map { "\($0.exercise): \(Score.text($0.score)) / \(Score.text($0.maxScore)) — \(summary($0))" }
        // Text a student may have written (a file name in a reason) is made
        // harmless for Gradescope's page as for a terminal.
        tests = tests.map { test in
            var test = test
            test.name = SafeText.line(test.name)
            test.output = SafeText.multiline(test.output)
            return test
        }
        let results = GradescopeResults(score: student.score, maxScore: student.maxScore, output: SafeText.multiline(lines.joined(separator: "\n")),
                                        visibility: "visible", stdoutVisibility: "hidden", tests: tests)
        return try studentJSON(results)
    }

    /// A part's Gradescope output: the rule's text, the line of points, then
    /// each of its cases, and what a student may read about those that failed.
    static func partOutput(_ part: PartReport, exercise: ExerciseReport) -> String {
        var lines: [String] = []
        if let text = part.text { lines.append(text) }
        lines.append(part.line)
        lines.append("Cases (\(part.cases.count - part.failedCases.count) of \(part.cases.count) passed):")
        for name in part.cases {
            let test = exercise.tests.first { $0.name == name }
            lines.append("- \(name): \(test.map { caseLabel($0.status) } ?? "not run")")
            if let test, !test.passed {
                lines += studentMessage(test).split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// What changes the graded points into the score, each with its points:
    /// the late penalty, the overrides, and the floor at 0. Their sum plus
    /// the graded points is the score, to the cent.
    static func adjustments(_ student: StudentReport) -> [(name: String, points: Cents, text: String)] {
        var lines: [(name: String, points: Cents, text: String)] = []
        var total = Cents(points: student.gradedScore ?? student.exercises.map(\.score).reduce(0, +))
        if let late = student.late {
            lines.append(("late penalty", Cents(0) - Cents(points: late.points), late.description))
            total = total - Cents(points: late.points)
        }
        for item in student.overrides {
            let delta: Cents
            if item.exercise == "total" {
                delta = Cents(points: item.points)
            } else {
                let graded = student.exercises.first { $0.exercise == item.exercise }.flatMap { $0.gradedScore } ?? item.points
                delta = Cents(points: item.points) - Cents(points: graded)
            }
            let what = item.exercise == "total" ? "adjustment of the total" : "\(item.exercise) set to \(Score.text(item.points)) points"
            lines.append(("override: \(item.exercise)", delta, "\(what)\(item.comment.isEmpty ? "" : ": \(item.comment)")"))
            total = total + delta
        }
        let final = Cents(points: student.score)
        if total != final {
            lines.append(("a score is never below 0", final - total, "the total is raised to \(Score.text(student.score))"))
        }
        return lines
    }

    /// Lines about the assignment for a student-facing report: the due date,
    /// the submission, the late penalty and each override (unless
    /// `adjustments` is false, for a report that lists them with their
    /// points), that the cases were generated for them (never the seed).
    static func header(_ student: StudentReport, adjustments: Bool = true) -> [String] {
        var lines: [String] = []
        if let due = student.due { lines.append("Due: \(due)\(student.extended ? " (your extension)" : "")") }
        if let submission = student.submission {
            switch submission.source {
            case .none: lines.append("Submitted: nothing was handed in")
            case .unknown: lines.append("Submitted: the time is not known")
            case .git: lines.append("Submitted: \(submission.time ?? "?") (git commit \(submission.commit?.prefix(12) ?? "?"))")
            case .submissionsCSV, .timestampFile: lines.append("Submitted: \(submission.time ?? "?") (\(submission.source.rawValue))")
            }
        }
        if adjustments, let late = student.late { lines.append("Late: \(late.description)") }
        for item in student.overrides where adjustments {
            lines.append("Override (\(item.exercise)): \(Score.text(item.points)) points\(item.comment.isEmpty ? "" : " — \(item.comment)")")
        }
        if student.seed != nil && student.exercises.contains(where: { $0.tests.contains { $0.origin == "generated" } }) {
            lines.append("Some cases were generated for you alone.")
        }
        return lines
    }

    // MARK: Exercism

    /// One Exercism test-runner results.json (version 3) per student: every
    /// case of every exercise, named `<exercise>: <case>`. A hidden case
    /// shows what it checks and how it ended, never its values. `task_id`
    /// is the rule the case checks when the assignment has one exercise
    /// (Exercism's tasks belong to one exercise); an exercise that did not
    /// run is one test with status `error` and the reason.
    public static func exercism(_ student: StudentReport) throws -> Data {
        let single = student.exercises.count == 1
        var tests: [ExercismReport.Test] = []
        for exercise in student.exercises {
            guard !exercise.tests.isEmpty else {
                var message = summary(exercise)
                for error in (exercise.compileErrors ?? []).prefix(10) {
                    message += "\n\(error.file):\(error.line):\(error.column): error: \(error.message)"
                }
                tests.append(ExercismReport.Test(name: exercise.exercise, status: .error, message: SafeText.multiline(message),
                                                 testCode: "// \(exercise.exercise): \(label(exercise))"))
                continue
            }
            for test in exercise.tests {
                var item = ExercismReport.Test(name: "\(exercise.exercise): \(test.name)", status: ExercismReport.status(test.status),
                                               testCode: test.hidden ? "// A hidden case: its input is not shown.\n" + (test.explain.map { "// It checks: \($0)" } ?? "// It checks one rule of the exercise's task text.")
                                                                     : "// \(test.name) (\(test.origin))",
                                               taskId: single ? test.rule : nil)
                if !test.passed {
                    let message = studentMessage(test)
                    item.message = message.isEmpty ? caseLabel(test.status) : message
                }
                if !test.hidden, let output = test.output, !output.isEmpty { item.output = ExercismReport.shownOutput(output) }
                tests.append(item)
            }
        }
        let ran = student.exercises.contains { !$0.tests.isEmpty }
        let status: ExercismReport.Status = !ran ? .error : (tests.allSatisfy { $0.status == .pass } ? .pass : .fail)
        let message = ran ? nil : SafeText.multiline((header(student) + student.exercises.map { "\($0.exercise): \(summary($0))" }).joined(separator: "\n"))
        return try ExercismReport.Results(status: status, message: message, tests: ran ? tests : []).jsonData() + Data("\n".utf8)
    }
}
