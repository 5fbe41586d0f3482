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

/// An answer file larger than a class's answers may be is refused before it
/// is read, saying how large it is and what the bound is.
@Suite("A too large answer file")
struct LargeAnswerTests {
    @Test("is refused with its size and the bound, before it is read")
    func refused() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString).swift")
        try Data(String(repeating: "// a comment line of an answer far too long\n", count: 13_000).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect {
            _ = try Checker(setup: TestCourse.setup).answerText(at: file, displayPath: "Exercises/amount-string.swift", exercise: "amount-string")
        } throws: { error in
            guard case let GradingError.unreadableAnswer(path, reason) = error else { return false }
            return path == "Exercises/amount-string.swift" && reason.hasPrefix("the file is 558 KiB, more than an answer can be (512 KiB at most)")
        }
    }
}
