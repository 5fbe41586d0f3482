import Foundation
import Testing
import TestSupport
@testable import Classroom
import Grading

/// Answers built against the grader's own readers of Swift (a string
/// nested in interpolations a thousand deep, which crashed `grade` for the
/// whole class; a line of 100,000 `#`, which held a worker for minutes
/// before any compile) cost only their own student a clear verdict: the
/// class beside them is graded and its reports are written.
@Suite("Answers aimed at the grader's readers, graded beside honest students", .serialized, .tags(.slow))
struct ReaderAttacksInAClassTests {
    static let reference = (try? String(contentsOf: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)) ?? ""

    /// kebab-strategy as the original playground writes its strategy's last line.
    static let keyPaths = """
    import Foundation

    struct AnyCodingKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
    }

    extension JSONDecoder.KeyDecodingStrategy {
        static var convertFromKebabCase: JSONDecoder.KeyDecodingStrategy {
            .custom { codingPath in
                let key = codingPath.last!
                guard key.intValue == nil else { return key }
                let words = key.stringValue.components(separatedBy: "-")
                guard words.count > 1 else { return key }
                return AnyCodingKey(stringValue: words[0] + words[1...].map(\\.capitalized).joined())!
            }
        }
    }
    """

    static let nested = reference + "\nlet deep = " + String(repeating: "\"\\(", count: 1_000) + "1" + String(repeating: ")\"", count: 1_000) + "\n"
    static let hashes = reference + "\n" + String(repeating: "#", count: 100_000) + "\n"
    /// Correct, with a type of a 1,000-letter name and 400 properties: the
    /// names its object keeps once went to a tool as one argument each, past
    /// what the kernel allows a command (the whole class stopped).
    static let longNames = reference + "\nstruct " + String(repeating: "L", count: 1_000) + " {\n"
        + (0..<400).map { "    var p\($0) = \($0)\n" }.joined() + "}\n"

    @Test("the honest students get full marks, each attack a verdict of its own, and every report is written")
    func classGoesOn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reader-attacks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let classDirectory = folder.appendingPathComponent("class")
        let students = ["honest": Self.reference, "keypaths": Self.keyPaths, "nested": Self.nested, "hashes": Self.hashes, "longnames": Self.longNames]
        for (student, text) in students {
            let url = classDirectory.appendingPathComponent(student).appendingPathComponent("kebab-strategy.swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let checker = try ClassFixture.makeChecker()
        var options = GradeOptions(jobs: 2, store: nil)
        options.firstSlot = SlotBlocks.readerAttacks
        let started = Date()
        let report = try ClassGrader(checker: checker).grade(try Submissions.scan(classDirectory, exerciseIDs: ["kebab-strategy"]), options: options)
        let seconds = Date().timeIntervalSince(started)
        let output = folder.appendingPathComponent("out")
        try ReportWriter(formats: [.json, .feedback], output: output).write(report)

        #expect(Set(report.students.map(\.name)) == Set(students.keys))
        func kebab(_ name: String) throws -> ExerciseReport {
            try #require(report.students.first { $0.name == name }?.exercises.first { $0.exercise == "kebab-strategy" })
        }
        for name in ["honest", "keypaths", "longnames"] {
            let exercise = try kebab(name)
            #expect(exercise.detail == .passed && exercise.score == exercise.maxScore, "\(name): \(exercise.tests.filter { $0.status != .passed }.map(\.name))")
        }
        let nested = try kebab("nested")
        #expect(nested.detail == .compileError)
        #expect(nested.compileErrors?.contains { $0.message.contains("could not be read: it nests string interpolations more than 64 deep") } == true, "\(String(describing: nested.compileErrors))")
        let hashes = try kebab("hashes")
        #expect(hashes.detail == .compileError)
        #expect(nested.score == 0 && hashes.score == 0)
        for name in students.keys {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("feedback/\(name).md").path))
        }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("grades.json").path))
        // Minutes before (a worker held for 240 s by the `#` line alone); seconds now.
        #expect(seconds < 180, "\(seconds) s")
    }
}
