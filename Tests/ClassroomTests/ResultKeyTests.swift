import Foundation
@testable import Classroom
import Grading
import Literate
import Sandbox
import Testing
import TestSupport

/// A stored verdict is reused only while everything it depends on is the
/// same: every file of the exercise's grading material.
@Suite("Stored verdicts follow the grading material", .serialized, .tags(.slow))
struct ResultKeyTests {
    static let exercise = "hex-data-strategy"
    static let files = ["answer.swift", "generator.swift", "bridge.swift", "harness.swift", "cases.json"]

    /// A copy of the course's Solutions folder an instructor may edit.
    static func copiedSolutions() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("result-keys-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let solutions = folder.appendingPathComponent("Solutions")
        try FileManager.default.copyItem(at: courseRoot.appendingPathComponent("Solutions"), to: solutions)
        return solutions
    }

    static func checker(solutions: URL) throws -> Checker {
        let course = try Course.load(root: courseRoot, solutions: solutions)
        var limits = Limits()
        limits.wallClockSeconds = 3
        limits.cpuSeconds = 3
        return Checker(setup: try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory(), limits: limits))
    }

    /// What an instructor's correction looks like to the key: the file's
    /// bytes change (a comment, or a space in JSON).
    static func edit(_ url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data((text + (url.pathExtension == "json" ? " \n" : "\n// corrected\n")).utf8).write(to: url)
    }

    @Test("changing any file of the material changes the key", arguments: files)
    func everyFileCounts(_ name: String) throws {
        let solutions = try Self.copiedSolutions()
        defer { try? FileManager.default.removeItem(at: solutions.deletingLastPathComponent()) }
        let answer = Data("extension JSONDecoder.DataDecodingStrategy {}\n".utf8)
        let file = solutions.appendingPathComponent(Self.exercise).appendingPathComponent(name)
        #expect(FileManager.default.fileExists(atPath: file.path))
        let checker = try Self.checker(solutions: solutions)
        let before = try ResultKeys(checker: checker, exerciseIDs: [Self.exercise], extraCasesDirectory: nil).key(exercise: Self.exercise, answer: answer)
        let same = try ResultKeys(checker: checker, exerciseIDs: [Self.exercise], extraCasesDirectory: nil).key(exercise: Self.exercise, answer: answer)
        #expect(before == same)
        try Self.edit(file)
        let after = try ResultKeys(checker: checker, exerciseIDs: [Self.exercise], extraCasesDirectory: nil).key(exercise: Self.exercise, answer: answer)
        #expect(before != after, "\(name) changed but the stored verdict's key did not")
    }

    @Test("after the reference answer is corrected, the class is graded again, not read from the store")
    func correctedReferenceGradesAgain() throws {
        let solutions = try Self.copiedSolutions()
        let folder = solutions.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let classDirectory = folder.appendingPathComponent("class")
        let answer = classDirectory.appendingPathComponent("ada").appendingPathComponent("\(Self.exercise).swift")
        try FileManager.default.createDirectory(at: answer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: courseRoot.appendingPathComponent("Solutions/\(Self.exercise)/answer.swift"), to: answer)

        func grade() throws -> (toGrade: Int, report: ClassReport) {
            let checker = try Self.checker(solutions: solutions)
            var options = GradeOptions(jobs: 1, store: ResultStore(directory: folder.appendingPathComponent("store")))
            options.firstSlot = SlotBlocks.resultKeys
            let submissions = try Submissions.scan(classDirectory, exerciseIDs: [Self.exercise])
            let planned = Counter()
            let report = try ClassGrader(checker: checker).grade(submissions, options: options) { event in
                if case let .planned(_, toGrade, _) = event { planned.add(toGrade) }
            }
            return (planned.value, report)
        }
        #expect(try grade().toGrade == 1)
        #expect(try grade().toGrade == 0, "an unchanged class is read from the store")
        for name in Self.files {
            try Self.edit(solutions.appendingPathComponent(Self.exercise).appendingPathComponent(name))
            let again = try grade()
            #expect(again.toGrade == 1, "\(name) was corrected, but the stored verdict was reused")
            #expect(again.report.students.first?.exercises.first?.reused == false)
        }
    }
}
