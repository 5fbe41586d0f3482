import Foundation
import Grading
import Literate
import Testing

/// The one learner's check behind `check`, `watch` and `serve`: the file is
/// made from the starter when missing, the text checked is the text
/// recorded, and a file that is no answer records nothing.
@Suite("A learner's check of their own file", .tags(.slow))
struct LearnerCheckTests {
    @Test("creates the file from the starter, checks it, and records a pass against the text it checked")
    func checksAndRecords() throws {
        let root = try RunCommandTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let setup = try GraderSetup(course: try Course.load(root: root), productsDirectory: TestCourse.productsDirectory, limits: TestCourse.setup.limits)
        let flow = LearnerCheck(setup: setup)
        let id = "kebab-strategy"

        let first = try TestCourse.slots.with { try flow.run(id, slot: $0) }
        #expect(first.createdFromStarter)
        #expect(first.displayPath == "Exercises/\(id).swift")
        #expect(first.answerText == (try flow.workspace.starterText(for: id)))
        #expect(first.result.status == .failed)
        #expect(flow.workspace.loadState().passed[id] == nil)

        let reference = try String(contentsOf: root.appendingPathComponent("Solutions/\(id)/answer.swift"), encoding: .utf8)
        try Data(reference.utf8).write(to: flow.workspace.answerURL(for: id))
        let second = try TestCourse.slots.with { try flow.run(id, slot: $0) }
        #expect(!second.createdFromStarter)
        #expect(second.result.passed)
        #expect(second.answerText == reference)
        #expect(flow.workspace.loadState().passed[id] == GraderSetup.digest(Data(reference.utf8)))
        #expect(flow.workspace.hasPassed(id))

        // An empty file is no answer: an error, and the pass is not taken back.
        try Data().write(to: flow.workspace.answerURL(for: id))
        #expect(throws: GradingError.self) { try flow.run(id) }
        #expect(flow.workspace.loadState().passed[id] == GraderSetup.digest(Data(reference.utf8)))
    }
}
