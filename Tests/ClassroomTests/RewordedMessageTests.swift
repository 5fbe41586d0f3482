import Foundation
import Testing
@testable import Classroom
@testable import Grading
import Sandbox
import Toolchain

// No decision reads a message's wording. Every text a verdict carries (each
// case's message, explain, expected and actual values and output, the rules'
// sentences, the compiler's messages) is reworded, its first and last words
// included, and everything decided from the verdict stays as it was: the
// score, each part earned, the outcome, the labels, and the statuses that
// Exercism and Gradescope read.

@Suite("Decisions never read a message's wording")
struct RewordedMessageTests {
    /// Every character of `text` changed in place and order, and marked, so
    /// that no prefix, suffix or word of the original is left to match.
    static func reworded(_ text: String) -> String {
        "«" + String(text.reversed().map { $0.isLetter ? ($0.isUppercase ? "q" : "Q") : $0 }) + "»"
    }

    static func reworded(_ item: CaseResult) -> CaseResult {
        var copy = CaseResult(name: item.name, hidden: item.hidden, status: item.status, message: reworded(item.message),
                              explain: item.explain.map(reworded), expected: item.expected.map(reworded), actual: item.actual.map(reworded),
                              output: reworded(item.output), origin: item.origin, rule: item.rule)
        copy.spelling = item.spelling
        copy.ending = item.ending
        return copy
    }

    static func reworded(_ result: CheckResult) -> CheckResult {
        let failure = result.compileFailure.map { failure in
            CompileFailure(diagnostics: failure.diagnostics.map {
                Diagnostic(file: $0.file, line: $0.line, column: $0.column, severity: $0.severity, message: reworded($0.message), excerpt: $0.excerpt.map(reworded))
            })
        }
        var copy = CheckResult(exercise: result.exercise, answerPath: result.answerPath, status: result.status, compileFailure: failure,
                               cases: result.cases.map(reworded), isolation: result.isolation, compileSeconds: result.compileSeconds,
                               runSeconds: result.runSeconds, seed: result.seed)
        copy.rules = result.rules?.map { RuleStatement(number: $0.number, text: reworded($0.text)) }
        return copy
    }

    /// A case that ended as `ending`, with the words the grader writes for
    /// it (among them the prefixes an earlier grader told endings apart by).
    static func ended(_ name: String, _ ending: CaseEnding, rule: Int?, hidden: Bool = true) -> CaseResult {
        let message: String = switch ending {
        case .passed: ""
        case .wrongResult: "wrong result at $.name: expected \"Ann\", actual \"ann\""
        case .threw: "threw DecodingError.keyNotFound (\"name\") where a value was expected"
        case .didNotThrow: "succeeded with \"x\" where a DecodingError was expected"
        case .wrongError: "threw EncodingError.invalidValue where a DecodingError was expected"
        case .wrongOutput: "the chapter's program printed something other than what the chapter shows"
        case .crashed: "stopped: the program crashed (signal 4, SIGILL): Fatal error: Index out of range"
        case .exited: "stopped: the program did not finish: it called exit(0)"
        case .timedOut: "stopped: the program did not finish: it ran for more than 10 s"
        case .outputLimit: "stopped: the program printed more than 1 MiB"
        case .processLimit: "stopped: the program \(CaseResult.processLimitWords) (64 at once, threads included): "
        case .voided: "error: the run's result channel held a line the grader's driver did not write"
        case .notRun: "not run: an earlier case ended the run"
        }
        var item = CaseResult(name: name, hidden: hidden, status: ending.status, message: message, explain: rule.map { "Rule \($0) says so." },
                              expected: ending == .wrongResult ? "\"Ann\"" : nil, actual: ending == .wrongResult ? "\"ann\"" : nil,
                              output: ending == .passed ? "" : "pass\nerror: stopped: ", origin: "Solutions", rule: rule)
        item.ending = ending
        return item
    }

    static func result(_ cases: [CaseResult]) -> CheckResult {
        var result = CheckResult(exercise: "userinfo-interval", answerPath: "userinfo-interval.swift", status: cases.allSatisfy(\.passed) ? .passed : .failed,
                                 compileFailure: nil, cases: cases, isolation: .sandboxed, compileSeconds: 1, runSeconds: 1, seed: 7)
        result.rules = (1...3).map { RuleStatement(number: $0, text: "Rule \($0): every key is converted.") }
        return result
    }

    /// Verdicts of every kind: all passed; each ending on a hidden case of
    /// rule 2 beside passing ones, and on every case; a failing chapter
    /// output; an answer that does not compile.
    static var verdicts: [CheckResult] {
        var verdicts: [CheckResult] = []
        let passing = [ended("chapter output", .passed, rule: nil, hidden: false)] + (1...3).map { (number: Int) in ended("rule \(number)", .passed, rule: number) }
        verdicts.append(result(passing))
        for ending in CaseEnding.allCases where ending != .passed {
            var cases = passing
            cases[2] = ended("rule 2", ending, rule: 2)
            if ending == .crashed || ending == .timedOut || ending == .processLimit { cases[3] = ended("rule 3", .notRun, rule: 3) }
            verdicts.append(result(cases))
            // And every case ending so: nothing passed.
            verdicts.append(result([ended("chapter output", ending, rule: nil, hidden: false)] + (1...3).map { (number: Int) in ended("rule \(number)", ending, rule: number) }))
        }
        var output = passing
        output[0] = ended("chapter output", .wrongOutput, rule: nil, hidden: false)
        verdicts.append(result(output))
        let failure = CompileFailure(diagnostics: [
            Diagnostic(file: "userinfo-interval.swift", line: 3, column: 9, severity: .error, message: "error: cannot find 'x' in scope", excerpt: ["let y = x", "        ^"]),
            Diagnostic(file: "Chapters/07-userinfo.md", line: 40, column: 1, severity: .note, message: "stopped: did not finish: "),
        ])
        verdicts.append(CheckResult(exercise: "userinfo-interval", answerPath: "userinfo-interval.swift", status: .compileError, compileFailure: failure,
                                    cases: [], isolation: .sandboxed, compileSeconds: 1, runSeconds: 0))
        return verdicts
    }

