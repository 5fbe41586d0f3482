import Foundation
import Testing
import Grading
import Literate

/// `workbook run` as a learner meets it: the built command on a copy of the
/// course, in a pseudo-terminal where colour matters.
@Suite("workbook run, end to end", .tags(.slow))
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
        let wrong = try Self.run(["run", "1", "--step", "\(kebab.name)"], in: root, terminal: false)
        #expect(wrong.status == 1, "\(wrong.output)")
        #expect(wrong.output.contains("\n  - "), "the chapter's lines: \(wrong.output)")
        #expect(wrong.output.contains("\n  + "), "the program's lines")
        #expect(wrong.output.contains("Exercises/kebab-strategy.swift"))
        let bad = try Self.run(["run", "1", "--step", "99"], in: root, terminal: false)
        #expect(bad.status == 2)
        let list = try Self.run(["run", "--list"], in: root, terminal: false)
        #expect(list.status == 0)
        #expect(list.output.contains("workbook run 1 --step \(kebab.name)"))
        #expect(list.output.contains("workbook run 4 --step 1"))
    }

    /// The text without terminal styling.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression).replacingOccurrences(of: "\r\n", with: "\n")
    }

    @Test("run names the exercise really in the way, suggests it, and creates no file (in a terminal)")
    func namesTheExerciseInTheWay() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a pseudo-terminal")
        let root = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        // links-encoding answered and recorded as passed, as `check` records it; link-table never started.
        let answers = root.appendingPathComponent("Exercises")
        try FileManager.default.createDirectory(at: answers, withIntermediateDirectories: true)
        let answer = try Data(contentsOf: TestCourse.root.appendingPathComponent("Solutions/links-encoding/answer.swift"))
        try answer.write(to: answers.appendingPathComponent("links-encoding.swift"))
        var state = LearnerWorkspace.State()
        state.passed["links-encoding"] = GraderSetup.digest(answer)
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".workbook"), withIntermediateDirectories: true)
        try JSONEncoder().encode(state).write(to: root.appendingPathComponent(".workbook/progress.json"))

        let steps = try StepRunnerTests.course()
        defer { try? FileManager.default.removeItem(at: steps.1) }
        let runner = Grading.StepRunner(setup: steps.0)
        let chapter = try #require(runner.chapter(named: "7"))
        let step = try #require(try runner.steps(of: chapter).first { $0.visibleCaseOf == "links-encoding" })
        #expect(step.exercises.contains("link-table"))

        let notStarted = try Self.run(["run", "7", "--step", step.name.description], in: root, terminal: true)
        let text = Self.plain(notStarted.output)
        #expect(notStarted.status == 1, "\(text)")
        #expect(text.contains("step \(step.name)"), "the step is named as the chapter names it: \(text)")
        #expect(text.contains("Exercises/link-table.swift does not exist yet"), "\(text)")
        #expect(text.contains("Exercises/links-encoding.swift passes its check"), "\(text)")
        #expect(text.contains("The exercise in the way is link-table"), "\(text)")
        #expect(!text.contains("workbook check links-encoding"), "an exercise already passed is not suggested: \(text)")
        #expect(!FileManager.default.fileExists(atPath: answers.appendingPathComponent("link-table.swift").path), "run creates no starter file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: answers.path) == ["links-encoding.swift"], "run writes nothing else")

        // The starter code in a file of its own: named as such.
        let workspace = LearnerWorkspace(course: try Course.load(root: root))
        try workspace.ensureAnswer(for: "link-table")
        let starter = Self.plain(try Self.run(["run", "7", "--step", step.name.description], in: root, terminal: true).output)
        #expect(starter.contains("Exercises/link-table.swift still holds the starter code"), "\(starter)")
        #expect(starter.contains("The exercise in the way is link-table: edit Exercises/link-table.swift"), "\(starter)")
    }

    @Test("--step takes the chapter's names; --list shows them; an unknown one lists the names")
    func stepNames() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let root = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let list = try Self.run(["run", "1", "--list"], in: root, terminal: false)
        #expect(list.status == 0)
        for name in ["1", "2", "2.2", "3", "3.2", "3.3", "5.2", "7"] {
            #expect(list.output.contains("workbook run 1 --step \(name) "), "\(name) in \(list.output)")
        }
        #expect(list.output.contains("Exercise: covers in hexadecimal"))
        let two = try Self.run(["run", "1", "--step", "2.2"], in: root, terminal: false)
        #expect(two.status == 0, "\(two.output)")
        #expect(two.output.contains("── chapter 1, step 2.2: Step 2: A key the JSON spells differently ──"), "\(two.output)")
        #expect(two.output.contains("✓ step 2.2 prints what the chapter shows"))
        let unknown = try Self.run(["run", "1", "--step", "4.9"], in: root, terminal: false)
        #expect(unknown.status == 2)
        #expect(unknown.output.contains("no step '4.9'; its steps are 1, 2, 2.2, 3, 3.2, 3.3"), "\(unknown.output)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Exercises").path))
    }
}
