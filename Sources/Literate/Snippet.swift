/// A top-level code block of a chapter, read through the snippet language
/// (docs/SNIPPETS.md).
public struct Snippet: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Tangled into `file`: replaces its previous snapshot, or appends.
        case tangled(file: String, append: Bool)
        /// Shown to the reader, never compiled.
        case shown
        /// Shown as code that is wrong on purpose: in place of the file its
        /// `file=` names, it does not compile, with the error the chapter
        /// shows after it (`workbook verify` proves both).
        case fails
        /// An exercise's starter stub.
        case exercise(id: String)
        /// What the program prints at this point; verified.
        case output(elide: Bool)
        /// A hint for an exercise (Markdown text).
        case hint(exercise: String)
        /// The numbered rules of an exercise's task (see ``ExerciseRules``).
        case rules(exercise: String)
        /// A predict-the-output question (see ``Quiz``), verified against
        /// the program as it stands at this point.
        case quiz(id: String)
        /// A `quiz-answers` block: answers written in the chapter, where a
        /// reader sees them; refused (they belong in the chapter's answer
        /// file, ``QuizAnswerKey``).
        case quizAnswers
    }

    public let kind: Kind
    public let language: String
    public let info: InfoString
    /// The code as compiled: hidden lines included, their `# ` prefix removed.
    public let code: String
    /// The code as a reader sees it: hidden lines left out.
    public let visibleCode: String
    /// The Markdown line of the code's first line.
    public let line: Int
    /// The Markdown line of the opening fence.
    public let fenceLine: Int
    /// Index of the block in its document's `blocks`.
    public let blockIndex: Int
    /// A quiz's entry in the chapter's answer file (set by ``Chapter``).
    public internal(set) var answer: QuizAnswerKey.Entry?

    public init(kind: Kind, info: InfoString, code: String, visibleCode: String, line: Int, fenceLine: Int, blockIndex: Int) {
        self.kind = kind
        self.language = info.language
        self.info = info
        self.code = code
        self.visibleCode = visibleCode
        self.line = line
        self.fenceLine = fenceLine
        self.blockIndex = blockIndex
    }

    /// The parsed quiz of a `quiz` block with its answer (the reader and the
    /// chapter have validated both).
    public var quiz: Quiz? {
        guard case let .quiz(id) = kind, let answer, case let .success(quiz) = Quiz.parse(id: id, code: code, answer: answer) else { return nil }
        return quiz
    }

    /// The parsed rules of a `rules` block (the reader has validated them).
    public var rules: ExerciseRules? {
        guard case let .rules(exercise) = kind, case let .success(rules) = ExerciseRules.parse(exercise: exercise, text: code) else { return nil }
        return rules
    }

    /// The file a `fails` block stands in place of (`file=`).
    public var failsInPlaceOf: String? {
        kind == .fails ? info.value(of: "file") : nil
    }

    /// True for snippets whose code is compiled (tangled files and stubs).
    public var isCompiled: Bool {
        switch kind {
        case .tangled, .exercise: true
        default: false
        }
    }

    /// Splits code into what is compiled and what is shown: a line that is
    /// `#` alone or starts with `# ` is hidden.
    static func splitHiddenLines(_ code: String) -> (compiled: String, visible: String) {
        var compiled: [Substring] = []
        var visible: [Substring] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "#" {
                compiled.append("")
            } else if line.hasPrefix("# ") {
                compiled.append(line.dropFirst(2))
            } else {
                compiled.append(line)
                visible.append(line)
            }
        }
        return (compiled.joined(separator: "\n"), visible.joined(separator: "\n"))
    }
}
