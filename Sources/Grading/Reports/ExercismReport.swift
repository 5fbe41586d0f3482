import Foundation
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
///   not passed, `output` (what the answer printed, at most 500 characters,
///   visible cases only), `test_code` (what the test runs), and `task_id`:
///   the number of the task-text rule the case checks, when its case names
///   exactly one.
///
/// Hidden cases' inputs, expected and actual values and printed output are
/// never included: a hidden test says what it checks and how it ended.
public enum ExercismReport {
    /// The spec's limit for a test's `output`.
    public static let outputLimit = 500
    public static let truncationNotice = "Output was truncated. Please limit to 500 chars"

    /// `cases` are the exercise's cases (`Checker.cases(for:)`), used for
    /// each test's rule and, for a case that is not hidden, its input.
    public static func json(for result: CheckResult, cases: [GradingCase] = []) throws -> Data {
        var root: [String: Any] = ["version": 3]
        var byName: [String: GradingCase] = [:]
        for item in cases { byName[item.name] = item }
        switch result.status {
        case .compileError:
            root["status"] = "error"
            root["message"] = compileMessage(result)
            root["tests"] = [Any]()
        case .passed, .failed:
            root["status"] = result.passed ? "pass" : "fail"
            root["tests"] = result.cases.map { test($0, case: byName[$0.name]) }
        }
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
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
            lines = ["\(result.answerPath): your answer does not compile with the chapter's code; run 'workbook check \(result.exercise)' to see the compiler's messages"]
        }
        return lines.joined(separator: "\n")
    }

    static func test(_ item: CaseResult, case source: GradingCase?) -> [String: Any] {
        var test: [String: Any] = ["name": item.name, "status": status(item)]
        if let rule = source?.rule { test["task_id"] = rule }
        test["test_code"] = testCode(item, case: source)
        if !item.passed {
            var message: [String] = []
            if let explain = item.explain { message.append(explain) }
            if item.hidden && item.status == .failed {
                // A hidden case's values stay hidden: say what it checks and how it ended.
                message.append("Your answer gave a different result on this hidden case; its input and result are not shown.")
            } else if !item.message.isEmpty {
                message.append(item.message)
            }
            if message.isEmpty { message.append(statusWords(item.status)) }
            test["message"] = message.joined(separator: "\n")
        }
        if !item.hidden && !item.output.isEmpty { test["output"] = truncated(item.output) }
        return test
    }

    static func status(_ item: CaseResult) -> String {
        switch item.status {
        case .passed: "pass"
        case .failed: "fail"
        case .crashed, .timedOut, .outputLimit, .notRun: "error"
        }
    }

    static func statusWords(_ status: CaseResult.Status) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "gave a different result"
        case .crashed: "crashed"
        case .timedOut: "ran out of time"
        case .outputLimit: "printed too much"
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

    /// At most 500 characters by any count (UTF-16 units, the strictest):
    /// a longer output is cut and ends with the spec's notice.
    static func truncated(_ output: String) -> String {
        guard output.utf16.count > outputLimit else { return output }
        let room = outputLimit - truncationNotice.utf16.count - 1
        var kept = ""
        var used = 0
        for character in output {
            let size = String(character).utf16.count
            if used + size > room { break }
            kept.append(character)
            used += size
        }
        return kept + "\n" + truncationNotice
    }
}
