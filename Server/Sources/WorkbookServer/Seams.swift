import Foundation
import Literate

/// Runs one step of a chapter's program (the program as it stands at that
/// step) and reports what it printed, in the same JSON shape as a check.
/// `workbook run` provides one; until this build has it, the server shows no
/// Run buttons and `POST /api/run/…` answers 501.
public protocol StepRunning: Sendable {
    /// The steps a page offers to run: a stable id and the page's block it follows.
    func steps(of chapter: Chapter) -> [RunnableStep]
    /// Exercism v3 JSON for a run of the step, as `workbook run … --format json` prints it.
    func runJSON(chapter: Chapter, step: String) throws -> Data
}

public struct RunnableStep: Sendable, Equatable {
    public var id: String
    public var title: String
    public init(id: String, title: String) {
        self.id = id
        self.title = title
    }
}

/// Asks a chapter's `quiz` blocks in the page and says whether a choice is
/// right. Until the Literate layer reads quiz blocks, there is none.
public protocol QuizAsking: Sendable {
    func quizzes(of chapter: Chapter) -> [ServedQuiz]
}

public struct ServedQuiz: Sendable, Equatable {
    public var id: String
    public var questionHTML: String
    public var options: [String]
    public var correct: Int
    public var explanationHTML: String?
    public init(id: String, questionHTML: String, options: [String], correct: Int, explanationHTML: String?) {
        self.id = id
        self.questionHTML = questionHTML
        self.options = options
        self.correct = correct
        self.explanationHTML = explanationHTML
    }
}
