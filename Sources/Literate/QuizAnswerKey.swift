import Foundation
import TOMLKit

/// The answers to a chapter's quizzes, kept in a file of their own beside
/// the chapters (as mdBook's quizzes keep theirs), so that a reader of the
/// chapter's Markdown, in an editor or on GitHub, predicts before seeing
/// them: `Chapters/quiz-answers/NN-slug.toml` for `Chapters/NN-slug.md`
/// (docs/SNIPPETS.md). One table per quiz, named by its id:
///
///     [missing-key]
///     answer = "B"
///     explanation = """
///     The decoder looks for the key your type asks for, …
///     """
///
/// `answer` is the correct option's letter; `explanation` (Markdown,
/// optional) is shown after answering. `workbook quiz`, the site and the
/// browser workbook read the answers from here.
public struct QuizAnswerKey: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public let id: String
        /// The correct option: 0 for A, 1 for B, ….
        public let correct: Int
        public let explanation: String
        /// The 1-based line of the entry's `[id]` in its file.
        public let line: Int
    }

    public let entries: [Entry]
    /// The file, relative to the course root.
    public let path: String

    /// The folder of the answer files, in `Chapters/`.
    public static let folder = "quiz-answers"

    /// `Chapters/quiz-answers/06-field-notes.toml` for `Chapters/06-field-notes.md`.
    public static func path(forChapter chapterPath: String) -> String {
        let url = URL(fileURLWithPath: chapterPath)
        let directory = (chapterPath as NSString).deletingLastPathComponent
        let name = url.deletingPathExtension().lastPathComponent + ".toml"
        return (directory.isEmpty ? "" : directory + "/") + folder + "/" + name
    }

    /// One quiz's table as written.
    private struct Written: Decodable {
        let answer: String
        let explanation: String?
    }

    /// Reads an answer file's TOML. Every problem is located at its line.
    public static func parse(toml text: String, path: String) -> Result<QuizAnswerKey, LiterateErrors> {
        func problem(_ line: Int, _ message: String) -> LiterateDiagnostic { LiterateDiagnostic(path: path, line: line, message: message) }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            return .failure(LiterateErrors([problem(error.source.begin.line, "not valid TOML: \(error.description) (column \(error.source.begin.column))")]))
        } catch {
            return .failure(LiterateErrors([problem(1, "not valid TOML: \(error)")]))
        }
        // A quiz's line: its table's header (or, written as a plain key, that key's line).
        let lines = TOMLLines(text)
        func lineOf(_ id: String) -> Int? { lines.header(id) ?? lines.line(of: id, in: "", exactly: true) }
        var entries: [Entry] = []
        var problems: [LiterateDiagnostic] = []
        for id in table.keys.sorted(by: { (lineOf($0) ?? 0) < (lineOf($1) ?? 0) }) {
            let line = lineOf(id) ?? 1
            guard let quiz = table[id]?.table else {
                problems.append(problem(line, "'\(id)' is not a table; write each quiz's answer as a table named by its id: [\(id)] then answer = \"B\""))
                continue
            }
            for key in quiz.keys where key != "answer" && key != "explanation" {
                problems.append(problem(line, "quiz '\(id)' has a key '\(key)'; a quiz's table holds 'answer' (a letter) and, if you like, 'explanation' (Markdown)"))
            }
            let written: Written
            do {
                written = try TOMLDecoder().decode(Written.self, from: quiz)
            } catch {
                problems.append(problem(line, "quiz '\(id)' needs answer = \"<letter>\" (a string, e.g. answer = \"B\") and, if you like, explanation = \"\"\"…\"\"\""))
                continue
            }
            let letter = written.answer.trimmingCharacters(in: .whitespaces).uppercased()
            guard letter.count == 1, let correct = Quiz.letters.firstIndex(of: letter.first!) else {
                problems.append(problem(line, "'\(written.answer)' is not an option's letter; give one of \(Quiz.letters.map(String.init).joined(separator: ", ")), e.g. answer = \"B\""))
                continue
            }
            let explanation = (written.explanation ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            entries.append(Entry(id: id, correct: correct, explanation: explanation, line: line))
        }
        guard problems.isEmpty else { return .failure(LiterateErrors(problems)) }
        return .success(QuizAnswerKey(entries: entries, path: path))
    }
}
