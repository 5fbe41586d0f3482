import Foundation
@testable import Classroom
import Grading
import Testing
import TestSupport

/// What `ClassGrader` itself decides about a class's files, apart from any
/// verdict: each answer is read once, as untrusted bytes, and those bytes
/// are keyed and graded; the file is never opened again.
@Suite("Class grading reads each answer once", .serialized, .tags(.slow))
struct ClassGraderTests {
    /// A logical slot of this suite's own (one worker).
    static let slot = SlotBlocks.classGrader

    /// An answer rewritten after the class was planned (its key and the
    /// similarity report's copy made from the bytes read) is graded on the
    /// bytes read: swapping the file during the run changes nothing.
    @Test("a file rewritten between planning and grading is graded on the bytes read when the class was planned")
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
            // After every answer is read and keyed, before any is graded:
            // rewritten, then swapped for a link to another file.
            if case .planned = event {
                try? Data("// rewritten\n".utf8).write(to: bob)
                try? FileManager.default.removeItem(at: bob)
                try? FileManager.default.createSymbolicLink(atPath: bob.path, withDestinationPath: "/etc/hostname")
            }
        })
        for name in ["ada", "bob"] {
            let exercise = try #require(report.students.first { $0.name == name }?.exercises.first { $0.exercise == "kebab-strategy" })
            #expect(exercise.detail == .passed && exercise.score == exercise.maxScore, "\(name): \(exercise.detail) \(exercise.reason ?? "")")
        }
    }

    /// A file that grew past an answer's size, or became a link, after the
    /// folder was scanned is not read (never past the bound, never through
    /// the link); that student is told, and the class goes on.
    @Test("an answer that grew past 512 KiB or became a link after the scan is refused for that student alone", arguments: ["grew", "link"])
    func changedAfterScan(_ change: String) throws {
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
        if change == "grew" {
            try Data((reference + String(repeating: "// padding\n", count: 60_000)).utf8).write(to: bob)
        } else {
            try FileManager.default.removeItem(at: bob)
            try FileManager.default.createSymbolicLink(atPath: bob.path, withDestinationPath: "/etc/hostname")
        }
        var options = GradeOptions(jobs: 1, store: nil)
        options.firstSlot = Self.slot
        let report = try ClassGrader(checker: checker).grade(submissions, options: options)
        let ada = try #require(report.students.first { $0.name == "ada" }?.exercises.first { $0.exercise == "kebab-strategy" })
        let grown = try #require(report.students.first { $0.name == "bob" }?.exercises.first { $0.exercise == "kebab-strategy" })
        #expect(ada.detail == .passed, "the class goes on: \(ada.detail)")
        #expect(grown.detail == .unusable && grown.score == 0, "\(grown.detail) \(grown.reason ?? "")")
        #expect(grown.reason?.contains("grade again") == true, "\(grown.reason ?? "")")
    }
}
