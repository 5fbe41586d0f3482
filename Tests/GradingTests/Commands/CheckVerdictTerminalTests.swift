import Foundation
import Testing

/// `workbook check`'s verdict as a learner sees it: the built command, in a
/// pseudo-terminal (colour) and through a pipe or with NO_COLOR (none).
@Suite("workbook check's verdict in a terminal", .tags(.slow))
struct CheckVerdictTerminalTests {
    @Test("a wrong answer's verdict: grouped by rule, red and bold on a terminal only, never with NO_COLOR")
    func verdictInTerminal() throws {
        try #require(FileManager.default.isExecutableFile(atPath: RunCommandTests.binary.path), "build the workbook first (swift build)")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a pseudo-terminal")
        let root = try RunCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let answer = TestCourse.root.appendingPathComponent("Solutions/workshop-dates/mutations/rule1-day-in-local-zone.swift").path
        let arguments = ["check", "workshop-dates", "--answer", answer, "--seed", "7"]

        let tty = try RunCommandTests.run(arguments, in: root, terminal: true)
        #expect(tty.status == 1, "\(tty.output)")
        #expect(tty.output.contains("\u{1B}[31m"), "red on a terminal")
        #expect(tty.output.contains("\u{1B}[1m  Rule 1"), "the rule's heading in bold")
        #expect(tty.output.contains("9 h 30 min"), "a day off by the cases' time zone, shown as dates")

        let noColor = try RunCommandTests.run(arguments, in: root, terminal: true, environment: ["NO_COLOR": "1"])
        #expect(noColor.status == 1)
        #expect(!noColor.output.contains("\u{1B}["), "NO_COLOR is honoured")
        #expect(noColor.output.contains("  Rule 1 — "))

        let piped = try RunCommandTests.run(arguments, in: root, terminal: false)
        #expect(piped.status == 1)
        #expect(!piped.output.contains("\u{1B}["), "no colour through a pipe")
        let lines = piped.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("  Rule ") }.allSatisfy { $0.hasPrefix("  Rule 1 ") }, "only rule 1 is broken:\n\(piped.output)")
    }
}
