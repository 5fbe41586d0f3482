import Foundation
import Grading
import Sandbox
import Testing
import Toolchain

/// An answer that makes the type checker stall ends in bounded time with a
/// verdict that says so, and the verdict is kept: a re-check is instant.
@Suite("The compile of an answer has a budget", .tags(.slow))
struct CompileBudgetTests {
    @Test("a stalling answer: 'more than N s to type-check', at its line when the compiler names one, kept by digest")
    func stallingAnswer() throws {
        let budget = 10.0
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("compile-budget-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let setup = try GraderSetup(course: TestCourse.setup.course, productsDirectory: TestCourse.productsDirectory,
                                    cacheDirectory: cache, limits: TestCourse.setup.limits, compileBudgetSeconds: budget)
        let checker = Checker(setup: setup)
        let answer = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/unprivileged/stalls-type-checker.swift")
        let stallLine = try String(contentsOf: answer, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.hasPrefix("let stall = ") }.map { $0 + 1 }
        // The reference answer first, so the step kit is built and only the
        // answer's own compile is timed.
        _ = try TestCourse.slots.with { try checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .file(TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), shownAs: nil), slot: $0)) }

        let start = Date()
        let first: CheckResult
        do {
            first = try TestCourse.slots.with { try checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .file(answer, shownAs: nil), slot: $0)) }
        } catch let GradingError.machineBusy(why) {
            // Starved past the backstop: no verdict at all (and the test says so).
            #expect(Date().timeIntervalSince(start) < budget * Limits.backstopFactor + 15)
            print("compile budget test: the machine was too busy for a verdict (\(why))")
            return
        }
        let elapsed = Date().timeIntervalSince(start)
        #expect(first.status == .compileError)
        let errors = first.compileFailure?.diagnostics.filter { $0.severity == .error } ?? []
        let verdict = try #require(errors.first { $0.message.hasPrefix("your answer takes the compiler more than 10 s to type-check; simplify") },
                                   "\(errors.map(\.rendered))")
        // The budget counts the compiler's own time: later on a busy machine,
        // never past the backstop (`Limits.backstopFactor` times the budget by the clock).
        #expect(elapsed < budget * Limits.backstopFactor + 15, "the budget is \(budget) s; the check took \(elapsed) s")
        if verdict.line > 0 {
            #expect(verdict.line == stallLine)
            #expect(verdict.file.hasSuffix("stalls-type-checker.swift"))
            #expect(verdict.message.contains("simplify this expression"))
        }
        #expect(!verdict.message.contains("this machine is busy"), "a busy compile is no verdict: \(verdict.message)")
        let again = Date()
        let second = try TestCourse.slots.with { try checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .file(answer, shownAs: nil), slot: $0)) }
        #expect(Date().timeIntervalSince(again) < 3, "the verdict is kept by digest: a re-check is instant")
        #expect(second.compileFailure == first.compileFailure)
    }
}
