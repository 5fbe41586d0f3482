import Foundation
import Markdown

/// One chapter: a Markdown file in `Chapters/` read through the snippet
/// language.
public struct Chapter: Sendable {
    /// 1 for `01-rays-books.md`.
    public let number: Int
    /// `rays-books` for `01-rays-books.md`.
    public let slug: String
    /// The SwiftPM target the chapter is tangled into: `RaysBooks`.
    public let targetName: String
    /// The text of the first level-1 heading.
    public let title: String
    /// The path relative to the course root: `Chapters/01-rays-books.md`.
    public let path: String
    public let document: MarkdownDocument
    /// One per top-level code block, in order.
    public let snippets: [Snippet]
    /// The name of each output block (by its block index) as the chapter
    /// gives it: see ``StepName``.
    public let stepNames: [Int: StepName]

    /// Parses a chapter's Markdown, with the text of its quiz answer file
    /// (``QuizAnswerKey``; nil when there is none). Collects every problem,
    /// then throws them together as ``LiterateErrors``.
    public init(markdown: String, path: String, knownExercises: Set<String>, quizAnswers: String? = nil) throws {
        let fileName = (path as NSString).lastPathComponent
        guard let (number, slug) = Self.parseFileName(fileName) else {
            throw LiterateErrors([LiterateDiagnostic(path: path, line: 1, message: "a chapter's file name must be 'NN-slug.md' (two digits, a dash, lower-case words joined by dashes), e.g. '01-rays-books.md'")])
        }
        self.number = number
        self.slug = slug
        self.targetName = slug.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        self.path = path
        self.document = MarkdownDocument(markdown, path: path)

        var problems: [LiterateDiagnostic] = []
        var snippets: [Snippet] = []
        let reader = SnippetReader(path: path, knownExercises: knownExercises)
        for (index, block) in document.blocks.enumerated() {
            if case let .code(code) = block.kind {
                switch reader.read(code, blockIndex: index) {
                case let .success(snippet): snippets.append(snippet)
                case let .failure(errors): problems += errors.diagnostics
                }
            }
            for nested in block.nestedCodeBlocks where InfoString(nested.info).attributes.count > 0 || ["output", "hint", "rules", "quiz", "quiz-answers"].contains(InfoString(nested.info).language) {
                problems.append(LiterateDiagnostic(path: path, line: nested.line, message: "a snippet with attributes must stand at the top level, not inside a list or a quote; move it out (the tangler and the grader only read top-level blocks)"))
            }
        }
        problems += Self.attachAnswers(to: &snippets, path: path, answers: quizAnswers)
        self.snippets = snippets
        let title = document.blocks.first { $0.kind == .heading(level: 1) }?.text
        if title == nil {
            problems.append(LiterateDiagnostic(path: path, line: 1, message: "a chapter needs a title: start it with a level-1 heading ('# Title')"))
        }
        self.title = title ?? slug
        problems += Self.checkOrder(snippets, path: path)
        let (names, naming) = Self.nameSteps(document: document, snippets: snippets, path: path)
        self.stepNames = names
        problems += naming
        guard problems.isEmpty else { throw LiterateErrors(problems.sorted { $0.line < $1.line }) }
    }

    /// Reads the chapter at `url` and its quiz answer file beside it
    /// (``QuizAnswerKey/path(forChapter:)``).
    public init(contentsOf url: URL, path: String, knownExercises: Set<String>) throws {
        let markdown: String
        do {
            markdown = try MarkdownDocument.text(contentsOf: url, displayPath: path)
        } catch let MarkdownError.notUTF8(path, line) {
            throw LiterateErrors([LiterateDiagnostic(path: path, line: line, message: "the file is not valid UTF-8; save it as UTF-8 and try again")])
        } catch let MarkdownError.unreadable(path, reason) {
            throw LiterateErrors([LiterateDiagnostic(path: path, line: 0, message: "cannot read the file (\(reason))")])
        }
        try self.init(markdown: markdown, path: path, knownExercises: knownExercises, quizAnswers: Self.quizAnswers(besideChapterAt: url))
    }