    static func column() throws -> ClassReport.ExerciseColumn {
        let exercise = Assignment.Exercise(id: "userinfo-interval", points: 9, weights: nil)
        let parts = try ClassScoring.parts(exercise: exercise, points: 9, visible: true, cases: [], rules: [1, 2, 3])
        return ClassReport.ExerciseColumn(id: "userinfo-interval", title: "Userinfo", maxScore: 9, caseCount: 4, parts: parts)
    }

    static func score(_ result: CheckResult) throws -> ExerciseReport {
        ClassScoring.score(column: try column(), source: .file(URL(fileURLWithPath: "/dev/null"), relativePath: "userinfo-interval.swift"),
                          outcome: StoredOutcome(key: "k", exercise: "userinfo-interval", result: result, unusable: nil), reused: false)
    }

    /// What was decided, with every text left out.
    static func decisions(_ report: ExerciseReport) -> ExerciseReport {
        var report = report
        report.reason = report.reason.map { _ in "" }
        report.compileErrors = report.compileErrors?.map { CompileErrorLine(file: $0.file, line: $0.line, column: $0.column, message: "") }
        report.tests = report.tests.map {
            var test = $0
            (test.message, test.explain, test.expected, test.actual, test.output) = (nil, nil, nil, nil, nil)
            return test
        }
        report.parts = report.parts.map {
            var part = $0
            part.text = nil
            return part
        }
        return report
    }

    static func student(_ report: ExerciseReport) -> StudentReport {
        StudentReport(name: "ann", score: report.score, maxScore: report.maxScore, exercises: [report], ignoredFiles: [])
    }

    @Test("a class's scores, parts, outcomes and case statuses are the same with every message reworded")
    func classScores() throws {
        for verdict in Self.verdicts {
            let original = try Self.score(verdict)
            let changed = try Self.score(Self.reworded(verdict))
            #expect(Self.decisions(original) == Self.decisions(changed), "\(verdict.cases.map { "\($0.name): \($0.ending?.rawValue ?? "-")" })")
            // The rewording reached the report: the test compares something.
            if verdict.status != .passed { #expect(original != changed) }
            #expect(ReportRenderer.label(original) == ReportRenderer.label(changed))
            #expect(original.tests.map { ReportRenderer.caseLabel($0.status) } == changed.tests.map { ReportRenderer.caseLabel($0.status) })
        }
    }

    @Test("the statuses Exercism and Gradescope read are the same with every message reworded")
    func exportStatuses() throws {
        for verdict in Self.verdicts {
            let original = ExercismReport.results(for: verdict)
            let changed = ExercismReport.results(for: Self.reworded(verdict))
            #expect(original.status == changed.status)
            #expect(original.tests.map(\.status) == changed.tests.map(\.status))
            #expect(original.tests.map(\.taskId) == changed.tests.map(\.taskId))

            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let scored = try (Self.score(verdict), Self.score(Self.reworded(verdict)))
            let gradescope = try (decoder.decode(GradescopeResults.self, from: ReportRenderer.gradescope(Self.student(scored.0))),
                                  decoder.decode(GradescopeResults.self, from: ReportRenderer.gradescope(Self.student(scored.1))))
            #expect(gradescope.0.score == gradescope.1.score)
            #expect(gradescope.0.tests.map(\.status) == gradescope.1.tests.map(\.status))
            #expect(gradescope.0.tests.map(\.score) == gradescope.1.tests.map(\.score))
            let exercism = try (decoder.decode(ExercismReport.Results.self, from: ReportRenderer.exercism(Self.student(scored.0))),
                                decoder.decode(ExercismReport.Results.self, from: ReportRenderer.exercism(Self.student(scored.1))))
            #expect(exercism.0.status == exercism.1.status)
            #expect(exercism.0.tests.map(\.status) == exercism.1.tests.map(\.status))
        }
    }

    @Test("a hidden case's sentence is chosen by its status and ending alone")
    func hiddenSentences() {
        for verdict in Self.verdicts {
            for (item, changed) in zip(verdict.cases, Self.reworded(verdict).cases) {
                #expect(CaseResult.hiddenSentence(status: item.status, ending: item.ending)
                    == CaseResult.hiddenSentence(status: changed.status, ending: changed.ending))
            }
        }
    }

    @Test("the rewording leaves none of the words a decision could have read")
    func rewordingIsThorough() {
        for words in ["stopped: ", " did not finish: ", "error: ", "pass", "Late:", "Override"] {
            for verdict in Self.verdicts.map(Self.reworded) {
                let texts = verdict.cases.flatMap { [$0.message, $0.output] + [$0.explain, $0.expected, $0.actual].compactMap { $0 } }
                    + (verdict.compileFailure?.diagnostics.map(\.message) ?? [])
                #expect(!texts.contains { $0.contains(words) }, "'\(words)' is left after rewording")
            }
        }
    }
}
