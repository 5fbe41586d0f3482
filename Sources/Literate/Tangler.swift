import Foundation

/// Replays a chapter's snippets in order and answers what the program looks
/// like at any point: the files of every `output` block's snapshot, an
/// exercise's step, and the final target.
public struct Tangler: Sendable {
    public let chapter: Chapter
    /// The reference answer of an exercise, as a file (see
    /// ``Course/solutionFile(for:)``).
    public let solution: @Sendable (String) throws -> SourceFile

    public init(chapter: Chapter, solution: @escaping @Sendable (String) throws -> SourceFile) {
        self.chapter = chapter
        self.solution = solution
    }

    /// A point where the chapter shows what its program prints.
    public struct Step: Sendable {
        public let output: Snippet
        /// Every file at this point, `main.swift` included, stubs replaced by
        /// reference answers; sorted by name.
        public let files: [SourceFile]
        /// The exercise whose visible case this output is, if any.
        public let exercise: String?
        /// The step's name as the chapter gives it (`3`, `3.2`).
        public let name: StepName
    }

    /// What the grader needs to build an answer's program.
    public struct ExerciseStep: Sendable {
        public let id: String
        public let stub: Snippet
        /// The chapter's expected output with the answer in place: the
        /// visible case. nil when no output block follows the stub.
        public let visibleOutput: Snippet?
        /// The chapter's files at that step without the stub and without
        /// `main.swift`; earlier exercises' stubs replaced by their answers.
        public let files: [SourceFile]
        /// `main.swift` at that step.
        public let main: SourceFile
        public let hints: [Snippet]
    }

    /// The snapshots at every `output` block.
    public func steps() throws -> [Step] {
        var steps: [Step] = []
        try replay { snippet, state, pendingExercise in
            if case .output = snippet.kind {
                steps.append(Step(output: snippet, files: try resolved(state), exercise: pendingExercise,
                                  name: chapter.stepName(of: snippet) ?? StepName(step: steps.count + 1)))
            }
        }
        return steps
    }

    /// A quiz and the chapter's program as it stands at the quiz.
    public struct QuizStep: Sendable {
        public let snippet: Snippet
        public let quiz: Quiz
        /// Every file at this point, `main.swift` included, stubs replaced by
        /// reference answers; sorted by name (as in ``Step/files``).
        public let files: [SourceFile]
    }

    /// The snapshots at every `quiz` block: what `workbook verify` runs to
    /// prove the quiz's marked answer.
    public func quizSteps() throws -> [QuizStep] {
        var steps: [QuizStep] = []
        try replay { snippet, state, _ in
            if let quiz = snippet.quiz {
                steps.append(QuizStep(snippet: snippet, quiz: quiz, files: try resolved(state)))
            }
        }
        return steps
    }

    /// A block shown as failing (`swift fails file=X.swift`), the program
    /// with it in place of `X.swift`, and the errors the chapter shows
    /// after it.
    public struct FailStep: Sendable {
        public let snippet: Snippet
        /// Every file at this point with the block in place of its file,
        /// stubs replaced by reference answers; sorted by name.
        public let files: [SourceFile]
        /// The messages of the `error:` lines in the text block right after
        /// the failing one (file and line left out).
        public let shownErrors: [String]
        /// The fence line of that text block, if there is one.
        public let shownAt: Int?
    }

    /// The snapshots at every `fails` block: what `workbook verify` compiles
    /// to prove the block fails with the error the chapter shows.
    public func failSteps() throws -> [FailStep] {
        var steps: [FailStep] = []
        try replay { snippet, state, _ in
            guard let file = snippet.failsInPlaceOf else { return }
            var placed = state
            placed[file] = .code(name: file, text: header + SourceFile.segment(snippet.code, path: chapter.path, line: snippet.line))
            let next = chapter.snippets.first { $0.blockIndex > snippet.blockIndex }
            let shown = next.flatMap { ["text", ""].contains($0.language) ? $0 : nil }
            steps.append(FailStep(snippet: snippet, files: try resolved(placed),
                                  shownErrors: shown.map { Self.errorMessages(in: $0.code) } ?? [], shownAt: shown?.fenceLine))
        }
        return steps
    }

