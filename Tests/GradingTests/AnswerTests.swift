import Foundation
import Grading
import Testing

/// Every correct answer in another style passes; every plausible wrong
/// answer fails, on the case it names.
@Suite("Answers in Tests/GradingTests/Answers", .tags(.slow))
struct AnswerTests {
    static let alternatives = AnswerFixture.exerciseFolders.flatMap { AnswerFixture.all(in: $0) { $0.hasPrefix("alt-") } }
    static let wrong = AnswerFixture.exerciseFolders.flatMap { AnswerFixture.all(in: $0) { $0.hasPrefix("wrong-") } }

    @Test("each exercise has at least two alternatives and three wrong answers")
    func coverage() {
        for id in AnswerFixture.exerciseFolders {
            #expect(Self.alternatives.filter { $0.exercise == id }.count >= 2, "\(id) needs two correct answers in other styles")
            #expect(Self.wrong.filter { $0.exercise == id }.count >= 3, "\(id) needs at least three plausible wrong answers")
        }
    }

    @Test("a correct answer in another style passes", arguments: alternatives)
    func alternativePasses(_ answer: AnswerFixture) throws {
        #expect(answer.expectation == "expect-pass")
        let result = try TestCourse.slots.with { try TestCourse.checker.check(exercise: answer.exercise, answer: answer.url, slot: $0) }
        #expect(result.status == .passed, "\(result.cases.filter { !$0.passed }.map { "\($0.name): \($0.message)" })\(result.compileFailure.map { "\($0.diagnostics)" } ?? "")")
    }

    @Test("a wrong answer fails with the right diagnosis", arguments: wrong)
    func wrongFails(_ answer: AnswerFixture) throws {
        #expect(answer.expectation.hasPrefix("expect-fail: "), "first line must be '// expect-fail: <case>'")
        let named = String(answer.expectation.dropFirst("expect-fail: ".count))
        let result = try TestCourse.slots.with { try TestCourse.checker.check(exercise: answer.exercise, answer: answer.url, slot: $0) }
        #expect(result.status != .passed)
        switch named {
        case "compile":
            #expect(result.status == .compileError)
            #expect(result.compileFailure?.diagnostics.contains { $0.severity == .error } == true)
        case "generated":
            // Right on every fixed case (a table of cases.json), caught only
            // by the cases generated from a seed.
            #expect(result.status == .failed)
            let failing = result.cases.filter { !$0.passed }
            #expect(!failing.isEmpty && failing.allSatisfy { $0.origin == "generated" },
                    "only generated cases should fail: \(failing.map(\.name))")
        case "visible":
            #expect(result.status == .failed)
            let visible = result.cases.first { !$0.hidden }
            #expect(visible?.passed == false, "the chapter's visible case should fail")
        default:
            #expect(result.status == .failed)
            let failing = result.cases.first { $0.name == named }
            #expect(failing != nil, "no case named '\(named)' in the result")
            #expect(failing?.passed == false, "case '\(named)' should fail")
            #expect(failing?.message.isEmpty == false, "a failed case explains itself")
        }
    }
}
