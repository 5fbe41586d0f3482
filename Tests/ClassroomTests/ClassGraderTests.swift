import Foundation
@testable import Classroom
import Grading
import Testing
import TestSupport

/// What `ClassGrader` itself decides about a class's files, apart from any
/// verdict: the bytes it grades are the bytes it read for the answer's key.
@Suite("Class grading reads each answer once", .serialized, .tags(.slow))
struct ClassGraderTests {
    /// A logical slot of this suite's own (one worker).
    static let slot = SlotBlocks.classGrader

    /// An answer rewritten after the class was planned (its key and the
    /// similarity report's copy made from the first bytes) is not graded
    /// on the new bytes: that student is told to grade again, and the
    /// class goes on.
    @Test("a file changed between planning and grading is not graded on other bytes than its key's")
    func changedWhileGraded() throws {
        let checker = try ClassFixture.makeChecker()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("changed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = try String(contentsOf: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)
        for student in ["ada", "bob"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(student), withIntermediateDirectories: true)
            try Data(reference.utf8).write(to: folder.appendingPathComponent(student).appendingPathComponent("kebab-strategy.swift"))
        }
        let bob = folder.appendingPathComponent("bob").appendingPathComponent("kebab-strategy.swift")
        var options = GradeOptions(jobs: 1, store: nil)
        options.firstSlot = Self.slot
        let report = try ClassGrader(checker: checker).grade(try Submissions.scan(folder, exerciseIDs: ["kebab-strategy"]), options: options,
                                                             progress: { event in
            // After every key is made, before any answer is graded.
            if case .planned = event { try? Data("// rewritten\n".utf8).write(to: bob) }
        })
        let ada = try #require(report.students.first { $0.name == "ada" }?.exercises.first { $0.exercise == "kebab-strategy" })
        let changed = try #require(report.students.first { $0.name == "bob" }?.exercises.first { $0.exercise == "kebab-strategy" })
        #expect(ada.detail == .passed, "the class goes on: \(ada.detail)")
        #expect(changed.detail == .unusable, "\(changed.detail) \(changed.reason ?? "")")
        #expect(changed.score == 0)
        // Said of the file, with what to do.
        #expect(changed.reason?.hasPrefix("kebab-strategy.swift: ") == true && changed.reason?.contains("grade again") == true, "\(changed.reason ?? "")")
    }

    /// A file that grew past an answer's size after the folder was scanned
    /// is read only to that size plus one byte, and that student is told it
    /// is too large; the class goes on.
    @Test("an answer that grew past 512 KiB after the scan is read to its bound and refused for that student alone")
    func grewAfterScan() throws {
        let checker = try ClassFixture.makeChecker()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grew-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = try String(contentsOf: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)
        for student in ["ada", "bob"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(student), withIntermediateDirectories: true)
            try Data(reference.utf8).write(to: folder.appendingPathComponent(student).appendingPathComponent("kebab-strategy.swift"))
        }
        let submissions = try Submissions.scan(folder, exerciseIDs: ["kebab-strategy"])
        let bob = folder.appendingPathComponent("bob").appendingPathComponent("kebab-strategy.swift")
        try Data((reference + String(repeating: "// padding\n", count: 60_000)).utf8).write(to: bob)
        #expect(ClassGrader.readBounded(bob)?.count == AnswerText.maximumBytes + 1)
        var options = GradeOptions(jobs: 1, store: nil)
        options.firstSlot = Self.slot
        let report = try ClassGrader(checker: checker).grade(submissions, options: options)
        let ada = try #require(report.students.first { $0.name == "ada" }?.exercises.first { $0.exercise == "kebab-strategy" })
        let grown = try #require(report.students.first { $0.name == "bob" }?.exercises.first { $0.exercise == "kebab-strategy" })
        #expect(ada.detail == .passed, "the class goes on: \(ada.detail)")
        #expect(grown.detail == .unusable && grown.score == 0, "\(grown.detail) \(grown.reason ?? "")")
        #expect(grown.reason?.contains("KiB") == true, "\(grown.reason ?? "")")
    }
}
