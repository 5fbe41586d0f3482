import Foundation
import Grading
import Literate
import Sandbox
import Testing

/// The repository's own course, loaded once for every grading test.
enum TestCourse {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        fatalError("the tests must live inside the repository")
    }()

    /// SwiftPM's build folder: where the test bundle and libCourseSupport are.
    static let productsDirectory: URL = {
        var url = Bundle.main.bundleURL
        for candidate in [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()] {
            url = candidate
            while url.path != "/" {
                if FileManager.default.fileExists(atPath: url.appendingPathComponent("Modules").path) { return url }
                url = url.deletingLastPathComponent()
            }
        }
        return root.appendingPathComponent(".build/debug")
    }()

    static let setup: GraderSetup = {
        let course = try! Course.load(root: root)
        var limits = Limits()
        limits.wallClockSeconds = 5
        limits.cpuSeconds = 5
        return try! GraderSetup(course: course, productsDirectory: productsDirectory, limits: limits)
    }()

    static let checker = Checker(setup: setup)

    /// Sandbox slots for tests that run at the same time.
    static let slots = TestSlots()
}

final class TestSlots: @unchecked Sendable {
    private let condition = NSCondition()
    // Sixteen slots from 300 up: clear of the slots other suites use
    // (SandboxTests 3 and 40–70, the class suites' `SlotBlocks`,
    // VerificationTests 100+ and 200+) and of slot 0, which a `workbook` binary run by a test
    // takes. Slot uids are machine-wide, so the block depends on the
    // process: two test runs at once on one machine rarely share one.
    private var free = Array(((300 + Int(getpid() % 40) * 16)..<(316 + Int(getpid() % 40) * 16)).reversed())

    /// Runs `body` with a sandbox slot no other test holds, waiting for one
    /// when all are taken: two runs in one slot share its uid, its process
    /// limit and its clean-up, and disturb each other.
    func with<T>(_ body: (Int) throws -> T) rethrows -> T {
        condition.lock()
        while free.isEmpty { condition.wait() }
        let slot = free.removeLast()
        condition.unlock()
        defer {
            condition.lock()
            free.append(slot)
            condition.signal()
            condition.unlock()
        }
        return try body(slot)
    }
}

/// An answer file under Tests/GradingTests/Answers with its declared
/// expectation in the first lines:
/// `// expect-pass`, `// expect-fail: <case name>|visible|compile|generated`, or for
/// hostile answers `// exercise: <id>` and `// expect: <status> ["text"]`.
struct AnswerFixture: CustomTestStringConvertible, Sendable {
    let url: URL
    let exercise: String
    let expectation: String

    var testDescription: String { "\(exercise)/\(url.lastPathComponent)" }

    var text: String { (try? String(contentsOf: url, encoding: .utf8)) ?? "" }

    static func all(in folder: String, where include: (String) -> Bool = { _ in true }) -> [AnswerFixture] {
        let base = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers").appendingPathComponent(folder)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []).filter { $0.hasSuffix(".swift") && include($0) }.sorted()
        return names.map { name in
            let url = base.appendingPathComponent(name)
            let lines = ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").prefix(3).map(String.init)
            let exercise = lines.first { $0.hasPrefix("// exercise: ") }.map { String($0.dropFirst(13)) } ?? folder
            let expectation = lines.first { $0.hasPrefix("// expect") }.map { String($0.dropFirst(3)) } ?? "(none)"
            return AnswerFixture(url: url, exercise: exercise, expectation: expectation)
        }
    }

    static let exerciseFolders: [String] = {
        let folder = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !["hostile", "concurrency", "unprivileged", "trust"].contains($0) && !$0.hasPrefix(".") }.sorted()
    }()
}
