import Foundation
import Testing
@testable import Classroom
import Grading

/// The instructor's detail of a failed case (JUnit's failure text) shows
/// what an answer returned within a bound counted in bytes: a value may be
/// a single character of thousands of combining marks.
@Suite("Instructor's detail: a value an answer controls is bounded")
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
        #expect(shown.utf8.count < ReportRenderer.valueLimit + 500)
        #expect(shown.contains("(\(value.utf8.count) more bytes)"))
    }

    @Test("a long value keeps a head of whole characters and says how much more there was")
    func longValue() {
        let value = String(repeating: "é🙂", count: 2_000)
        let shown = detail(actual: value)
        let actualPart = String(shown[shown.range(of: "actual:\n")!.upperBound...])
        #expect(actualPart.utf8.count <= ReportRenderer.valueLimit)
        #expect(actualPart.hasSuffix("more bytes)"))
        let head = String(actualPart.prefix(while: { $0 != "…" }))
        #expect(value.hasPrefix(head) && !head.isEmpty)
    }

    @Test("a short value is shown whole")
    func shortValue() {
        #expect(detail(actual: "\"a_b\"").hasSuffix("actual:\n\"a_b\""))
    }
}
