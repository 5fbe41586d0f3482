import Foundation
import Grading
import Literate
import Testing

/// Quiz answers in `.workbook/progress.json`, beside exercises and hints.
@Suite("Quiz progress")
struct QuizProgressTests {
    func workspace() throws -> (LearnerWorkspace, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("quiz-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return (LearnerWorkspace(course: Course(root: root, chapters: [])), root)
    }

    @Test func answersAreRecordedAndTheLastOneCounts() throws {
        let (workspace, root) = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        try workspace.recordQuiz([("rays-books/missing-key", false), ("rays-books/custom-path", true)])
        try workspace.recordQuiz([("rays-books/missing-key", true)])
        #expect(workspace.loadState().quizzes == ["rays-books/missing-key": true, "rays-books/custom-path": true])
    }

    @Test func aProgressFileFromBeforeQuizzesStillLoads() throws {
        let (workspace, root) = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent(".workbook/progress.json")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"passed": {"kebab-strategy": "abc"}, "hintsShown": {"kebab-strategy": 2}}"#.utf8).write(to: file)
        let state = workspace.loadState()
        #expect(state.passed == ["kebab-strategy": "abc"])
        #expect(state.hintsShown == ["kebab-strategy": 2])
        #expect(state.quizzes.isEmpty)
    }

    @Test("progress that cannot be written (a course the user may only read) is a clear error naming the file and what to do")
    func unwritableProgress() throws {
        let (workspace, root) = try workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        // A file where the folder should be: writing fails for root too.
        try Data("not a folder".utf8).write(to: root.appendingPathComponent(".workbook"))
        do {
            try workspace.recordQuiz([(key: "q1", correct: true)])
            Issue.record("recording progress into a file path did not fail")
        } catch let error as GradingError {
            let text = error.description
            #expect(text.contains(root.appendingPathComponent(".workbook/progress.json").path))
            #expect(text.contains("git clone \(root.path)"))
        }
    }
}
