import Foundation
@testable import Grading
import Literate
import Testing

/// An answer that declares a type the chapter's code already declares: the
/// learner is shown their line and, as a note, the chapter's declaration at
/// its line of the chapter's Markdown, by `check` and by `run`.
@Suite("A chapter's type declared again in an answer", .serialized, .tags(.slow))
struct RedeclarationTests {
    static func answer() throws -> String {
        try String(contentsOf: TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)
            + "\nstruct Book {\n    let title: String\n}\n"
    }

    /// The line of the chapter a diagnostic names.
    static func chapterLine(file: String, line: Int) throws -> String {
        let text = try String(contentsOf: TestCourse.root.appendingPathComponent(file), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1 && line <= lines.count else { return "" }
        return String(lines[line - 1])
    }

    @Test("check: the answer's error, then a note at the chapter's declaration (Chapters/…md:line)")
    func check() throws {
        let answer = try Self.answer()
        let result = try TestCourse.slots.with {
            try TestCourse.checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .text(answer, shownAs: "Exercises/kebab-strategy.swift"), slot: $0))
        }
        #expect(result.status == .compileError)
        let diagnostics = try #require(result.compileFailure?.diagnostics)
        let error = try #require(diagnostics.first { $0.severity == .error && $0.message.contains("invalid redeclaration of 'Book'") }, "\(diagnostics)")
        #expect(error.file == "Exercises/kebab-strategy.swift")
        #expect(answer.split(separator: "\n", omittingEmptySubsequences: false)[error.line - 1].contains("struct Book"))
        let note = try #require(diagnostics.first { $0.severity == .note && $0.message.contains("previously declared here") }, "no note naming the chapter's declaration: \(diagnostics)")
        #expect(note.file == "Chapters/01-rays-books.md", "\(note)")
        #expect(try Self.chapterLine(file: note.file, line: note.line).contains("struct Book"), "\(note)")
        let report = HumanReport(style: TerminalStyle(enabled: false)).render(result)
        #expect(report.contains("Chapters/01-rays-books.md:\(note.line):\(note.column): note: 'Book' previously declared here"), "\(report)")
    }

    @Test("run: the compiler's notes stay notes, and the chapter's declaration is named at its Markdown line")
    func run() throws {
        try #require(FileManager.default.isExecutableFile(atPath: RunCommandTests.binary.path), "build the workbook first (swift build)")
        let root = try RunCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let answers = root.appendingPathComponent("Exercises")
        try FileManager.default.createDirectory(at: answers, withIntermediateDirectories: true)
        try Data(Self.answer().utf8).write(to: answers.appendingPathComponent("kebab-strategy.swift"))
        let steps = try StepRunnerTests.course()
        defer { try? FileManager.default.removeItem(at: steps.1) }
        let runner = Grading.StepRunner(setup: steps.0)
        let chapter = try #require(runner.chapter(named: "1"))
        let kebab = try #require(try runner.steps(of: chapter).first { $0.exercises.contains("kebab-strategy") })
        let run = try RunCommandTests.run(["run", "1", "--step", "\(kebab.name)"], in: root, terminal: false)
        #expect(run.status == 1, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let notes = lines.filter { $0.contains("previously declared here") }
        #expect(!notes.isEmpty, "\(run.output)")
        for line in notes {
            #expect(line.contains(": note: "), "a note shown as something else: \(line)")
            #expect(!line.contains(": error: "), "a note shown as an error: \(line)")
        }
        #expect(lines.contains { $0.contains("error: invalid redeclaration of 'Book'") }, "\(run.output)")
        #expect(run.output.contains("Chapters/01-rays-books.md:"), "the chapter's declaration by its Markdown line: \(run.output)")
    }
}