    /// The messages of the `error: …` lines of a compiler's output as a
    /// chapter quotes it, each once, in order.
    static func errorMessages(in text: String) -> [String] {
        var messages: [String] = []
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "error: ") else { continue }
            let before = line[..<range.lowerBound]
            // `file:4:12: error: …`, `error: …` or a quoted source line's "`- error: …".
            guard before.isEmpty || before.hasSuffix(": ") || before.hasSuffix("`- ") else { continue }
            let message = String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            if !message.isEmpty, !messages.contains(message) { messages.append(message) }
        }
        return messages
    }

    /// The files of the chapter's target: the final snapshot, stubs replaced
    /// by reference answers.
    public func finalFiles() throws -> [SourceFile] {
        var last: [String: Entry] = [:]
        try replay { _, state, _ in last = state }
        return try resolved(last)
    }

    public func exerciseStep(_ id: String) throws -> ExerciseStep {
        guard let stub = chapter.snippets.first(where: { $0.kind == .exercise(id: id) }) else {
            throw LiterateErrors([LiterateDiagnostic(path: chapter.path, line: 1, message: "this chapter has no stub for exercise '\(id)'")])
        }
        var result: ExerciseStep?
        var stateAtStub: [String: Entry]?
        try replay { snippet, state, pendingExercise in
            guard result == nil else { return }
            if snippet == stub { stateAtStub = state }
            if case .output = snippet.kind, pendingExercise == id {
                result = try makeStep(id: id, stub: stub, output: snippet, state: state)
            }
        }
        if let result { return result }
        return try makeStep(id: id, stub: stub, output: nil, state: stateAtStub ?? [:])
    }

    // MARK: - Replay

    private enum Entry: Equatable {
        case code(name: String, text: String)
        case stub(id: String)
    }

    private func makeStep(id: String, stub: Snippet, output: Snippet?, state: [String: Entry]) throws -> ExerciseStep {
        var withoutStub = state
        withoutStub[SourceFile.stubName(id)] = nil
        let files = try resolved(withoutStub)
        guard let main = files.first(where: { $0.name == "main.swift" }) else {
            throw LiterateErrors([LiterateDiagnostic(path: chapter.path, line: stub.fenceLine, message: "exercise '\(id)' has no program (main.swift) at its step")])
        }
        return ExerciseStep(id: id, stub: stub, visibleOutput: output, files: files.filter { $0.name != "main.swift" },
                            main: main, hints: chapter.hints(for: id))
    }

    /// Walks the snippets, calling `visit` after applying each one with the
    /// current files and the exercise whose stub came last without an output
    /// yet.
    private func replay(_ visit: (Snippet, [String: Entry], String?) throws -> Void) throws {
        var state: [String: Entry] = [:]
        var pendingExercise: String?
        for snippet in chapter.snippets {
            switch snippet.kind {
            case let .tangled(file, append):
                let segment = SourceFile.segment(snippet.code, path: chapter.path, line: snippet.line)
                if append, case let .code(_, text)? = state[file] {
                    state[file] = .code(name: file, text: text + segment)
                } else {
                    state[file] = .code(name: file, text: header + segment)
                }
            case let .exercise(id):
                state[SourceFile.stubName(id)] = .stub(id: id)
                pendingExercise = id
            default:
                break
            }
            try visit(snippet, state, pendingExercise)
            if case .output = snippet.kind { pendingExercise = nil }
        }
    }

    private func resolved(_ state: [String: Entry]) throws -> [SourceFile] {
        try state.values.map { entry in
            switch entry {
            case let .code(name, text): SourceFile(name: name, text: text)
            case let .stub(id): try solution(id)
            }
        }.sorted { $0.name < $1.name }
    }

    /// The stub itself as a file, as a learner's fresh answer starts.
    public static func stubFile(_ stub: Snippet, chapterPath: String) -> SourceFile? {
        guard case let .exercise(id) = stub.kind else { return nil }
        return SourceFile(name: SourceFile.stubName(id), text: SourceFile.segment(stub.code, path: chapterPath, line: stub.line))
    }

    private var header: String {
        "// Generated by `workbook tangle` from \(chapter.path). Edit the chapter, not this file.\n"
    }
}

extension Course {
    /// An exercise's reference answer as a snapshot file.
    public func solutionFile(for id: String) throws -> SourceFile {
        let url = referenceAnswer(for: id)
        let path = ExerciseFolder(id: id, url: url.deletingLastPathComponent()).displayPath(.answer)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw LiterateErrors([LiterateDiagnostic(path: path, line: 0, message: "missing reference answer for exercise '\(id)'; every exercise needs \(path)")])
        }
        return SourceFile(name: SourceFile.solutionName(id),
                          text: "// Reference answer, from \(path).\n" + SourceFile.segment(text, path: path, line: 1))
    }

    public func tangler(for chapter: Chapter) -> Tangler {
        let course = self
        return Tangler(chapter: chapter) { try course.solutionFile(for: $0) }
    }
}
