import Foundation
@testable import Grading
import Testing

/// Verdicts that stay short, and the README's sample verdict.
@Suite("Human verdicts")
struct HumanReportTests {
    static func failing(_ name: String, explain: String?, expected: String? = nil, actual: String? = nil) -> CaseResult {
        CaseResult(name: name, hidden: true, status: .failed, message: "wrong result", explain: explain,
                   expected: expected, actual: actual, output: "", origin: "Solutions")
    }

    static func result(_ cases: [CaseResult]) -> CheckResult {
        CheckResult(exercise: "mana-decoding", answerPath: "try.swift", status: .failed, compileFailure: nil, cases: cases,
                    isolation: .sandboxed, compileSeconds: 0, runSeconds: 0)
    }

    @Test("the closing line repeats the command as run, --answer included")
    func closingLineRepeatsCommand() {
        let text = HumanReport(style: TerminalStyle(enabled: false))
            .render(Self.result([Self.failing("a", explain: nil)]), command: "./workbook check mana-decoding --answer try.swift")
        #expect(text.split(separator: "\n").last?.contains("run './workbook check mana-decoding --answer try.swift' again") == true)
    }

    @Test("'… and N more failing' lists one name per line, commas and all")
    func moreFailingOnePerLine() {
        let names = (1...7).map { "case \($0), with a comma" }
        let text = HumanReport(style: TerminalStyle(enabled: false)).render(Self.result(names.map { Self.failing($0, explain: "rule \($0)") }))
        #expect(text.contains("… and 3 more failing:"))
        for name in names.suffix(3) {
            #expect(text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "✗ \(name)" }, "\(name) on its own line")
        }
    }

    @Test("an explanation shared by several failing cases is printed once")
    func sharedExplanationOnce() {
        let shared = "Letters are case-insensitive."
        let cases = [Self.failing("one", explain: shared), Self.failing("two", explain: shared), Self.failing("three", explain: "Another rule.")]
        let text = HumanReport(style: TerminalStyle(enabled: false)).render(Self.result(cases))
        #expect(text.components(separatedBy: shared).count == 2)
        #expect(text.contains("Another rule."))
    }

    @Test("long expected and actual JSON are cut to the region that differs")
    func longJSONIsCut() {
        let expected = (1...150).map { "  \"key\($0)\": \($0)," }.joined(separator: "\n")
        let actual = expected.replacingOccurrences(of: "\"key75\": 75", with: "\"key75\": -75")
        let text = HumanReport(style: TerminalStyle(enabled: false)).render(Self.result([Self.failing("big", explain: nil, expected: expected, actual: actual)]))
        #expect(text.contains("\"key75\": 75"))
        #expect(text.contains("\"key75\": -75"))
        #expect(text.contains("\"key73\""))
        #expect(!text.contains("\"key1\":"))
        #expect(!text.contains("\"key150\""))
        #expect(text.contains("… 71 lines"))
        #expect(text.split(separator: "\n").count < 30)
    }

    /// The seed the README's sample was made with (its generated cases).
    static let readmeSeed: UInt64 = 271_828

    @Test("the README's sample verdict is what the grader prints")
    func readmeSample() throws {
        let readme = try String(contentsOf: TestCourse.root.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "```text\n$ ./workbook check mana-decoding\n"
        let start = try #require(readme.range(of: marker), "the README shows a sample verdict of ./workbook check mana-decoding")
        let rest = readme[start.upperBound...]
        let sample = String(rest[..<(rest.range(of: "\n```")!.lowerBound)])
        let answer = try String(contentsOf: TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/mana-decoding/wrong-upper-case-only.swift"), encoding: .utf8)
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(exercise: "mana-decoding", answerText: answer, answerPath: "Exercises/mana-decoding.swift", seed: Self.readmeSeed, slot: $0)
        }
        let hints = TestCourse.setup.course.chapter(forExercise: "mana-decoding")?.hints(for: "mana-decoding").count ?? 0
        let text = HumanReport(style: TerminalStyle(enabled: false)).render(result, hintsLeft: hints, command: "./workbook check mana-decoding")
        #expect(text == sample, "update the README's sample to:\n\(text)")
    }
}
