import Foundation
import Classroom
import Grading
import Literate
import Sandbox
import Testing
import TestSupport

/// A class grade makes its students' generated cases a few seeds per run of
/// the reference answer, and no spare seeds: those serve a learner's next
/// `check`, never a class.
@Suite("A class's generated cases are made together", .serialized, .tags(.slow))
struct CaseBatchTests {
    @Test("each student's seed is made, in a run per ten students, with no spares")
    func seedsMadeTogether() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("case-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let classDirectory = folder.appendingPathComponent("class")
        let reference = try String(contentsOf: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)
        let students = (1...12).map { "student \($0)" }
        for student in students {
            let url = classDirectory.appendingPathComponent(student).appendingPathComponent("kebab-strategy.swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(reference.utf8).write(to: url)
        }
        let cache = folder.appendingPathComponent("cache")
        var limits = Limits()
        limits.wallClockSeconds = 3
        limits.cpuSeconds = 3
        let course = try Course.load(root: courseRoot)
        let checker = Checker(setup: try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory(), cacheDirectory: cache, limits: limits))
        var options = GradeOptions(jobs: 2)
        options.firstSlot = SlotBlocks.caseBatch
        options.exercises = [Assignment.Exercise(id: "kebab-strategy", points: nil)]
        let report = try ClassGrader(checker: checker).grade(try Submissions.scan(classDirectory, exerciseIDs: checker.exerciseIDs), options: options)

        // Every student passed on their own seed's cases.
        #expect(report.students.count == students.count)
        for student in report.students {
            #expect(student.exercises.first?.status == .pass, "\(student.name): \(String(describing: student.exercises.first?.status))")
        }
        // The store holds exactly the class's seeds, and nothing spare.
        let generated = cache.appendingPathComponent("generated")
        let programs = try FileManager.default.contentsOfDirectory(atPath: generated.path).filter { !$0.hasPrefix(".") }
        #expect(programs.count == 1)
        let store = generated.appendingPathComponent(try #require(programs.first))
        let made = try FileManager.default.contentsOfDirectory(atPath: store.path).filter { $0.hasSuffix(".json") }
        #expect(Set(made) == Set(students.map { "\(options.seed(for: $0)).json" }))
        let spares = try FileManager.default.contentsOfDirectory(atPath: store.appendingPathComponent("spare").path)
        #expect(spares.isEmpty, "spare seeds made in a class grade: \(spares.count)")

        // A seed's cases are the same made with nine others or alone.
        let alone = Checker(setup: try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory(),
                                                   cacheDirectory: folder.appendingPathComponent("cache-alone"), limits: limits))
        for student in [students[0], students[5], students[11]] {
            let seed = options.seed(for: student)
            let together = try checker.generatedCases(for: "kebab-strategy", seeds: [seed], slot: SlotBlocks.caseBatch)
            #expect(!together.isEmpty)
            #expect(try alone.generatedCases(for: "kebab-strategy", seeds: [seed], slot: SlotBlocks.caseBatch) == together, "\(student)")
        }
    }
}
