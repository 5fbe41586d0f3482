import Foundation

/// The core of `workbook quiz`: which questions a run asks, how a question
/// looks in a terminal, how an answer is read and judged. It does no I/O of
/// its own (lines come in and go out through closures), so tests drive it
/// with strings; the command records the results in the learner's progress.
public struct QuizSession: Sendable {
    /// One question and the chapter it belongs to.
    public struct Item: Sendable {
        public let chapter: Chapter
        public let snippet: Snippet
        public let quiz: Quiz

        public init(chapter: Chapter, snippet: Snippet, quiz: Quiz) {
            self.chapter = chapter
            self.snippet = snippet
            self.quiz = quiz
        }

        /// `rays-books/first-book`: the chapter's slug and the quiz id, unique
        /// in the course. Progress is recorded under this key.
        public var key: String { "\(chapter.slug)/\(quiz.id)" }

        /// One line for `workbook quiz --list`: the key, then the question's
        /// first paragraph, its lines joined.
        public var listLine: String {
            let paragraph = quiz.question.components(separatedBy: "\n\n").first ?? ""
            return "\(key)  " + paragraph.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }
    }

    /// What happened to one question.
    public struct Answer: Sendable, Equatable {
        public let key: String
        /// 0-based option index chosen.
        public let chosen: Int
        public let correct: Bool

        public init(key: String, chosen: Int, correct: Bool) {
            self.key = key
            self.chosen = chosen
            self.correct = correct
        }
    }

    public let items: [Item]

    public init(items: [Item]) { self.items = items }

    /// Every quiz of the course, or of one chapter. A chapter is named by its
    /// number (`1`, `01`), slug (`rays-books`) or file name
    /// (`01-rays-books`, `01-rays-books.md`).
    public init(course: Course, chapter selector: String? = nil) throws {
        var chapters = course.chapters
        if let selector {
            let wanted = selector.hasSuffix(".md") ? String(selector.dropLast(3)) : selector
            chapters = chapters.filter { chapter in
                Int(wanted) == chapter.number || wanted == chapter.slug
                    || wanted == Self.stem(chapter)
                    || wanted == chapter.path || wanted == "Chapters/" + Self.stem(chapter)
            }
            guard !chapters.isEmpty else {
                let known = course.chapters.map { Self.stem($0) }
                let suggestion = closestMatch(to: wanted, in: course.chapters.map(\.slug) + known)
                throw QuizSessionError("no chapter '\(selector)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
                    + " Name a chapter by number or slug: \(known.joined(separator: ", ")).")
            }
        }
        items = chapters.flatMap { chapter in chapter.quizzes.map { Item(chapter: chapter, snippet: $0.snippet, quiz: $0.quiz) } }
    }

    /// `01-rays-books`: the chapter's file name without `.md`.
    static func stem(_ chapter: Chapter) -> String {
        (chapter.number < 10 ? "0" : "") + "\(chapter.number)-\(chapter.slug)"
    }

    /// The item a `--answer` names: its full key (`rays-books/first-book`) or
    /// its quiz id alone when only one chapter has it.
    public func item(named name: String) throws -> Item {
        if let exact = items.first(where: { $0.key == name }) { return exact }
        let byID = items.filter { $0.quiz.id == name }
        if byID.count == 1 { return byID[0] }
        if byID.count > 1 {
            throw QuizSessionError("quiz id '\(name)' is in several chapters (\(byID.map(\.key).joined(separator: ", "))); give the full '<chapter>/<id>'")
        }
        let suggestion = closestMatch(to: name, in: items.map(\.key) + items.map(\.quiz.id))
        throw QuizSessionError("no quiz '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".") + " './workbook quiz --list' shows every quiz.")
    }

    /// The question as shown in a terminal: where it is, the question, the
    /// options lettered A, B, C…
    public static func prompt(for item: Item, number: Int, of total: Int) -> String {
        var lines = ["Question \(number) of \(total) (\(item.chapter.path):\(item.snippet.fenceLine), \(item.key))", item.quiz.question, ""]
        for (index, option) in item.quiz.options.enumerated() {
            lines.append("  \(Quiz.letters[index])) \(option.text)")
        }
        return lines.joined(separator: "\n")
    }

    /// A letter (`b`, ` B `) as an option index, or nil when it names no
    /// option of this quiz.
    public static func choice(_ text: String, optionCount: Int) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard trimmed.count == 1, let letter = trimmed.first, let index = Quiz.letters.firstIndex(of: letter), index < optionCount else { return nil }
        return index
    }

    /// Judges a chosen option and says so: right or wrong, the correct
    /// option, and the explanation.
    public static func verdict(for item: Item, chosen: Int) -> (answer: Answer, text: String) {
        let quiz = item.quiz
        let correct = chosen == quiz.correctIndex
        var text = correct ? "✓ Right: \(quiz.options[chosen].text)"
            : "✗ Not quite: the program prints \(quiz.options[quiz.correctIndex].text) (option \(Quiz.letters[quiz.correctIndex])), not \(quiz.options[chosen].text)."
        if !quiz.explanation.isEmpty { text += "\n" + quiz.explanation }
        return (Answer(key: item.key, chosen: chosen, correct: correct), text)
    }

    /// Asks every item in turn: writes the prompt, reads lines until one
    /// names an option (asking again on anything else), writes the verdict.
    /// Stops early, cleanly, when the input ends; returns what was answered.
    public func ask(readLine: () -> String?, write: (String) -> Void) -> [Answer] {
        var answers: [Answer] = []
        for (index, item) in items.enumerated() {
            write(Self.prompt(for: item, number: index + 1, of: items.count))
            let letters = Quiz.letters.prefix(item.quiz.options.count).map(String.init).joined(separator: ", ")
            var chosen: Int?
            while chosen == nil {
                write("Your answer (\(letters)): ")
                guard let line = readLine() else {
                    write("\nNo more input: \(items.count - index) question(s) not answered. Run './workbook quiz' again, or answer without a terminal with --answer <chapter>/<id>=<letter>.")
                    return answers
                }
                chosen = Self.choice(line, optionCount: item.quiz.options.count)
                if chosen == nil { write("'\(line.trimmingCharacters(in: .whitespaces))' is not one of \(letters).") }
            }
            let verdict = Self.verdict(for: item, chosen: chosen!)
            write(verdict.text + "\n")
            answers.append(verdict.answer)
        }
        return answers
    }
}

/// A problem with what `workbook quiz` was asked: the message says what to do.
public struct QuizSessionError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
