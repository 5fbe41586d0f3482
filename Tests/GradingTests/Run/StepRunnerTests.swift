import Foundation
@testable import Grading
import Literate
import Testing

/// `workbook run`: a chapter's step with the learner's own answer.
@Suite("Running a chapter's step with the learner's answer", .tags(.slow))
struct StepRunnerTests {
    /// A copy of the course's chapters and solutions, so a test's
    /// Exercises/ never touches the developer's own answers.
    static func course() throws -> (GraderSetup, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("step-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["Chapters", "Solutions"] {
            try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        let course = try Course.load(root: root)
        return (try GraderSetup(course: course, productsDirectory: TestCourse.productsDirectory, limits: TestCourse.setup.limits), root)
    }

    static func write(_ text: String, to root: URL, id: String) throws {
        let url = root.appendingPathComponent("Exercises/\(id).swift")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test("a step without an exercise prints its output block; a rerun is cached")
    func firstStepMatches() throws {
        let (setup, root) = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = StepRunner(setup: setup)
        let chapter = try #require(runner.chapter(named: "1"))
        #expect(runner.chapter(named: "RaysBooks")?.path == chapter.path)
        let steps = try runner.steps(of: chapter)
        #expect(steps.count >= 2)
        #expect(steps[0].exercises.isEmpty)
        let outcome = try TestCourse.slots.with { try runner.run(steps[0], slot: $0) }
        #expect(outcome.matches, "\(outcome.printed)")
        let start = Date()
        let again = try TestCourse.slots.with { try runner.run(try runner.steps(of: chapter)[0], slot: $0) }
        #expect(again.matches)
        #expect(Date().timeIntervalSince(start) < 2, "an unchanged step is cached")
    }

    @Test("the last step uses the learner's answer, never the reference: stub and wrong answer differ, the reference text matches")
    func learnerAnswerIsUsed() throws {
        let (setup, root) = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = StepRunner(setup: setup)
        let chapter = try #require(runner.chapter(named: "rays-books"))
        let last = { try runner.steps(of: chapter).first { $0.exercises.contains("kebab-strategy") && $0.output.code.contains("kebab") }! }

        // No answer yet: the starter code, which prints something else.
        let stub = try TestCourse.slots.with { try runner.run(try last(), slot: $0) }
        #expect(!stub.matches)

        let wrong = try String(contentsOf: TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/kebab-strategy/wrong-capitalizes-first-word.swift"), encoding: .utf8)
        try Self.write(wrong, to: root, id: "kebab-strategy")
        let step = try last()
        let differs = try TestCourse.slots.with { try runner.run(step, slot: $0) }
        #expect(!differs.matches)
        guard case let .output(elide) = step.output.kind else { Issue.record("not an output block"); return }
        let diff = OutputDiff.lines(expected: step.output.code, printed: differs.printed, elide: elide)
        #expect(diff.contains { if case .expected = $0 { true } else { false } } || diff.contains { if case .printed = $0 { true } else { false } })

        try Self.write(try String(contentsOf: setup.course.referenceAnswer(for: "kebab-strategy"), encoding: .utf8), to: root, id: "kebab-strategy")
        let right = try TestCourse.slots.with { try runner.run(try last(), slot: $0) }
        #expect(right.matches, "\(right.printed)")
    }

    @Test("a type error in the answer is reported at Exercises/<id>.swift and its line")
    func compileErrorIsLocated() throws {
        let (setup, root) = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        var answer = try String(contentsOf: setup.course.referenceAnswer(for: "kebab-strategy"), encoding: .utf8)
        let lines = answer.split(separator: "\n", omittingEmptySubsequences: false).count
        answer += "\nlet workbookSeededError: Int = \"not a number\"\n"
        try Self.write(answer, to: root, id: "kebab-strategy")
        let runner = StepRunner(setup: setup)
        let chapter = try #require(runner.chapter(named: "1"))
        let step = try #require(try runner.steps(of: chapter).last { $0.exercises.contains("kebab-strategy") })
        let outcome = try TestCourse.slots.with { try runner.run(step, slot: $0) }
        guard case let .compileFailed(failure) = outcome.kind else { Issue.record("expected a compile failure"); return }
        let located = failure.diagnostics.first { $0.file == "Exercises/kebab-strategy.swift" }
        #expect(located?.line == lines + 1, "\(failure.diagnostics)")
    }

    @Test("the diff keeps changed lines with a little context")
    func outputDiff() {
        let expected = (1...20).map { "line \($0)" }.joined(separator: "\n")
        let printed = expected.replacingOccurrences(of: "line 10\n", with: "line ten\n")
        let diff = OutputDiff.lines(expected: expected, printed: printed, elide: false, context: 2)
        #expect(diff.first == .skipped(7))
        #expect(diff.contains(.expected("line 10")))
        #expect(diff.contains(.printed("line ten")))
        #expect(diff.last == .skipped(8))
        #expect(OutputDiff.lines(expected: "a … c", printed: "a b c", elide: true).isEmpty)
    }
}
