import Foundation
import Literate
import Markdown
import Testing

/// A reader of a chapter's Markdown predicts before seeing the answer: the
/// quiz blocks hold no tick and no explanation, and the answers stand in the
/// chapter's answer key (a `quiz-answers` block after the last quiz), which
/// the tool reads.
@Suite("Quiz answers: out of sight until the reader predicts")
struct QuizAnswerKeyTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let program = fence("swift file=main.swift", "print(\"keyNotFound at [0]\")")
    static let question = fence("quiz id=which-error", """
        Which error does this step print?
        - [ ] `typeMismatch`
        - [ ] `keyNotFound`
        """)

    @Test("every chapter of the course: no quiz shows a tick or an explanation before its answer key, and every quiz gets its answer from the key")
    func courseChapters() throws {
        let course = try Course.load(root: Self.repository)
        #expect(course.chapters.count >= 8)
        var quizzes = 0
        for chapter in course.chapters {
            var keyLine: Int?
            var lastQuiz = 0
            for block in chapter.document.blocks {
                guard case let .code(code) = block.kind else { continue }
                let info = InfoString(code.info)
                if info.language == "quiz" {
                    lastQuiz = code.line
                    for (offset, line) in code.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                        let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
                        #expect(!trimmed.hasPrefix("- [x]") && !trimmed.hasPrefix("* [x]"),
                                "\(chapter.path):\(code.firstCodeLine + offset): a ticked option, seen before predicting")
                        #expect(!trimmed.hasPrefix(">"), "\(chapter.path):\(code.firstCodeLine + offset): an explanation, seen before predicting")
                    }
                } else if info.language == "quiz-answers" {
                    keyLine = code.line
                }
            }
            guard !chapter.quizzes.isEmpty else { continue }
            quizzes += chapter.quizzes.count
            let key = try #require(keyLine, "\(chapter.path) has quizzes but no answer key")
            #expect(key > lastQuiz, "\(chapter.path): the answer key (line \(key)) stands before a quiz (line \(lastQuiz))")
            // The tool still has every answer: exactly one correct option each.
            for (snippet, quiz) in chapter.quizzes {
                #expect(quiz.options.filter(\.isCorrect).count == 1, "\(chapter.path):\(snippet.fenceLine)")
            }
        }
        #expect(quizzes >= 40, "the course's quizzes: \(quizzes)")
    }

    @Test("the key gives a quiz its correct option and explanation")
    func keyAnswers() throws {
        let chapter = try demoChapter(wrapped(Self.program + Self.question + fence("quiz-answers", """
            which-error: b
            > The key is missing,
            > so the decoder stops.
            """)))
        let quiz = try #require(chapter.quizzes.first?.quiz)
        #expect(quiz.correctIndex == 1)
        #expect(quiz.explanation == "The key is missing,\nso the decoder stops.")
    }

    @Test("a tick or an explanation in the quiz block is an error at its line, naming the answer key")
    func tickRefused() {
        let markdown = wrapped(Self.program + fence("quiz id=which-error", """
            Which error does this step print?
            - [ ] `typeMismatch`
            - [x] `keyNotFound`
            > The key is missing.
            """) + fence("quiz-answers", "which-error: B"))
        let found = problems(markdown)
        #expect(found.contains { $0.line == lineNumber(of: "- [x]", in: markdown) && $0.message.contains("answer key") }, "\(found)")
        #expect(found.contains { $0.line == lineNumber(of: "> The key", in: markdown) && $0.message.contains("answer key") }, "\(found)")
    }

    @Test("a quiz without an answer, an answer without a quiz, two answers, a letter past the options: errors at their lines")
    func keyMistakes() {
        let missing = wrapped(Self.program + Self.question + fence("quiz-answers", "other-quiz: A"))
        let found = problems(missing)
        #expect(found.contains { $0.line == lineNumber(of: "```quiz id=which-error", in: missing) && $0.message.contains("has no answer") }, "\(found)")
        #expect(found.contains { $0.line == lineNumber(of: "other-quiz: A", in: missing) && $0.message.contains("does not have") }, "\(found)")

        let twice = wrapped(Self.program + Self.question + fence("quiz-answers", "which-error: A\nwhich-error: B"))
        #expect(problems(twice).contains { $0.line == lineNumber(of: "which-error: B", in: twice) && $0.message.contains("second answer") })

        let past = wrapped(Self.program + Self.question + fence("quiz-answers", "which-error: C"))
        #expect(problems(past).contains { $0.line == lineNumber(of: "which-error: C", in: past) && $0.message.contains("only options A to B") })

        let notLetter = wrapped(Self.program + Self.question + fence("quiz-answers", "which-error: keyNotFound"))
        #expect(problems(notLetter).contains { $0.line == lineNumber(of: "which-error: keyNotFound", in: notLetter) && $0.message.contains("not an option's letter") })
    }
}
