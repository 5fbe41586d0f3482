import Foundation
import Testing
@testable import Classroom
import Grading

/// The instructor's detail of a failed case (JUnit's failure text) shows
/// a value as grades.json keeps it: at most 16 KiB of whole characters,
/// then how many bytes were not kept, counted once, on the value as the
/// answer handed it back.
@Suite("Instructor's detail: a value an answer controls is bounded, with a true count")
struct InstructorDetailTests {
    func detail(actual: String) -> String {
        let hidden = TestReport(name: "two words", hidden: true, status: .failed, message: "wrong result at $",
                                explain: nil, expected: "\"a-b\"", actual: actual, output: nil, origin: "Solutions/kebab-strategy/cases.json")
        let exercise = ExerciseReport(exercise: "kebab-strategy", status: .fail, detail: .failed, outcome: .wrong, score: 0, maxScore: 1,
                                      reason: nil, file: "kebab-strategy.swift", passedTests: 0, totalTests: 1, reused: false,
                                      compileErrors: nil, tests: [hidden])
        return ReportRenderer.instructorDetail(exercise)
    }

    @Test("one character of 30,000 combining marks is left out, with how many bytes")
    func combiningMarks() {
        let value = "x" + String(repeating: "\u{301}", count: 30_000)
        let shown = detail(actual: value)
        #expect(shown.utf8.count < ClassScoring.keptBytes + 500)
        #expect(shown.contains("(\(value.utf8.count) more bytes not kept in the report)"))
    }

    @Test("a value kept for the report is shown as kept: its note still counts what the answer handed back")
    func keptValue() {
        let value = String(repeating: "é🙂", count: 20_000)
        let kept = ClassScoring.kept(value)
        let shown = detail(actual: kept)
        #expect(shown.hasSuffix("actual:\n" + kept))
        let left = value.utf8.count - kept.prefix { $0 != "\n" }.utf8.count
        #expect(kept.hasSuffix("(\(left) more bytes not kept in the report)"))
    }

    @Test("a short value is shown whole")
    func shortValue() {
        #expect(detail(actual: "\"a_b\"").hasSuffix("actual:\n\"a_b\""))
    }
}
