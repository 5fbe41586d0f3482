import Foundation
@testable import Grading
import Literate
import Testing

/// Which exercise a learner is on, and which comes next: `./workbook check`
/// without an id, its "Next:", `./workbook list` and the browser workbook
/// all ask ``LearnerWorkspace`` (README, "For a learner").
@Suite("The learner's next step")
struct LearnerNextStepTests {
    /// The course's own chapters, with a fresh learner's folder as root.
    static let chapters = try! Course.load(root: TestCourse.root).chapters

    final class Learner {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("next-step-\(UUID().uuidString)")
        let workspace: LearnerWorkspace
        /// A clock that moves a second per action, so that the order of
        /// actions never rests on the file system's timestamp resolution.
        var now = Date(timeIntervalSince1970: 1_800_000_000)

        init() throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            workspace = LearnerWorkspace(course: Course(root: root, chapters: LearnerNextStepTests.chapters))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        /// The learner saves `Exercises/<id>.swift`.
        func edit(_ id: String, _ text: String = "// my answer\n") throws {
            now += 1
            let url = workspace.answerURL(for: id)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            try FileManager.default.setAttributes([.modificationDate: now], ofItemAtPath: url.path)
        }

        /// A check of the learner's file, passed or not.
        func check(_ id: String, passes: Bool) throws {
            now += 1
            let text = try String(contentsOf: workspace.answerURL(for: id), encoding: .utf8)
            let result = CheckResult(exercise: id, answerPath: "Exercises/\(id).swift", status: passes ? .passed : .failed, compileFailure: nil,
                                     cases: [], isolation: .sandboxed, compileSeconds: 0, runSeconds: 0)
            try workspace.record(result, answerText: text, at: now)
        }
    }

    static func chapter(of id: String, in learner: Learner) -> Int? {
        learner.workspace.course.exercise(id)?.chapterNumber
    }

    @Test("a learner who starts at chapter 6 stays in chapter 6: bare check, Next: and list never send them back to chapter 1")
    func startsAtChapterSix() throws {
        let learner = try Learner()
        let ids = learner.workspace.course.exercises.filter { $0.chapterNumber == 6 }.map(\.id)
        #expect(ids.count == 3)
        #expect(learner.workspace.currentExercise() == learner.workspace.course.exercises.first?.id, "before anything, the course's first")
        // The first visit: './workbook check lenient-coordinate' makes the file from the starter.
        try learner.edit(ids[0])
        try learner.check(ids[0], passes: false)
        #expect(learner.workspace.currentExercise() == ids[0])
        try learner.edit(ids[0], "// fixed\n")
        #expect(learner.workspace.currentExercise() == ids[0], "edited, not passed yet: still this one")
        try learner.check(ids[0], passes: true)
        #expect(learner.workspace.nextExercise(after: ids[0]) == ids[1], "Next: the one after it in chapter 6")
        #expect(learner.workspace.currentExercise() == ids[1], "a bare check goes on in chapter 6")
        for (index, id) in ids.enumerated().dropFirst() {
            try learner.edit(id)
            try learner.check(id, passes: true)
            let next = try #require(learner.workspace.currentExercise())
            #expect(Self.chapter(of: next, in: learner) == (index == ids.count - 1 ? 7 : 6), "after \(id): \(next)")
            #expect(learner.workspace.nextExercise(after: id) == next)
        }
    }

    @Test("the latest touched exercise wins: going back to an older one, or a stray file made earlier, is followed as the learner moves")
    func latestTouchWins() throws {
        let learner = try Learner()
        let all = learner.workspace.course.exercises.map(\.id)
        try learner.edit(all[0])                 // a stray chapter 1 file, made first
        try learner.edit(all[15])
        #expect(learner.workspace.currentExercise() == all[15])
        try learner.check(all[0], passes: false) // checked again later: the learner went back
        #expect(learner.workspace.currentExercise() == all[0])
        try learner.edit(all[15], "// more\n")
        #expect(learner.workspace.currentExercise() == all[15])
    }

    @Test("past the course's last exercise, Next: goes on from the first one not passed; nothing when all are passed")
    func wrapsAround() throws {
        let learner = try Learner()
        let all = learner.workspace.course.exercises.map(\.id)
        try learner.edit(all[all.count - 1])
        try learner.check(all[all.count - 1], passes: true)
        #expect(learner.workspace.nextExercise(after: all[all.count - 1]) == all[0])
        #expect(learner.workspace.currentExercise() == all[0])
        for id in all.dropLast() {
            try learner.edit(id)
            try learner.check(id, passes: true)
        }
        #expect(learner.workspace.currentExercise() == nil)
        #expect(learner.workspace.nextExercise(after: all[3]) == nil)
    }

    @Test("a progress file from before check times were kept still loads, and the times are kept to the millisecond")
    func progressFile() throws {
        let learner = try Learner()
        let file = learner.root.appendingPathComponent(".workbook/progress.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"passed": {}, "hintsShown": {"kebab-strategy": 1}}"#.utf8).write(to: file)
        #expect(learner.workspace.loadState().checked.isEmpty)
        try learner.edit("kebab-strategy")
        try learner.check("kebab-strategy", passes: false)
        #expect(learner.workspace.loadState().checked["kebab-strategy"] == learner.now)
        #expect(learner.workspace.loadState().hintsShown["kebab-strategy"] == 1)
    }
}
