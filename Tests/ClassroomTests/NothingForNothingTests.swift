import Foundation
import Testing
import TestSupport
@testable import Classroom
@testable import Grading
import Literate
import Sandbox

/// Nothing for nothing (docs/GRADING-REPORTS.md, Scores): the untouched
/// starters earn no point of any exercise, whatever its rules, and a guard
/// rule (a refusal) is credited only together with a rule that accepts.
@Suite("Nothing for nothing", .tags(.slow))
struct NothingForNothingTests {
    @Test("a class whose one student hands in all 25 starters untouched scores 0 of 250")
    func startersScoreNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("starters-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let student = folder.appendingPathComponent("class/ada")
        try FileManager.default.createDirectory(at: student, withIntermediateDirectories: true)
        let checker = try ClassFixture.makeChecker()
        let workspace = LearnerWorkspace(course: checker.setup.course)
        #expect(checker.exerciseIDs.count == 25)
        for id in checker.exerciseIDs {
            try Data(workspace.starterText(for: id).utf8).write(to: student.appendingPathComponent("\(id).swift"))
        }
        var options = GradeOptions(jobs: 2, store: ResultStore(directory: folder.appendingPathComponent("store")))
        options.firstSlot = SlotBlocks.nothingForNothing
        let submissions = try Submissions.scan(folder.appendingPathComponent("class"), exerciseIDs: checker.exerciseIDs)
        let report = try ClassGrader(checker: checker).grade(submissions, options: options)
        let ada = try #require(report.students.first)
        #expect(ada.maxScore == 250)
        #expect(ada.score == 0, "\(ada.exercises.filter { $0.score > 0 }.map { "\($0.exercise): \($0.score) (\($0.parts.filter(\.met).map(\.title).joined(separator: ", ")))" })")
        // Every starter compiled and ran: it is the rules, not a compile error, that give nothing.
        #expect(ada.exercises.allSatisfy { $0.detail == .failed }, "\(ada.exercises.filter { $0.detail != .failed }.map(\.exercise))")
    }

    @Test("a guard rule whose cases pass is 'not credited' until a rule that accepts is met")
    func guardWaitsForAcceptance() throws {
        let exercise = Assignment.Exercise(id: "userinfo-interval", points: 7, weights: nil)
        let parts = try ClassScoring.parts(exercise: exercise, points: 7, visible: true, cases: [], rules: Array(1...6), guards: [2, 3])
        #expect(parts.map(\.withAcceptance) == [nil, true, true, nil, nil, nil, nil])
        let column = ClassReport.ExerciseColumn(id: "userinfo-interval", title: "Userinfo", maxScore: 7, caseCount: 0, parts: parts)
        // A stub that throws everywhere meets rules 2 and 3, the refusals: nothing.
        let stub = ScoreByRuleTests.score(ScoreByRuleTests.variant(perRule: [1, 1, 1, 1, 1, 1], failing: [1, 0, 0, 1, 1, 1], outputPasses: true), column)
        #expect(stub.score == 0)
        let refusal = try #require(stub.parts.first { $0.rule == 2 })
        #expect(!refusal.met && refusal.failedCases.isEmpty)
        #expect(refusal.line == "Rule 2 not credited: −1 (it counts only together with a rule that accepts something, and none is met)")
        // With rule 1 met, the refusals count, and the output is not taken off again.
        let accepting = ScoreByRuleTests.score(ScoreByRuleTests.variant(perRule: [1, 1, 1, 1, 1, 1], failing: [0, 0, 0, 1, 1, 1], outputPasses: false), column)
        #expect(accepting.score == 4)
    }
}
