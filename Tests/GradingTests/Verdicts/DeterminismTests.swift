import Foundation
@testable import Grading
import Literate
import Sandbox
import Testing

/// The same answer, seed and grading material give the same verdict on
/// every run: nothing in the answer's process is drawn at random.
@Suite("The same answer, the same verdict", .serialized, .tags(.slow))
struct DeterminismTests {
    @Test("every sandboxed run fixes Swift's hash seed, and the sandbox passes it on")
    func environmentPinsHashing() throws {
        for zone in [RunEnvironment.chapterTimeZone, RunEnvironment.caseTimeZone] {
            #expect(RunEnvironment.environment(timeZone: zone)["SWIFT_DETERMINISTIC_HASHING"] == "1")
        }
        let sandbox = TestCourse.setup.sandbox
        let request = RunRequest(executable: "/bin/sh", environment: RunEnvironment.environment(timeZone: "UTC"))
        let (arguments, environment) = try sandbox.commandLine(for: request)
        if sandbox.isolation == .sandboxed {
            let index = try #require(arguments.firstIndex { $0 == "SWIFT_DETERMINISTIC_HASHING" })
            #expect(arguments[index - 1] == "--setenv" && arguments[index + 1] == "1")
        } else {
            #expect(environment["SWIFT_DETERMINISTIC_HASHING"] == "1")
        }
    }

    @Test("a userinfo-interval answer that keeps Dictionary order gets one verdict in five checks, each making its generated cases afresh")
    func unsortedAnswerIsStable() throws {
        let answer = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/userinfo-interval/wrong-unsorted.swift")
        // A cache of its own, so nothing of another test's runs is read; its
        // compiled programs are built once (they are keyed by their content,
        // and what runs them is under test, not the compiler). Before each
        // check the generated cases go, so every check runs the reference
        // answer for them again as well as the answer: five runs of each.
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("determinism-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let setup = try GraderSetup(course: TestCourse.setup.course, productsDirectory: TestCourse.productsDirectory, cacheDirectory: cache,
                                    limits: TestCourse.setup.limits)
        var verdicts: [[String]] = []
        for _ in 0..<5 {
            try? FileManager.default.removeItem(at: cache.appendingPathComponent("generated"))
            let result = try TestCourse.slots.with { try Checker(setup: setup).check(CheckRequest(exercise: .id("userinfo-interval"), answer: .file(answer, shownAs: nil), seeds: .one(4242), slot: $0)) }
            #expect(result.status == .failed)
            verdicts.append(result.cases.map { "\($0.name): \($0.status)" })
        }
        let failing = verdicts.map { $0.filter { !$0.hasSuffix(": passed") }.count }
        #expect(Set(verdicts.map { $0.joined(separator: "\n") }).count == 1, "failing cases per check: \(failing)")
    }
}
