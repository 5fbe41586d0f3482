import Foundation
import Testing
@testable import Classroom
import Grading
import TextSafety

/// The class's exercism/<student>.json shows a visible case's output as
/// every other report does: made safe (`SafeText.escaped`) and cut by the
/// reports' one cutter (`TextCut`) to Exercism's 500 characters.
@Suite("Exercism export of a class: a program's output")
struct ExercismExportTests {
    func results(output: String) throws -> ExercismReport.Results {
        let visible = TestReport(name: "chapter output (Chapters/01-rays-books.md:120)", hidden: false, status: .failed,
                                 message: "differs", explain: nil, expected: "a", actual: "b", output: output, origin: "Chapters/01-rays-books.md")
        let exercise = ExerciseReport(exercise: "kebab-strategy", status: .fail, detail: .failed, outcome: .wrong, score: 0, maxScore: 1,
                                      reason: nil, file: "kebab-strategy.swift", passedTests: 0, totalTests: 1, reused: false,
                                      compileErrors: nil, tests: [visible])
        let student = StudentReport(name: "mallory", score: 0, maxScore: 1, exercises: [exercise], ignoredFiles: [])
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return try decoder.decode(ExercismReport.Results.self, from: try ReportRenderer.exercism(student))
    }

    @Test("escape sequences and carriage returns are written out, not passed on")
    func safe() throws {
        let printed = "ok\u{1B}]0;owned\u{7}\u{1B}[2J\r✓ passed\u{202E}"
        let output = try #require(try results(output: printed).tests.first?.output)
        #expect(output == SafeText.escaped(printed))
        #expect(!output.unicodeScalars.contains(where: SafeText.isUnsafe), "\(output.debugDescription)")
    }

    @Test("a long output is cut between characters to 500, with the spec's notice")
    func cut() throws {
        let printed = String(repeating: "e\u{301}🙂", count: 400)
        let output = try #require(try results(output: printed).tests.first?.output)
        #expect(output.utf16.count <= ExercismReport.outputLimit)
        #expect(output.hasSuffix("\n" + ExercismReport.truncationNotice))
        let head = String(output.dropLast(ExercismReport.truncationNotice.count + 1))
        #expect(printed.hasPrefix(head), "whole characters: a head ending in a bare e is no prefix of é")
    }
}
