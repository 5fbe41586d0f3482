import Foundation
import Testing

/// `workbook watch` whose output is not a terminal (an editor's panel, a
/// pipe into `tee`): it never ends by itself, so what it prints must reach
/// the pipe while it watches, not when a buffer fills.
@Suite("workbook watch through a pipe", .tags(.slow))
struct WatchCommandTests {
    final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ more: Data) { lock.withLock { data.append(more) } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }

    @Test("through a pipe, the watch line and the verdict arrive while it is still watching")
    func printsThroughAPipe() throws {
        try #require(FileManager.default.isExecutableFile(atPath: RunCommandTests.binary.path), "build the workbook first (swift build)")
        let root = try RunCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercises = root.appendingPathComponent("Exercises")
        try FileManager.default.createDirectory(at: exercises, withIntermediateDirectories: true)
        // A passing answer: its verdict is short, so a block buffer (4 KiB
        // through a pipe) would hold all of it and nothing would arrive.
        try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift"),
                                         to: exercises.appendingPathComponent("kebab-strategy.swift"))

        let process = Process()
        process.executableURL = RunCommandTests.binary
        process.arguments = ["watch", "kebab-strategy", "--course", root.path]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        output.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        try process.run()
        defer {
            // SIGKILL: the test process's blocked signals (SIGTERM among
            // them) are inherited, so terminate() would not stop it.
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            output.fileHandleForReading.readabilityHandler = nil
        }
        // The watch line is printed before the check starts (which may wait
        // for a sandbox slot on a busy machine): it must arrive at once.
        func wait(seconds: Double, for marker: String) {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline, process.isRunning, !collected.text.contains(marker) { Thread.sleep(forTimeInterval: 0.25) }
        }
        wait(seconds: 30, for: "Watching Exercises/kebab-strategy.swift")
        #expect(collected.text.contains("Watching Exercises/kebab-strategy.swift"), "no watch line through the pipe within 30 s: \(collected.text.prefix(400))")
        // Then the verdict, while the command still runs (an exercise named
        // on the command line is watched on after it passes).
        wait(seconds: 300, for: "kebab-strategy: passed")
        let text = collected.text
        #expect(process.isRunning, "watch stopped by itself: \(text)")
        #expect(text.contains("kebab-strategy: passed"), "no verdict through the pipe within 300 s: \(text.prefix(400))")
        #expect(!text.contains("\u{1B}["), "no terminal codes through a pipe")
    }
}
