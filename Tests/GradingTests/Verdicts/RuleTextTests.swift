import Foundation
@testable import Grading
import Testing

/// Each rule's text is written once, in the chapter's rules block: the
/// course's cases name their rule by number and say nothing of their own,
/// and what a failed case checks is that text.
@Suite("A rule's text lives in the chapter", .tags(.slow))
struct RuleTextTests {
    @Test("no case of the course's own cases.json repeats its rule's text in an \"explain\"")
    func noExplainInCases() throws {
        for id in TestCourse.checker.exerciseIDs {
            let cases = try TestCourse.checker.cases(for: id)
            let explained = cases.filter { $0.explain != nil }.map(\.name)
            #expect(explained.isEmpty, "Solutions/\(id)/cases.json: cases with an \"explain\": \(explained.prefix(3))")
            #expect(cases.allSatisfy { $0.rule != nil }, "Solutions/\(id)/cases.json: a case names no rule")
        }
    }

    @Test("a failed case of the course, fixed or generated, says what it checks with its rule's text")
    func failedCaseShowsRuleText() throws {
        let id = "hex-data-strategy"
        let chapter = try #require(TestCourse.setup.course.chapter(forExercise: id))
        let stub = try #require(chapter.snippets.first { $0.kind == .exercise(id: id) })
        let rules = try #require(chapter.rules(for: id)).rules
        // The starter: every value decodes as no bytes, so cases of every rule fail.
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(CheckRequest(exercise: .id(id), answer: .text(stub.code, shownAs: "Exercises/\(id).swift"), seeds: .these([5]), slot: $0))
        }
        let failing = result.cases.filter { $0.hidden && !$0.passed }
        #expect(!failing.isEmpty, "\(result.compileFailure.map { "\($0.diagnostics)" } ?? "the stub passed")")
        #expect(failing.contains { $0.origin == "generated" } && failing.contains { $0.origin != "generated" })
        for item in failing {
            let rule = try #require(item.rule, "\(item.name) names no rule")
            #expect(item.explain == rules.first { $0.number == rule }?.text, "\(item.name): \(item.explain ?? "no text")")
        }
    }
}
