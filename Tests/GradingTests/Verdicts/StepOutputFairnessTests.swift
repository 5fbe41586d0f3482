import Foundation
@testable import Grading
import Literate
import Testing

/// A step's expected output never depends on what the rules leave to the
/// learner: with any answer that passes its check in place of the reference
/// — every alternative (Answers/<id>/alt-*.swift, which word their errors and
/// shape their code their own way, some differing from the reference only in
/// what the rules leave open, such as link-table's alt-own-wording.swift) —
/// every later step of the chapter that includes the
/// exercise still prints what the chapter shows. (The exercise's own
/// visible case is part of its check.) So an answer decides a later step's
/// output only through what its rules fix.
@Suite("Later steps print the same with any answer that passes its check", .serialized, .tags(.slow))
struct StepOutputFairnessTests {
    /// Where the later steps of `fixture`'s chapter print something else
    /// than the chapter shows, with `fixture` as its exercise's answer and
    /// the reference answers for the chapter's other exercises.
    static func laterStepMismatches(_ fixture: AnswerFixture) throws -> [String] {
        let (setup, root) = try StepRunnerTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = setup.course
        let chapter = try #require(course.chapter(forExercise: fixture.exercise))
        for id in chapter.exerciseIDs where id != fixture.exercise {
            try StepRunnerTests.write(try String(contentsOf: course.referenceAnswer(for: id), encoding: .utf8), to: root, id: id)
        }
        try StepRunnerTests.write(fixture.text, to: root, id: fixture.exercise)
        let runner = StepRunner(setup: setup)
        let later = try runner.steps(of: chapter).filter { $0.exercises.contains(fixture.exercise) && $0.visibleCaseOf != fixture.exercise }
        var mismatches: [String] = []
        for step in later {
            guard case let .output(elide) = step.output.kind else { continue }
            let outcome = try TestCourse.slots.with { try runner.run(step, slot: $0) }
            if !outcome.matches {
                let mismatch = OutputMatcher(elide: elide).firstMismatch(expected: step.output.code, actual: outcome.printed)
                mismatches.append("\(chapter.path):\(step.output.fenceLine) (step \(step.name)): "
                    + (mismatch.map { "expected \($0.expected ?? "(nothing)"), printed \($0.actual ?? "(nothing)")" } ?? "did not end normally"))
            }
        }
        return mismatches
    }

    static func check(_ fixture: AnswerFixture) throws -> CheckResult {
        try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(fixture.exercise), answer: .file(fixture.url, shownAs: nil), slot: $0)) }
    }

    /// Every alternative of every exercise: the answers that pass their
    /// check (AnswerTests proves they do, and that every wrong-*.swift fails).
    static let alternatives = AnswerFixture.exerciseFolders.flatMap { AnswerFixture.all(in: $0) { $0.hasPrefix("alt-") } }

    @Test("every answer that passes its check keeps every later step of its chapter", arguments: alternatives)
    func passingAnswers(_ fixture: AnswerFixture) throws {
        #expect(fixture.expectation == "expect-pass")
        let mismatches = try Self.laterStepMismatches(fixture)
        #expect(mismatches.isEmpty, "\(fixture.testDescription) passes its check, yet: \(mismatches.joined(separator: "; "))")
    }

    /// link-table and workshop-dates: an error without its coding path used
    /// to pass the check and then change what a later step prints. Rule 6 of
    /// each now states the path, so such an answer fails its check, on rule 6
    /// alone.
    @Test("an error made with an empty coding path fails rule 6, the rule the later steps depend on",
          arguments: [("link-table", "wrong-empty-coding-path.swift"), ("workshop-dates", "wrong-empty-coding-path.swift")])
    func emptyCodingPath(_ id: String, _ name: String) throws {
        let fixture = try #require(AnswerFixture.all(in: id) { $0 == name }.first)
        let result = try Self.check(fixture)
        #expect(result.status == .failed)
        let failing = result.cases.filter { !$0.passed }
        #expect(!failing.isEmpty && failing.allSatisfy { $0.rule == 6 }, "\(failing.map { "\($0.name) (rule \($0.rule.map(String.init) ?? "none"))" })")
        // The later steps do depend on it: that is why rule 6 is stated.
        #expect(try !Self.laterStepMismatches(fixture).isEmpty)
    }
}
