import Foundation
import Testing
import TestSupport
import Classroom
import Grading

/// Ctrl-C reaches the answers' programs too, so a verdict that ends while a
/// run is being stopped is not trusted: it is not stored, and the resumed
/// run grades the answer again.
@Suite("Ctrl-C during grading", .tags(.slow))
struct InterruptTests {
    @Test("an answer in flight when the run is stopped is graded again on resume, never stored as it ended")
    func inFlightGradedAgain() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("interrupt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let student = folder.appendingPathComponent("class/ada")
        try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
        try Data(hostileLoop.utf8).write(to: student.appendingPathComponent("mana-decoding.swift"))
        let checker = try ClassFixture.makeChecker()
        let store = folder.appendingPathComponent("store")
        var options = GradeOptions(jobs: 1, store: ResultStore(directory: store))
        options.firstSlot = SlotBlocks.interrupt
        options.exercises = [Assignment.Exercise(id: "mana-decoding", points: nil)]
        let submissions = try Submissions.scan(folder.appendingPathComponent("class"), exerciseIDs: ["mana-decoding"])

        // "Ctrl-C" a second after the answer started: it runs on until its time-out.
        let start = Date()
        let graded = Counter()
        #expect(throws: ClassroomError.self) {
            _ = try ClassGrader(checker: checker).grade(submissions, options: options, progress: { event in
                if case .graded = event { graded.add(1) }
            }, isCancelled: { Date().timeIntervalSince(start) > 1 })
        }
        #expect(graded.value == 0, "the verdict of the interrupted answer is not reported")
        #expect(ResultStore(directory: store).count == 0, "nor stored")

        // The resumed run grades it again (and this time keeps it).
        let planned = Counter()
        let report = try ClassGrader(checker: checker).grade(submissions, options: options) { event in
            if case let .planned(_, toGrade, _) = event { planned.add(toGrade) }
        }
        #expect(planned.value == 1)
        #expect(report.students.first?.exercises.first?.outcome == .crashedOrTimedOut)
        #expect(ResultStore(directory: store).count == 1)
    }
}
