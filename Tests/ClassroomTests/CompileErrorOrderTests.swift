import Foundation
import TestSupport
import Testing
@testable import Classroom
@testable import Grading
import Toolchain

/// An answer that does not compile gets the same reason and the same list
/// of errors in every run, whatever order the compiler emitted them in: a
/// Python file handed in as an answer once gave 1:22 and once 1:26 as its
/// first error, and grades.json differed between identical runs.
@Suite("Compile errors in a class report: in the order of their places")
struct CompileErrorOrderTests {
    static let column = ClassReport.ExerciseColumn(id: "kebab-strategy", title: "Kebab", maxScore: 10, caseCount: 5)

    static let errors = [
        Diagnostic(file: "kebab-strategy.swift", line: 1, column: 26, severity: .error, message: "consecutive statements on a line must be separated by ';'"),
        Diagnostic(file: "kebab-strategy.swift", line: 3, column: 1, severity: .error, message: "expressions are not allowed at the top level"),
        Diagnostic(file: "kebab-strategy.swift", line: 1, column: 22, severity: .error, message: "invalid redeclaration of 'json'"),
        Diagnostic(file: "Chapters/01-rays-books.md", line: 120, column: 5, severity: .note, message: "'json' previously declared here"),
        Diagnostic(file: "kebab-strategy.swift", line: 1, column: 8, severity: .error, message: "no such module 'json'"),
        Diagnostic(file: "kebab-strategy.swift", line: 0, column: 0, severity: .error, message: "your answer takes the compiler more than 20 s to type-check"),
        Diagnostic(file: "", line: 0, column: 0, severity: .error, message: "link command failed"),
    ]

    func report(_ diagnostics: [Diagnostic]) -> ExerciseReport {
        let failure = CompileFailure(diagnostics: diagnostics)
        let result = CheckResult(exercise: "kebab-strategy", answerPath: "kebab-strategy.swift", status: .compileError, compileFailure: failure,
                                 cases: [], isolation: .sandboxed, compileSeconds: 0, runSeconds: 0)
        let outcome = StoredOutcome(key: "k", exercise: "kebab-strategy", result: result, unusable: nil)
        return ClassScoring.score(column: Self.column, source: .file(URL(fileURLWithPath: "/nowhere/kebab-strategy.swift"), relativePath: "kebab-strategy.swift"),
                                 outcome: outcome, reused: false)
    }

    @Test("the first error is the first in the file; notes stay with their error; errors without a place come last")
    func order() throws {
        let graded = report(Self.errors)
        #expect(graded.outcome == .compileError)
        #expect(graded.reason == "does not compile: kebab-strategy.swift:1:8: no such module 'json'")
        #expect(graded.compileErrors?.map { "\($0.file):\($0.line):\($0.column)" } == [
            "kebab-strategy.swift:1:8", "kebab-strategy.swift:1:22", "Chapters/01-rays-books.md:120:5",
            "kebab-strategy.swift:1:26", "kebab-strategy.swift:3:1", "kebab-strategy.swift:0:0", ":0:0",
        ])
    }

    @Test("any emission order gives the same report", arguments: 0..<8)
    func anyOrder(seed: Int) {
        // The groups (an error with its note) in another order.
        var groups = DiagnosticParser.groups(Self.errors)
        var generator = SeededGenerator(seed: UInt64(seed + 1))
        groups.shuffle(using: &generator)
        #expect(report(groups.flatMap { $0 }) == report(Self.errors))
    }

    @Test("errors at one place are ordered by message, so their order is fixed too")
    func samePlace() {
        let a = Diagnostic(file: "kebab-strategy.swift", line: 1, column: 12, severity: .error, message: "expected expression")
        let b = Diagnostic(file: "kebab-strategy.swift", line: 1, column: 12, severity: .error, message: "consecutive statements on a line must be separated by ';'")
        #expect(report([a, b]) == report([b, a]))
        #expect(report([a, b]).reason == "does not compile: kebab-strategy.swift:1:12: consecutive statements on a line must be separated by ';'")
    }
}
