/// A predict-the-output question written in a chapter as a `quiz id=<id>`
/// block (docs/SNIPPETS.md): a question and two to five options, none of them
/// ticked. Which one is right, and the explanation, stand in the chapter's
/// answer file (``QuizAnswerKey``), outside the Markdown, so a reader of the
/// chapter predicts before seeing them.
///
/// Each option holds one backticked string. `workbook verify` runs the
/// chapter's program as it stands at the quiz and requires the correct
/// option's string to occur in what it prints and every other option's
/// string not to, so an answer can never drift from the code.
public struct Quiz: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        /// The option as written after `- [ ] ` (Markdown).
        public let text: String
        /// The backticked string the program's output is searched for.
        public let printed: String
        public let isCorrect: Bool
    }

    public let id: String
    /// The question (Markdown), without the options.
    public let question: String
    public let options: [Option]
    /// Shown after answering (Markdown); may be empty.
    public let explanation: String

    public var correctIndex: Int { options.firstIndex { $0.isCorrect }! }

    /// The option letters as asked in the terminal: A, B, C…
    public static let letters: [Character] = ["A", "B", "C", "D", "E"]

    /// What is wrong with this quiz given what the program printed at its
    /// position: the correct option's text must occur, no wrong option's
    /// text may. Empty when the quiz is right.
    public func problems(withOutput printed: String) -> [String] {
        var problems: [String] = []
        for (index, option) in options.enumerated() {
            let occurs = printed.contains(option.printed)
            if option.isCorrect && !occurs {
                problems.append("the correct option \(Self.letters[index]) `\(option.printed)` does not occur in what the program prints; fix the option or mark the one that does")
            } else if !option.isCorrect && occurs {
                problems.append("the wrong option \(Self.letters[index]) `\(option.printed)` occurs in what the program prints, so it is not wrong; pick a plausible text that is really not printed")
            }
        }
        return problems
    }

    /// Parses a quiz block's code, with its entry of the answer key (none:
    /// the question alone, no option correct yet). Problems come back as
    /// messages with the 0-based line of the code they concern.
    public static func parse(id: String, code: String, answer: QuizAnswerKey.Entry? = nil) -> Result<Quiz, QuizProblems> {
        var question: [String] = []
        var options: [Option] = []
        var problems: [(Int, String)] = []
        for (index, raw) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let ticked = optionMarker(trimmed) {
                if ticked {
                    problems.append((index, "a ticked option ('- [x]') shows every reader of the chapter the answer before they predict; leave every option '- [ ]' and give the answer in the chapter's answer file, Chapters/\(QuizAnswerKey.folder)/<chapter>.toml ('[\(id.isEmpty ? "<quiz id>" : id)]' then 'answer = \"B\"')"))
                }
                let text = String(trimmed.dropFirst(6)).trimmingCharacters(in: .whitespaces)
                let ticked = backticked(text)
                guard ticked.count == 1, let printed = ticked.first, !printed.isEmpty else {
                    problems.append((index, "an option must hold exactly one non-empty `backticked` string: the text looked for in the program's output (found \(ticked.count))"))
                    continue
                }
                options.append(Option(text: text, printed: printed, isCorrect: options.count == answer?.correct))
            } else if trimmed.hasPrefix(">") {
                problems.append((index, "an explanation here gives the answer away before the reader predicts; move it to the chapter's answer file, Chapters/\(QuizAnswerKey.folder)/<chapter>.toml, as the explanation of '[\(id.isEmpty ? "<quiz id>" : id)]'"))
            } else if !options.isEmpty {
                if !trimmed.isEmpty {
                    problems.append((index, "text after the options that is not an option ('- [ ] '); the question comes before the options"))
                }
            } else {
                question.append(line)
            }
        }
        let questionText = question.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        if questionText.isEmpty {
            problems.append((0, "a quiz needs a question before its options"))
        }
        if options.count < 2 || options.count > 5 {
            problems.append((0, "a quiz needs two to five options ('- [ ] `…`'), found \(options.count)"))
        }
        if let answer, answer.correct >= options.count, options.count >= 2 {
            problems.append((0, "the answer file gives \(letters[answer.correct]) for quiz '\(id)', which has only options A to \(letters[options.count - 1])"))
        }
        let printed = options.map(\.printed)
        if Set(printed).count != printed.count {
            problems.append((0, "two options look for the same text; each option's backticked text must differ"))
        }
        guard problems.isEmpty else { return .failure(QuizProblems(problems: problems)) }
        return .success(Quiz(id: id, question: questionText, options: options, explanation: answer?.explanation ?? ""))
    }

    /// true for `- [x] `, false for `- [ ] `, nil for anything else.
    static func optionMarker(_ line: String) -> Bool? {
        guard line.count >= 6, line.hasPrefix("- [") || line.hasPrefix("* ["), Array(line)[4] == "]", Array(line)[5] == " " else { return nil }
        switch Array(line)[3] {
        case " ": return false
        case "x", "X": return true
        default: return nil
        }
    }

    /// The strings between single backticks in a line of Markdown.
    static func backticked(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
            .prefix(text.filter { $0 == "`" }.count / 2).map { $0 }
    }
}

/// What is wrong with a quiz block, by line of its code.
public struct QuizProblems: Error, Sendable {
    public let problems: [(Int, String)]
}

/// The numbered rules of an exercise's task, written in a chapter as a
/// `rules exercise=<id>` block: `1. One testable sentence.` per rule.
public struct ExerciseRules: Sendable, Equatable {
    public struct Rule: Sendable, Equatable {
        public let number: Int
        public let text: String
    }

    public let exercise: String
    public let rules: [Rule]

    /// Parses numbered lines; a line that does not start a rule continues the
    /// previous one. Numbers must run 1, 2, 3… with no gap.
    public static func parse(exercise: String, text: String) -> Result<ExerciseRules, QuizProblems> {
        var rules: [Rule] = []
        var problems: [(Int, String)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if let dot = line.firstIndex(of: "."), let number = Int(line[..<dot]), line[line.index(after: dot)...].hasPrefix(" ") {
                if number != rules.count + 1 {
                    problems.append((index, "rule \(number) is out of order: rules are numbered 1, 2, 3… and this should be \(rules.count + 1)"))
                }
                rules.append(Rule(number: number, text: line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces)))
            } else if let last = rules.popLast() {
                rules.append(Rule(number: last.number, text: last.text + " " + line))
            } else {
                problems.append((index, "a rules block holds numbered sentences ('1. …'); this line comes before the first one"))
            }
        }
        if rules.isEmpty && problems.isEmpty {
            problems.append((0, "a rules block needs at least one numbered rule ('1. …')"))
        }
        guard problems.isEmpty else { return .failure(QuizProblems(problems: problems)) }
        return .success(ExerciseRules(exercise: exercise, rules: rules))
    }
}
