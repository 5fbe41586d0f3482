import Foundation
import Grading
import Literate
import Sandbox
import Toolchain

/// A run of one chapter step (`workbook run <chapter> --step <n>`), kept for
/// the page: the outcome and a fingerprint of the program's files, so the
/// page can say when an answer changed since.
struct RunRecord: Sendable {
    let outcome: StepRunner.Outcome
    let total: Int
    let filesDigest: String

    init(outcome: StepRunner.Outcome, total: Int) {
        self.outcome = outcome
        self.total = total
        filesDigest = Self.digest(outcome.step.files)
    }

    static func digest(_ files: [SourceFile]) -> String {
        fingerprint(files.map { "\($0.name)\u{0}\($0.text)" }.joined(separator: "\u{1}"))
    }
}

/// The JSON of a run, in the shape of a check's (Exercism's test-runner
/// results, version 3), with one test: the step.
///
/// - `status`: `pass` (the program prints the chapter's output), `fail` (it
///   prints something else, crashes or is stopped) or `error` (it does not
///   compile; `message` holds the compiler's errors).
/// - `tests[0]`: `name` (chapter, step, section), `status` (`pass`, `fail`,
///   or `error` for a crash or a stop), `message` when not passed (for a
///   difference, the line diff: `- ` the chapter, `+ ` the program),
///   `output` (what it printed, at most 500 characters) and `test_code`
///   (the command that runs the same step).
/// - `step`: what the page shows: `chapter`, `number` (the Nth output), `name` (the step as the chapter names it, `3.2`), `of`, `section`,
///   `location` (the output block's file and line), `exercises` (the answers
///   the program includes), `expected`, `printed` (whole) and `diff`
///   (`[{"kind": "same" | "expected" | "printed" | "skipped", "text" | "count"}]`).
enum RunReport {
    static func json(_ outcome: StepRunner.Outcome, total: Int) throws -> Data {
        let step = outcome.step
        let location = "\(step.chapter.path):\(step.output.fenceLine)"
        var root: [String: Any] = ["version": 3]
        var test: [String: Any] = [
            "name": "chapter \(step.chapter.number), step \(step.name)" + (step.subsection.map { ": \($0)" } ?? ""),
            "test_code": "./workbook run \(step.chapter.number) --step \(step.name)",
        ]
        var details: [String: Any] = [
            "chapter": step.chapter.number,
            "number": step.number,
            "name": step.name.description,
            "of": total,
            "location": location,
            "exercises": step.exercises,
            "expected": step.output.code,
            "printed": outcome.printed,
        ]
        if let section = step.section { details["section"] = section }
        switch outcome.kind {
        case let .compileFailed(failure):
            root["status"] = "error"
            root["message"] = compileMessage(failure, step: step)
            root["tests"] = [Any]()
        case let .ran(result):
            if !outcome.printed.isEmpty { test["output"] = truncated(outcome.printed) }
            if let problem = abnormalEnd(result) {
                root["status"] = "fail"
                test["status"] = "error"
                let stderr = CrashReport.withoutStackTrace(String(decoding: result.standardError, as: UTF8.self))
                test["message"] = (["the program did not end normally: \(problem)"] + stderr.split(separator: "\n").prefix(6).map(String.init)).joined(separator: "\n")
            } else if outcome.matches {
                root["status"] = "pass"
                test["status"] = "pass"
            } else {
                root["status"] = "fail"
                test["status"] = "fail"
                let lines = diff(outcome)
                details["diff"] = lines.map { line -> [String: Any] in
                    switch line {
                    case let .same(text): ["kind": "same", "text": text]
                    case let .expected(text): ["kind": "expected", "text": text]
                    case let .printed(text): ["kind": "printed", "text": text]
                    case let .skipped(count): ["kind": "skipped", "count": count]
                    }
                }
                test["message"] = (["the program prints something other than what the chapter shows (\(location)); - expected (the chapter's output), + actual (what your program printed)"]
                    + lines.map(diffText)).joined(separator: "\n")
            }
            root["tests"] = [test]
        }
        root["step"] = details
        return try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]) + Data("\n".utf8)
    }

    static func compileMessage(_ failure: CompileFailure, step: StepRunner.Step) -> String {
        var lines = failure.diagnostics.map { d in
            (d.line > 0 ? "\(d.file):\(d.line):\(d.column): " : "") + "\(d.severity.rawValue): \(d.message)"
        }
        if failure.timedOut {
            lines.insert("The compiler was stopped: it took too long (a very complex expression?). Split long expressions and give types to literals.", at: 0)
        }
        if lines.isEmpty {
            lines = ["step \(step.number) of \(step.chapter.path) does not compile; run './workbook run \(step.chapter.number) --step \(step.number)' to see the compiler's messages"]
        }
        return lines.joined(separator: "\n")
    }

    /// Why a run did not end normally, or nil when it exited with status 0.
    static func abnormalEnd(_ result: RunResult) -> String? {
        if result.timedOut { return "it was stopped after its time limit" }
        if result.outputLimitExceeded { return "it printed too much" }
        if result.termination != .exited(0) { return "it crashed (\(result.termination))" }
        return nil
    }

    static func diff(_ outcome: StepRunner.Outcome) -> [OutputDiff.Line] {
        let elide: Bool = if case let .output(elide) = outcome.step.output.kind { elide } else { false }
        return OutputDiff.lines(expected: outcome.step.output.code, printed: outcome.printed, elide: elide)
    }

    static func diffText(_ line: OutputDiff.Line) -> String {
        switch line {
        case let .same(text): "  " + text
        case let .expected(text): "- " + text
        case let .printed(text): "+ " + text
        case let .skipped(count): "  … \(count) matching line\(count == 1 ? "" : "s")"
        }
    }

    static func truncated(_ text: String) -> String {
        text.count <= ExercismReport.outputLimit ? text : String(text.prefix(ExercismReport.outputLimit - ExercismReport.truncationNotice.count - 1)) + "\n" + ExercismReport.truncationNotice
    }
}
