import Foundation
import TextSafety
import Toolchain

/// Exercism's test-runner results, version 3 (exercism.org/docs/building/
/// tooling/test-runners/interface):
///
/// - `version`: 3; `status`: `pass` (every test passed), `fail` (some test
///   failed or errored) or `error` (no test ran: the answer does not
///   compile); `message`: only with `error`, the compiler's diagnostics.
/// - `tests[]`, in the grader's order (the chapter's output first, then the
///   cases in file order): `name`, `status` (`pass`, `fail`, `error` for a
///   crash, a time-out, too much output or a case not run), `message` when
///   not passed, `output` (what the answer printed, made safe by
///   `SafeText.escaped` and cut to 500 characters, visible cases only), `test_code` (what the test runs), and `task_id`:
///   the number of the task-text rule the case checks, when its case names
///   exactly one.
///
/// Hidden cases' inputs, expected and actual values and printed output are
/// never included: a hidden test says what it checks and how it ended.
public enum ExercismReport {
    /// The spec's limit for a test's `output`.
    public static let outputLimit = 500
    public static let truncationNotice = "Output was truncated. Please limit to 500 chars"

    /// A status of the document or of one test, as the spec spells it.
    public enum Status: String, Codable, Sendable, Equatable {
        case pass, fail, error
    }

    /// The document: `tests` always present, `message` only with `error`.
    public struct Results: Codable, Sendable, Equatable {
        public var version: Int = 3
        public var status: Status
        public var message: String?
        public var tests: [Test]

        public init(status: Status, message: String? = nil, tests: [Test]) {
            self.status = status
            self.message = message
            self.tests = tests
        }

        /// Pretty JSON with sorted keys, as the test runner writes it.
        public func jsonData() throws -> Data {
            let encoder = JSONEncoder()
            encoder.keyEncodingStrategy = .convertToSnakeCase
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            return try encoder.encode(self)
        }
    }

    public struct Test: Codable, Sendable, Equatable {
        public var name: String
        public var status: Status
        public var message: String?
        public var output: String?
        public var testCode: String
        public var taskId: Int?

        public init(name: String, status: Status, message: String? = nil, output: String? = nil, testCode: String, taskId: Int? = nil) {
            self.name = name
            self.status = status
            self.message = message
            self.output = output
            self.testCode = testCode
            self.taskId = taskId
        }
    }

    /// `cases` are the exercise's cases (`Checker.cases(for:)`), used for a
    /// case that is not hidden, its input; each test's `task_id` is the rule
    /// its result names (fixed and generated cases alike).
    public static func json(for result: CheckResult, cases: [GradingCase] = []) throws -> Data {
        try results(for: result, cases: cases).jsonData()
    }

    public static func results(for result: CheckResult, cases: [GradingCase] = []) -> Results {
        var byName: [String: GradingCase] = [:]
        for item in cases { byName[item.name] = item }
        switch result.status {
        case .compileError:
            return Results(status: .error, message: compileMessage(result), tests: [])
        case .passed, .failed:
            return Results(status: result.passed ? .pass : .fail, tests: result.cases.map { test($0, case: byName[$0.name]) })
        }
    }

    /// An answer that could not be checked at all (empty, not UTF-8, …):
    /// status `error` with the reason, no tests.
    public static func unusable(_ message: String) -> Results {
        Results(status: .error, message: message, tests: [])
    }

    static func compileMessage(_ result: CheckResult) -> String {
        let failure = result.compileFailure
        var lines = (failure?.diagnostics ?? []).map { d in
            (d.line > 0 ? "\(d.file):\(d.line):\(d.column): " : "") + "\(d.severity.rawValue): \(d.message)"
        }
        if failure?.timedOut == true {
            lines.insert("The compiler was stopped: it took too long (a very complex expression?). Split long expressions and give types to literals.", at: 0)
        }
        if lines.isEmpty {
            lines = ["\(result.answerPath): your answer does not compile with the chapter's code; run './workbook check \(result.exercise)' to see the compiler's messages"]
        }
        return lines.joined(separator: "\n")
    }

    static func test(_ item: CaseResult, case source: GradingCase?) -> Test {
        var test = Test(name: item.name, status: status(item), testCode: testCode(item, case: source), taskId: item.rule ?? source?.rule)
        if !item.passed {
            var message: [String] = []
            if let explain = item.explain { message.append(explain) }
            if item.hidden && item.status == .failed {
                // A hidden case's values stay hidden: say what it checks and how it ended.
                message.append("Your answer gave a different result on this hidden case; its input and result are not shown.")
            } else if item.hidden {
                // Not the run's message: its exit status, signal and standard
                // error are the answer's to choose, from the hidden input.
                message.append(CaseResult.hiddenSentence(status: item.status, ending: item.ending))
            } else if !item.message.isEmpty {
                message.append(item.message)
            }
            if message.isEmpty { message.append(statusWords(item.status)) }
            test.message = message.joined(separator: "\n")
        }
        if !item.hidden && !item.output.isEmpty { test.output = shownOutput(item.output) }
        return test
    }

    static func status(_ item: CaseResult) -> Status {
        status(item.status)
    }

    /// A case's ending as a test's status: a crash, a time-out, too much
    /// output or a case not run is an `error`.
    public static func status(_ status: CaseResult.Status) -> Status {
        switch status {
        case .passed: .pass
        case .failed: .fail
        case .crashed, .timedOut, .outputLimit, .notRun: .error
        }
    }

    public static func statusWords(_ status: CaseResult.Status) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "gave a different result"
        case .crashed: "crashed"
        case .timedOut: "ran out of time"
        case .outputLimit: "went past the output limit"
        case .notRun: "not run"
        }
    }

    /// What the test runs: for the chapter's output, the program and the
    /// output block it must print; for a visible case, the call with its
    /// input; for a hidden case, what it checks (never its input).
    static func testCode(_ item: CaseResult, case source: GradingCase?) -> String {
        if item.hidden {
            let checks = item.explain ?? source?.explain
            return "// A hidden case: its input is not shown.\n" + (checks.map { "// It checks: \($0)" } ?? "// It checks one rule of the exercise's task text.")
        }
        if let source {
            return "WorkbookExercise.run(\(source.input.pretty))"
        }
        // The chapter's visible case: its program must print the output block.
        let location = item.origin.isEmpty ? "the chapter" : item.origin
        var code = "// The chapter's program (\(location)) runs with your answer and must print its output block"
        if let expected = item.expected { code += ":\n" + expected }
        return code
    }

    /// A test's `output`: what the answer printed, shown and never obeyed
    /// (`SafeText.escaped`: an escape sequence or a carriage return is
    /// written out, as everywhere the workbook shows program output), then
    /// cut to the spec's 500 characters (`truncated`).
    public static func shownOutput(_ printed: String) -> String {
        truncated(SafeText.escaped(printed))
    }

    /// At most 500 characters by any count (UTF-16 units, the strictest):
    /// a longer text is cut between characters by the reports' one cutter
    /// (`TextCut`) and ends with the spec's notice.
    public static func truncated(_ output: String) -> String {
        TextCut.cut(output, limit: outputLimit, measure: .utf16) { _ in "\n" + truncationNotice }
    }
}
