import Foundation
import Testing
import Grading

/// `workbook run` as a learner meets it: the built command on a copy of the
/// course, in a pseudo-terminal where colour matters.
@Suite("workbook run, end to end")
struct RunCommandTests {
    static var binary: URL { TestCourse.productsDirectory.appendingPathComponent("workbook") }

    static func course() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("run-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["Chapters", "Solutions"] {
            try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        return root
    }

    /// Runs `command` through `script` (a pseudo-terminal) or a plain pipe.
    static func run(_ arguments: [String], in root: URL, terminal: Bool, environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        let line = ([binary.path] + arguments + ["--course", root.path]).map { "'\($0)'" }.joined(separator: " ")
        if terminal {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-q", "-e", "-c", line, "/dev/null"]
        } else {
            process.executableURL = binary
            process.arguments = arguments + ["--course", root.path]
        }
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TERM"] = "xterm"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test("step 1 matches: exit 0, colour on a terminal only, never with NO_COLOR")
    func colourOnTerminalOnly() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a pseudo-terminal")
        let root = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let tty = try Self.run(["run", "1", "--step", "1"], in: root, terminal: true)
        #expect(tty.status == 0, "\(tty.output)")
        #expect(tty.output.contains("\u{1B}[32m"), "green on a terminal")
        #expect(tty.output.contains("prints what the chapter shows"))
        let noColor = try Self.run(["run", "1", "--step", "1"], in: root, terminal: true, environment: ["NO_COLOR": "1"])
        #expect(noColor.status == 0)
        #expect(!noColor.output.contains("\u{1B}["), "NO_COLOR is honoured")
        let piped = try Self.run(["run", "1", "--step", "1"], in: root, terminal: false)
        #expect(piped.status == 0)
        #expect(!piped.output.contains("\u{1B}["), "no colour into a pipe")
    }

    @Test("a wrong answer: exit 1 and a diff; a bad step: exit 2; --list names every step")
    func wrongAnswerDiffers() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let root = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let answers = root.appendingPathComponent("Exercises")
        try FileManager.default.createDirectory(at: answers, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/kebab-strategy/wrong-capitalizes-first-word.swift"),
                                         to: answers.appendingPathComponent("kebab-strategy.swift"))
        let steps = try StepRunnerTests.course()
        defer { try? FileManager.default.removeItem(at: steps.1) }
        let runner = Grading.StepRunner(setup: steps.0)
        let chapter = try #require(runner.chapter(named: "1"))
        let kebab = try #require(try runner.steps(of: chapter).first { $0.exercises.contains("kebab-strategy") })
        let wrong = try Self.run(["run", "1", "--step", "\(kebab.number)"], in: root, terminal: false)
        #expect(wrong.status == 1, "\(wrong.output)")
        #expect(wrong.output.contains("\n  - "), "the chapter's lines: \(wrong.output)")
        #expect(wrong.output.contains("\n  + "), "the program's lines")
        #expect(wrong.output.contains("Exercises/kebab-strategy.swift"))
        let bad = try Self.run(["run", "1", "--step", "99"], in: root, terminal: false)
        #expect(bad.status == 2)
        let list = try Self.run(["run", "--list"], in: root, terminal: false)
        #expect(list.status == 0)
        #expect(list.output.contains("workbook run 1 --step \(kebab.number)"))
        #expect(list.output.contains("workbook run 4 --step 1"))
    }
}
