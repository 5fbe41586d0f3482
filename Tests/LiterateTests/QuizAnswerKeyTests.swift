import Foundation
import Literate
import Markdown
import Testing

/// A reader of a chapter's Markdown predicts without the answer in sight:
/// the quiz blocks hold no tick and no explanation, and the answers stand
/// in the chapter's answer file outside the Markdown
/// (`Chapters/quiz-answers/NN-slug.toml`), which the tool reads.
@Suite("Quiz answers: out of the chapter, read from their own file")
struct QuizAnswerKeyTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let program = fence("swift file=main.swift", "print(\"keyNotFound at [0]\")")
    static let question = fence("quiz id=which-error", """
        Which error does this step print?
        - [ ] `typeMismatch`
        - [ ] `keyNotFound`
        """)

    /// A demo chapter's quiz answer file.
    static let answersPath = QuizAnswerKey.path(forChapter: demoPath)

    @Test("no chapter file of the course contains a quiz's answer, and every quiz gets its answer from the chapter's answer file")
    func courseChapters() throws {
        let course = try Course.load(root: Self.repository)
        #expect(course.chapters.count >= 8)
        var quizzes = 0
        for chapter in course.chapters {
            let markdown = try String(contentsOf: Self.repository.appendingPathComponent(chapter.path), encoding: .utf8)
            let answers = try String(contentsOf: Self.repository.appendingPathComponent(QuizAnswerKey.path(forChapter: chapter.path)), encoding: .utf8)
            let key = try QuizAnswerKey.parse(toml: answers, path: QuizAnswerKey.path(forChapter: chapter.path)).get()
            // No block of the chapter's Markdown holds an answer: no answer
            // key, no ticked option, no explanation in a quiz block.
            for block in chapter.document.blocks {
                guard case let .code(code) = block.kind else { continue }
                let info = InfoString(code.info)
                #expect(info.language != "quiz-answers", "\(chapter.path):\(code.line): quiz answers in the chapter")
                guard info.language == "quiz" else { continue }
                for (offset, line) in code.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let trimmed = line.trimmingCharacters(in: .whitespaces).lowercased()
                    #expect(!trimmed.hasPrefix("- [x]") && !trimmed.hasPrefix("* [x]"),
                            "\(chapter.path):\(code.firstCodeLine + offset): a ticked option, seen before predicting")
                    #expect(!trimmed.hasPrefix(">"), "\(chapter.path):\(code.firstCodeLine + offset): an explanation, seen before predicting")
                }
            }
            // Nor anywhere else in the file: no line says which letter a
            // quiz's answer is, and no explanation of the answer file appears.
            for entry in key.entries {
                let letter = Quiz.letters[entry.correct]
                #expect(!markdown.contains("\(entry.id): \(letter)"), "\(chapter.path) gives the answer to '\(entry.id)'")
                if let sentence = entry.explanation.split(separator: "\n").first, sentence.count > 20 {
                    #expect(!markdown.contains(sentence), "\(chapter.path) holds the explanation of '\(entry.id)'")
                }
            }
            quizzes += chapter.quizzes.count
            // The tool still has every answer: exactly one correct option each.
            #expect(key.entries.count == chapter.quizzes.count, "\(chapter.path)")
            for (snippet, quiz) in chapter.quizzes {
                #expect(quiz.options.filter(\.isCorrect).count == 1, "\(chapter.path):\(snippet.fenceLine)")
                #expect(quiz.correctIndex == key.entries.first { $0.id == quiz.id }?.correct)
            }
        }
        #expect(quizzes >= 40, "the course's quizzes: \(quizzes)")
    }

    @Test("the answer file gives a quiz its correct option and explanation")
    func keyAnswers() throws {
        let chapter = try Chapter(markdown: wrapped(Self.program + Self.question), path: demoPath, knownExercises: demoExercises, quizAnswers: """
            [which-error]
            answer = "b"
            explanation = \"\"\"
            The key is missing,
            so the decoder stops.
            \"\"\"
            """)
        let quiz = try #require(chapter.quizzes.first?.quiz)
        #expect(quiz.correctIndex == 1)
        #expect(quiz.explanation == "The key is missing,\nso the decoder stops.")
    }

    @Test("the answer file is found beside the chapter on disk, and a changed one is read again through the course index")
    func fileBesideChapter() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-answers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let chapters = root.appendingPathComponent("Chapters")
        try FileManager.default.createDirectory(at: chapters.appendingPathComponent(QuizAnswerKey.folder), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Solutions"), withIntermediateDirectories: true)
        try wrapped(Self.program + Self.question).write(to: chapters.appendingPathComponent("01-demo.md"), atomically: true, encoding: .utf8)
        let answers = chapters.appendingPathComponent(QuizAnswerKey.folder).appendingPathComponent("01-demo.toml")
        try "[which-error]\nanswer = \"B\"\n".write(to: answers, atomically: true, encoding: .utf8)
        let index = root.appendingPathComponent("index.json")
        #expect(try Course.load(root: root, solutions: nil, index: index).chapters[0].quizzes.first?.quiz.correctIndex == 1)
        try "[which-error]\nanswer = \"A\"\n".write(to: answers, atomically: true, encoding: .utf8)
        #expect(try Course.load(root: root, solutions: nil, index: index).chapters[0].quizzes.first?.quiz.correctIndex == 0)
    }

    @Test("a tick or an explanation in the quiz block, or answers written in the chapter, is an error at its line, naming the answer file")
    func tickRefused() {
        let markdown = wrapped(Self.program + fence("quiz id=which-error", """
            Which error does this step print?
            - [ ] `typeMismatch`
            - [x] `keyNotFound`
            > The key is missing.
            """))
        let found = problems(markdown)
        #expect(found.contains { $0.line == lineNumber(of: "- [x]", in: markdown) && $0.message.contains("answer file") }, "\(found)")
        #expect(found.contains { $0.line == lineNumber(of: "> The key", in: markdown) && $0.message.contains("answer file") }, "\(found)")

        let inChapter = wrapped(Self.program + Self.question + fence("quiz-answers", "which-error: B"))
        #expect(problems(inChapter).contains { $0.line == lineNumber(of: "```quiz-answers", in: inChapter) && $0.message.contains(Self.answersPath) })
    }

    @Test("a quiz without an answer, an answer without a quiz, an unknown key, a letter past the options: errors at their lines")
    func keyMistakes() {
        let markdown = wrapped(Self.program + Self.question)
        func problems(_ answers: String) -> [LiterateDiagnostic] {
            do {
                _ = try Chapter(markdown: markdown, path: demoPath, knownExercises: demoExercises, quizAnswers: answers)
                Issue.record("the chapter loaded, but it should have been refused")
                return []
            } catch let errors as LiterateErrors {
                return errors.diagnostics
            } catch {
                Issue.record("\(error)")
                return []
            }
        }
        let missing = problems("[other-quiz]\nanswer = \"A\"\n")
        #expect(missing.contains { $0.path == demoPath && $0.line == lineNumber(of: "```quiz id=which-error", in: markdown) && $0.message.contains("has no answer") }, "\(missing)")
        #expect(missing.contains { $0.path == Self.answersPath && $0.line == 1 && $0.message.contains("does not have") }, "\(missing)")

        let past = problems("# answers\n\n[which-error]\nanswer = \"C\"\n")
        #expect(past.contains { $0.path == Self.answersPath && $0.line == 3 && $0.message.contains("only options A to B") }, "\(past)")

        let notLetter = problems("[which-error]\nanswer = \"keyNotFound\"\n")
        #expect(notLetter.contains { $0.line == 1 && $0.message.contains("not an option's letter") }, "\(notLetter)")

        let unknownKey = problems("[which-error]\nanswer = \"A\"\nexplain = \"x\"\n")
        #expect(unknownKey.contains { $0.message.contains("'explain'") }, "\(unknownKey)")

        let notTOML = problems("[which-error\nanswer = \"A\"\n")
        #expect(notTOML.contains { $0.path == Self.answersPath && $0.message.contains("not valid TOML") }, "\(notTOML)")
    }
}
