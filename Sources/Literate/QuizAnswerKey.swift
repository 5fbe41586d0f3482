/// The answers to a chapter's quizzes, written apart from the questions so
/// that a reader of the Markdown predicts before seeing them: a
/// `quiz-answers` block, by convention at the end of the chapter
/// (docs/SNIPPETS.md).
///
///     missing-key: B
///     > The decoder looks for the key your type asks for, …
///
/// One `<quiz id>: <letter>` line per quiz, then its optional explanation in
/// `> ` lines (shown after answering).
public struct QuizAnswerKey: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let id: String
        /// The correct option: 0 for A, 1 for B, ….
        public let correct: Int
        public let explanation: String
        /// The 0-based line of the entry's `<id>: <letter>` in the block's code.
        public let line: Int
    }

    public let entries: [Entry]

    public static func parse(code: String) -> Result<QuizAnswerKey, QuizProblems> {
        var entries: [Entry] = []
        var explanation: [String] = []
        var problems: [(Int, String)] = []
        func close() {
            guard let last = entries.popLast() else { return }
            let text = explanation.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            entries.append(Entry(id: last.id, correct: last.correct, explanation: text, line: last.line))
            explanation = []
        }
        for (index, raw) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix(">") {
                if entries.isEmpty {
                    problems.append((index, "an explanation ('> ') before any '<quiz id>: <letter>' line; start each answer with its quiz's id and letter, e.g. 'missing-key: B'"))
                } else {
                    explanation.append(String(line.dropFirst()).trimmingCharacters(in: .whitespaces))
                }
                continue
            }
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty,
                  parts[0].allSatisfy({ ($0.isLetter && $0.isASCII) || $0.isNumber || $0 == "-" }) else {
                problems.append((index, "a line of the answer key is '<quiz id>: <letter>' (e.g. 'missing-key: B') or an explanation ('> …')"))
                continue
            }
            guard parts[1].count == 1, let letter = parts[1].uppercased().first, let correct = Quiz.letters.firstIndex(of: letter) else {
                problems.append((index, "'\(parts[1])' is not an option's letter; give one of \(Quiz.letters.map(String.init).joined(separator: ", ")), e.g. '\(parts[0]): B'"))
                continue
            }
            close()
            entries.append(Entry(id: parts[0], correct: correct, explanation: "", line: index))
        }
        close()
        if entries.isEmpty && problems.isEmpty {
            problems.append((0, "an answer key needs at least one '<quiz id>: <letter>' line"))
        }
        guard problems.isEmpty else { return .failure(QuizProblems(problems: problems)) }
        return .success(QuizAnswerKey(entries: entries))
    }
}
