import Foundation
import Testing

/// `./workbook check` without an id, its "Next:", and `./workbook list`, as a
/// learner who starts at chapter 6 sees them in a terminal (README, "For a
/// learner").
@Suite("The next step in the terminal", .tags(.slow))
struct NextStepCommandTests {
    @Test("a learner who starts at chapter 6 is sent to chapter 6's next exercise by check, list and a bare check, never to chapter 1")
    func startsAtChapterSix() throws {
        try #require(FileManager.default.isExecutableFile(atPath: RunCommandTests.binary.path), "build the workbook first (swift build)")
        let root = try RunCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let exercises = root.appendingPathComponent("Exercises")
        try FileManager.default.createDirectory(at: exercises, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent("Solutions/lenient-coordinate/answer.swift"),
                                         to: exercises.appendingPathComponent("lenient-coordinate.swift"))

        let passed = try RunCommandTests.run(["check", "lenient-coordinate"], in: root, terminal: true)
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.contains("Next: ./workbook check count-or-many"), "\(passed.output)")

        let list = try RunCommandTests.run(["list"], in: root, terminal: true)
        let lines = list.output.split(whereSeparator: \.isNewline).map(String.init)
        let marked = lines.filter { $0.contains("→") }
        #expect(marked.count == 1 && marked.first?.contains("count-or-many") == true, "list marks chapter 6's next exercise:\n\(list.output)")
        #expect(lines.last?.hasSuffix("Next: ./workbook check count-or-many") == true, "\(list.output)")

        // A bare check: chapter 6's next exercise, made from its starter (which fails).
        let bare = try RunCommandTests.run(["check"], in: root, terminal: true)
        #expect(bare.status == 1, "\(bare.output)")
        #expect(bare.output.contains("Created Exercises/count-or-many.swift"), "\(bare.output)")
        #expect(bare.output.contains("✗ count-or-many: not yet"), "\(bare.output)")
        #expect(!FileManager.default.fileExists(atPath: exercises.appendingPathComponent("hex-data-strategy.swift").path), "never chapter 1's first exercise")
        // And the learner stays on it while it is not passed.
        let again = try RunCommandTests.run(["list"], in: root, terminal: false)
        #expect(again.output.split(whereSeparator: \.isNewline).last.map(String.init) == "Next: ./workbook check count-or-many", "\(again.output)")
    }
}
