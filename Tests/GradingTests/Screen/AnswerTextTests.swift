import Foundation
import Grading
import Testing

/// The one set of rules an answer's text meets, for the CLI, a class and the server.
@Suite struct AnswerTextTests {
    static func problem(_ data: Data) -> AnswerText.Problem? {
        do { _ = try AnswerText.validate(data); return nil } catch { return error }
    }

    @Test("an answer is UTF-8 text with no NUL byte, not blank, at most 512 KiB")
    func rules() throws {
        #expect(try AnswerText.validate(Data("struct Book: Codable {}\n".utf8)) == "struct Book: Codable {}\n")
        #expect(try AnswerText.validate(Data("let café = \"☕︎\"\n".utf8)) == "let café = \"☕︎\"\n")
        #expect(Self.problem(Data([0x6C, 0x65, 0x74, 0x20, 0xE9, 0x0A])) == .notUTF8, "Latin-1")
        #expect(Self.problem(Data([0xEF, 0xBB])) == .notUTF8, "a cut sequence")
        #expect(Self.problem(Data("let x = 1\u{0}\n".utf8)) == .nulBytes)
        #expect(Self.problem(Data()) == .empty)
        #expect(Self.problem(Data(" \n\t\r\n\u{2028}".utf8)) == .empty)
        #expect(Self.problem(Data("\u{0}".utf8)) == .nulBytes, "NUL is not white space")
    }

    @Test("the bound is 512 KiB, exactly")
    func bound() throws {
        #expect(AnswerText.maximumBytes == 512 * 1024)
        let most = Data(repeating: UInt8(ascii: "x"), count: AnswerText.maximumBytes)
        #expect(try AnswerText.validate(most).utf8.count == AnswerText.maximumBytes)
        #expect(Self.problem(most + Data("x".utf8)) == .tooLarge(bytes: AnswerText.maximumBytes + 1))
        #expect(AnswerText.sizeProblem(bytes: AnswerText.maximumBytes) == nil)
        #expect(AnswerText.sizeProblem(bytes: AnswerText.maximumBytes + 1) == .tooLarge(bytes: AnswerText.maximumBytes + 1))
        // Size first: a large file is not read to be told it is not UTF-8.
        #expect(Self.problem(Data(repeating: 0xFF, count: AnswerText.maximumBytes + 1)) == .tooLarge(bytes: AnswerText.maximumBytes + 1))
    }

    @Test("the check's wording names the file and what to do")
    func checkWording() {
        #expect(AnswerText.Problem.empty.unreadableAnswer(path: "Exercises/kebab-strategy.swift", exercise: "kebab-strategy")
            == .unreadableAnswer(path: "Exercises/kebab-strategy.swift", reason: "the file is empty; write your answer there (run './workbook reset kebab-strategy' to get the starter code back)"))
        #expect(AnswerText.Problem.tooLarge(bytes: 600 * 1024).unreadableAnswer(path: "a.swift", exercise: "x")
            == .unreadableAnswer(path: "a.swift", reason: "the file is 600 KiB, more than an answer can be (512 KiB at most); keep only the code the exercise asks for"))
    }
}
