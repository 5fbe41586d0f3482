import Foundation
@testable import Literate
import Testing

/// The core of `workbook quiz` and of verify's quiz proof, on a small
/// in-memory chapter.
@Suite("Quizzes: judging, asking, proving")
struct QuizSessionTests {
    static let markdown = wrapped(
        fence("swift file=main.swift", "print(\"keyNotFound at [0]\")")
        + fence("quiz id=which-error", """
          Which error does this step print?
          - [ ] `typeMismatch`
          - [ ] `keyNotFound`
          - [ ] `dataCorrupted`
          """)
        + fence("quiz id=which-path", """
          At which path?
          - [ ] `[0]`
          - [ ] `[1]`
          """))

    /// The chapter's quiz answer file.
    static let answers = """
        [which-error]
        answer = "B"
        explanation = "The key is missing."

        [which-path]
        answer = "A"
        """

    func session() throws -> QuizSession {
        let chapter = try Chapter(markdown: Self.markdown, path: demoPath, knownExercises: demoExercises, quizAnswers: Self.answers)
        return QuizSession(items: chapter.quizzes.map { QuizSession.Item(chapter: chapter, snippet: $0.snippet, quiz: $0.quiz) })
    }

    @Test func aRightQuizHasNoProblems() throws {
        let quiz = try session().items[0].quiz
        #expect(quiz.problems(withOutput: "Decoding failed: keyNotFound at [0]\n") == [])
    }

    @Test func aQuizWhoseAnswerIsNotPrintedFails() throws {
        let quiz = try session().items[0].quiz
        let problems = quiz.problems(withOutput: "Decoding failed: typeMismatch\n")
        #expect(problems.count == 2, "\(problems)")
        #expect(problems.contains { $0.contains("correct option B `keyNotFound` does not occur") })
        #expect(problems.contains { $0.contains("wrong option A `typeMismatch` occurs") })
    }

    @Test func listLinesNameChapterAndQuiz() throws {
        #expect(try session().items.map(\.listLine) == ["demo/which-error  Which error does this step print?", "demo/which-path  At which path?"])
    }

    @Test func lettersAreReadCaseInsensitivelyAndOnlyForExistingOptions() {
        #expect(QuizSession.choice(" b ", optionCount: 3) == 1)
        #expect(QuizSession.choice("C", optionCount: 3) == 2)
        #expect(QuizSession.choice("D", optionCount: 3) == nil)
        #expect(QuizSession.choice("ab", optionCount: 3) == nil)
    }

    @Test func askingReadsLettersRepromptsAndJudges() throws {
        var input = ["x", "B", "b"][...]
        var written: [String] = []
        let answers = try session().ask(readLine: { input.popFirst() }, write: { written.append($0) })
        #expect(answers == [
            QuizSession.Answer(key: "demo/which-error", chosen: 1, correct: true),
            QuizSession.Answer(key: "demo/which-path", chosen: 1, correct: false),
        ])
        let text = written.joined(separator: "\n")
        #expect(text.contains("'x' is not one of A, B, C."))
        #expect(text.contains("✓ Right: `keyNotFound`\nThe key is missing."))
        #expect(text.contains("✗ Not quite: the program prints `[0]` (option A)"))
    }

    @Test func theEndOfInputStopsCleanly() throws {
        var written: [String] = []
        let answers = try session().ask(readLine: { nil }, write: { written.append($0) })
        #expect(answers.isEmpty)
        #expect(written.last?.contains("No more input: 2 question(s) not answered") == true)
    }

    @Test func anAnswerNamesAQuizByKeyOrID() throws {
        let session = try session()
        #expect(try session.item(named: "demo/which-path").quiz.id == "which-path")
        #expect(try session.item(named: "which-error").quiz.id == "which-error")
        #expect(throws: QuizSessionError.self) { try session.item(named: "which-erorr") }
    }
}