    /// The text of the quiz answer file of the chapter at `url`, or nil when
    /// it has none (or it cannot be read as UTF-8).
    public static func quizAnswers(besideChapterAt url: URL) -> String? {
        let file = url.deletingLastPathComponent().appendingPathComponent(QuizAnswerKey.folder)
            .appendingPathComponent(url.deletingPathExtension().lastPathComponent + ".toml")
        guard let data = try? Data(contentsOf: file) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The exercises whose stub this chapter holds, in order.
    public var exerciseIDs: [String] {
        snippets.compactMap { if case let .exercise(id) = $0.kind { id } else { nil } }
    }

    /// The hints for an exercise, in order.
    public func hints(for exercise: String) -> [Snippet] {
        snippets.filter { $0.kind == .hint(exercise: exercise) }
    }

    /// The quizzes, in order.
    public var quizzes: [(snippet: Snippet, quiz: Quiz)] {
        snippets.compactMap { snippet in snippet.quiz.map { (snippet, $0) } }
    }

    /// The numbered rules of an exercise's task, if the chapter states them.
    public func rules(for exercise: String) -> ExerciseRules? {
        snippets.first { $0.kind == .rules(exercise: exercise) }?.rules
    }

    /// The section heading (level 2) a block falls under, if any.
    public func section(containingBlock index: Int) -> String? {
        document.blocks[...index].last { $0.kind == .heading(level: 2) }?.text
    }

    /// The nearest heading of level 2 or 3 above a block, if any: the
    /// subsection a reader is in ("Exercise: …" inside a step).
    public func subsection(containingBlock index: Int) -> String? {
        document.blocks[...index].last { $0.kind == .heading(level: 2) || $0.kind == .heading(level: 3) }?.text
    }

    /// The name of the output block `snippet`, if it is one.
    public func stepName(of snippet: Snippet) -> StepName? {
        stepNames[snippet.blockIndex]
    }

    /// Names the output blocks. With "Step N" headings (level 2), every
    /// output block must stand under one, and the steps are numbered 1, 2,
    /// 3… in order, so a name the reader sees in a heading is the name
    /// `workbook run --step` takes. Without any, blocks are numbered in order.
    static func nameSteps(document: MarkdownDocument, snippets: [Snippet], path: String) -> ([Int: StepName], [LiterateDiagnostic]) {
        var names: [Int: StepName] = [:]
        var problems: [LiterateDiagnostic] = []
        let outputs = snippets.filter { if case .output = $0.kind { true } else { false } }
        let stepHeadings = document.blocks.filter { $0.kind == .heading(level: 2) }.compactMap { block in
            StepName.number(inHeading: block.text).map { (number: $0, line: block.lines.lowerBound) }
        }
        guard !stepHeadings.isEmpty else {
            for (index, output) in outputs.enumerated() { names[output.blockIndex] = StepName(step: index + 1) }
            return (names, [])
        }
        for (index, heading) in stepHeadings.enumerated() where heading.number != index + 1 {
            problems.append(LiterateDiagnostic(path: path, line: heading.line, message: "this is the chapter's \(ordinal(index + 1)) 'Step' heading but it says Step \(heading.number); number the steps 1, 2, 3… in order, since './workbook run --step' takes these numbers"))
        }
        var current: Int?
        var count = 0
        for (index, block) in document.blocks.enumerated() {
            if block.kind == .heading(level: 2) {
                current = StepName.number(inHeading: block.text)
                count = 0
            }
            guard case .code = block.kind, let output = outputs.first(where: { $0.blockIndex == index }) else { continue }
            guard let step = current else {
                let section = document.blocks[...index].last { $0.kind == .heading(level: 2) }?.text
                problems.append(LiterateDiagnostic(path: path, line: output.fenceLine, message: "an output block outside any 'Step N' section\(section.map { " (it is under '\($0)')" } ?? ""): its step would have no name a reader can see; put it under a '## Step N: …' heading (a subsection '### …' inside a step is fine)"))
                continue
            }
            count += 1
            names[index] = StepName(step: step, block: count)
        }
        return (names, problems)
    }

    private static func ordinal(_ n: Int) -> String {
        let suffix = (11...13).contains(n % 100) ? "th" : [1: "st", 2: "nd", 3: "rd"][n % 10] ?? "th"
        return "\(n)\(suffix)"
    }

    static func parseFileName(_ name: String) -> (Int, String)? {
        guard name.hasSuffix(".md") else { return nil }
        let stem = name.dropLast(3)
        let parts = stem.split(separator: "-", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 2, let number = Int(parts[0]),
              !parts[1].isEmpty, parts[1].allSatisfy({ ($0.isLowercase && $0.isASCII) || $0.isNumber || $0 == "-" }),
              !parts[1].hasPrefix("-"), !parts[1].hasSuffix("-")
        else { return nil }
        return (number, String(parts[1]))
    }

    /// Gives each quiz its entry of the chapter's answer file: every quiz has
    /// exactly one, and every entry names a quiz of the chapter. Answers
    /// written in the chapter itself (a `quiz-answers` block) are refused:
    /// every reader of the Markdown would see them before predicting.
    private static func attachAnswers(to snippets: inout [Snippet], path: String, answers text: String?) -> [LiterateDiagnostic] {
        var problems: [LiterateDiagnostic] = []
        let answersPath = QuizAnswerKey.path(forChapter: path)
        for snippet in snippets where snippet.kind == .quizAnswers {
            problems.append(LiterateDiagnostic(path: path, line: snippet.fenceLine, message: "quiz answers in the chapter show every reader the answer before they predict; move them to \(answersPath), one table per quiz ('[<quiz id>]', 'answer = \"B\"', 'explanation = \"\"\"…\"\"\"'), and delete this block"))
        }
        var entries: [String: QuizAnswerKey.Entry] = [:]
        if let text {
            switch QuizAnswerKey.parse(toml: text, path: answersPath) {
            case let .success(key): for entry in key.entries { entries[entry.id] = entry }
            case let .failure(errors): return problems + errors.diagnostics
            }
        }
        var quizIDs: Set<String> = []
        for index in snippets.indices {
            guard case let .quiz(id) = snippets[index].kind else { continue }
            quizIDs.insert(id)
            guard let entry = entries[id] else {
                problems.append(LiterateDiagnostic(path: path, line: snippets[index].fenceLine, message: "quiz '\(id)' has no answer; add it to \(answersPath): '[\(id)]', then 'answer = \"<letter>\"' and, if you like, 'explanation = \"\"\"…\"\"\"'"))
                continue
            }
            if case let .failure(found) = Quiz.parse(id: id, code: snippets[index].code, answer: entry) {
                problems += found.problems.map { $0.0 == 0 ? LiterateDiagnostic(path: answersPath, line: entry.line, message: $0.1) : LiterateDiagnostic(path: path, line: snippets[index].line + $0.0, message: $0.1) }
                continue
            }
            snippets[index].answer = entry
        }
        for (id, entry) in entries where !quizIDs.contains(id) {
            problems.append(LiterateDiagnostic(path: answersPath, line: entry.line, message: "an answer for quiz '\(id)', which \(path) does not have (its quizzes: \(quizIDs.sorted().joined(separator: ", ")))"))
        }
        return problems
    }

    /// Order rules: an output or a quiz needs a program; a stub appears once;
    /// a hint or a rules block follows its stub; an exercise has one rules
    /// block; quiz ids are unique.
    private static func checkOrder(_ snippets: [Snippet], path: String) -> [LiterateDiagnostic] {
        var problems: [LiterateDiagnostic] = []
        var hasMain = false
        var stubs: [String: Int] = [:]
        var rules: [String: Int] = [:]
        var quizzes: [String: Int] = [:]
        for snippet in snippets {
            switch snippet.kind {
            case let .tangled(file, _):
                if file == "main.swift" { hasMain = true }
            case let .exercise(id):
                if let first = stubs[id] {
                    problems.append(LiterateDiagnostic(path: path, line: snippet.fenceLine, message: "a second stub for exercise '\(id)' (the first is at line \(first)); an exercise has one stub"))
                } else {
                    stubs[id] = snippet.fenceLine
                }
            case .output:
                if !hasMain {
                    problems.append(LiterateDiagnostic(path: path, line: snippet.fenceLine, message: "an 'output' block before any 'swift file=main.swift' block: there is no program yet whose output it could be"))
                }
            case let .hint(exercise):
                if stubs[exercise] == nil {
                    problems.append(LiterateDiagnostic(path: path, line: snippet.fenceLine, message: "a hint for '\(exercise)' before that exercise's stub ('swift exercise=\(exercise)'); put hints after the stub"))
                }
            case let .rules(exercise):
                if stubs[exercise] == nil {
                    problems.append(LiterateDiagnostic(path: path, line: snippet.fenceLine, message: "the rules of '\(exercise)' before that exercise's stub ('swift exercise=\(exercise)'); put them right after the stub"))
                }
                if let first = rules[exercise] {
                    problems.append(LiterateDiagnostic(path: path, line: snippet.fenceLine, message: "a second rules block for '\(exercise)' (the first is at line \(first)); state all of an exercise's rules in one block"))
                } else {
                    rules[exercise] = snippet.fenceLine
                }
            case let .quiz(id):
                if !hasMain {
                    problems.append(LiterateDiagnostic(path: path, line: snippet.fenceLine, message: "a quiz before any 'swift file=main.swift' block: there is no program yet whose output it could ask about"))
                }
                if let first = quizzes[id] {
                    problems.append(LiterateDiagnostic(path: path, line: snippet.fenceLine, message: "a second quiz with id '\(id)' (the first is at line \(first)); quiz ids are unique in a chapter"))
                } else {
                    quizzes[id] = snippet.fenceLine
                }
            case .shown, .fails, .quizAnswers:
                break
            }
        }
        return problems
    }
}
