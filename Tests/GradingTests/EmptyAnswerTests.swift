import Foundation
import Testing
@testable import Grading

/// An empty answer file is refused before anything is compiled, with the
/// command that gets its exercise's starter code back.
@Suite("An empty answer file")
struct EmptyAnswerTests {
    @Test("names the exercise in the reset command it suggests")
    func namesTheExercise() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).swift")
        try Data(" \n\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let checker = Checker(setup: TestCourse.setup)
        #expect {
            _ = try checker.answerText(at: file, displayPath: "Exercises/amount-string.swift", exercise: "amount-string")
        } throws: { error in
            "\(error)".contains("the file is empty") && "\(error)".contains("./workbook reset amount-string'")
        }
    }
}
