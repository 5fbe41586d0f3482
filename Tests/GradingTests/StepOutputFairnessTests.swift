import Foundation
@testable import Grading
import Literate
import Testing

/// A step's expected output never depends on what the rules leave to the
/// learner: with an alternative correct answer (Answers/<id>/alt-*.swift,
/// which word their errors and shape their code their own way) in place of
/// the reference, every later step of the chapter that includes the
/// exercise still prints what the chapter shows. (The exercise's own
/// visible case is run by `AnswerTests` for every alternative.)
@Suite("Later steps print the same with any correct answer", .serialized)
struct StepOutputFairnessTests {
    /// One alternative answer per exercise that has any.
    static let alternatives: [AnswerFixture] = {
        var seen: Set<String> = []
        return AnswerFixture.exerciseFolders.flatMap { AnswerFixture.all(in: $0) { $0.hasPrefix("alt-") } }.filter { seen.insert($0.exercise).inserted }
    }()

    @Test("later steps with an alternative answer", arguments: alternatives)
    func laterSteps(_ fixture: AnswerFixture) throws {
        let (setup, root) = try StepRunnerTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let course = setup.course
        let chapter = try #require(course.chapter(forExercise: fixture.exercise))
        // Every other exercise of the chapter answered as the reference does.
        for id in chapter.exerciseIDs where id != fixture.exercise {
            try StepRunnerTests.write(try String(contentsOf: course.referenceAnswer(for: id), encoding: .utf8), to: root, id: id)
        }
        try StepRunnerTests.write(try String(contentsOf: fixture.url, encoding: .utf8), to: root, id: fixture.exercise)
        let runner = StepRunner(setup: setup)
        let later = try runner.steps(of: chapter).filter { $0.exercises.contains(fixture.exercise) && $0.visibleCaseOf != fixture.exercise }
        for step in later {
            let outcome = try TestCourse.slots.with { try runner.run(step, slot: $0) }
            guard case let .output(elide) = step.output.kind else { continue }
            let mismatch = OutputMatcher(elide: elide).firstMismatch(expected: step.output.code, actual: outcome.printed)
            let matches = outcome.matches
            #expect(matches, "\(chapter.path):\(step.output.fenceLine) (step \(step.name)) with \(fixture.url.lastPathComponent): \(mismatch.map { "expected \($0.expected ?? "(nothing)"), printed \($0.actual ?? "(nothing)")" } ?? "did not end normally")")
        }
    }
}
