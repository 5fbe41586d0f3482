import Foundation

/// A learner's check of their own answer file, `Exercises/<id>.swift`: the
/// one flow behind `workbook check <id>`, `workbook watch` and the check
/// button of `workbook serve`. It creates the file from the chapter's
/// starter code when there is none, reads it once, checks exactly that
/// text, and records the learner's progress against that same text.
public struct LearnerCheck: Sendable {
    public let checker: Checker
    public let workspace: LearnerWorkspace

    public init(setup: GraderSetup) {
        checker = Checker(setup: setup)
        workspace = LearnerWorkspace(course: setup.course)
    }

    /// One check's result and the answer it judged.
    public struct Outcome: Sendable {
        public let result: CheckResult
        /// The text that was checked (and recorded).
        public let answerText: String
        /// `Exercises/<id>.swift`, as the verdict names it.
        public let displayPath: String
        /// The file was made from the starter code by this check.
        public let createdFromStarter: Bool
    }

    /// Checks the learner's file for exercise `id` (generated cases on
    /// `seed`, or a fresh one) and records the verdict. Throws a
    /// ``GradingError`` for an unknown exercise or a file that is not an
    /// answer (empty, not UTF-8), recording nothing.
    public func run(_ id: String, seed: UInt64? = nil, slot: Int = 0) throws -> Outcome {
        _ = try checker.validate(exercise: id)
        let (url, created) = try workspace.ensureAnswer(for: id)
        let display = workspace.displayPath(for: url)
        let text = try checker.answerText(at: url, displayPath: display, exercise: id)
        let result = try checker.check(CheckRequest(exercise: .id(id), answer: .text(text, shownAs: display), seeds: .given(seed), slot: slot))
        try? workspace.record(result, answerText: text)
        return Outcome(result: result, answerText: text, displayPath: display, createdFromStarter: created)
    }
}
