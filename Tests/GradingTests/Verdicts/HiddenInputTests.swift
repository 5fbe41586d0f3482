import Foundation
import Grading
import Testing

/// What the chapter's visible case shows a learner ("Your program printed")
/// comes from a run that never held a hidden input.
@Suite("Hidden inputs never reach the chapter's output", .tags(.slow))
struct HiddenInputTests {
    static let answer = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/trust/prints-hidden-inputs.swift")

    /// The fixed cases' input strings a learner cannot know: not in the chapter.
    static func secretInputs(of id: String) throws -> [String] {
        let chapter = try String(contentsOf: TestCourse.root.appendingPathComponent("Chapters/01-rays-books.md"), encoding: .utf8)
        return try TestCourse.checker.cases(for: id).compactMap { item -> String? in
            guard case let .object(fields) = item.input, case let .string(text)? = fields["value"], text.count >= 4, !chapter.contains(text) else { return nil }
            return text
        }
    }

    @Test("an answer that prints the grader's input during the chapter's program shows none of it")
    func chapterOutputHoldsNoHiddenInput() throws {
        let secrets = try Self.secretInputs(of: "hex-data-strategy")
        #expect(secrets.count >= 3, "the test needs hidden inputs to look for")
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(CheckRequest(exercise: .id("hex-data-strategy"), answer: .file(Self.answer, shownAs: nil), seeds: .one(7), slot: $0))
        }
        let chapter = try #require(result.cases.first { !$0.hidden })
        // It printed more than the chapter shows, so it fails, from its own run.
        #expect(chapter.status == .failed)
        let shown = [chapter.output, chapter.actual ?? "", chapter.message, chapter.expected ?? ""].joined(separator: "\n")
        for secret in secrets {
            #expect(!shown.contains(secret), "the chapter's case shows the hidden input \(secret)")
        }
        // The answer did find the hidden inputs where it was handed them (the
        // hidden cases' own output, which no student-facing report shows).
        let hiddenOutput = result.cases.filter(\.hidden).map(\.output).joined()
        #expect(hiddenOutput.contains("LEAK:"))
        #expect(secrets.contains { hiddenOutput.contains($0) }, "the hostile answer should find the inputs in the run that holds them")
    }

    @Test("a chapter output that matches is shown as the chapter's block, not as the combined run printed it")
    func passingChapterShowsTheBlock() throws {
        let reference = TestCourse.root.appendingPathComponent("Solutions/hex-data-strategy/answer.swift")
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(CheckRequest(exercise: .id("hex-data-strategy"), answer: .file(reference, shownAs: nil), seeds: .one(7), slot: $0))
        }
        #expect(result.status == .passed)
        let chapter = try #require(result.cases.first { !$0.hidden })
        #expect(chapter.passed)
        #expect(!chapter.output.isEmpty)
    }
}
