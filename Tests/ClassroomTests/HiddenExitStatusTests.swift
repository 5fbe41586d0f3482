import Foundation
import Testing
import TestSupport
import Classroom

/// An answer chooses its exit status and its crash signal, and can choose
/// them from a hidden case's input: a student-facing report shows neither
/// (issue 27), the instructor's keep both.
@Suite("Hidden inputs never reach a student through an exit status or a signal", .serialized, .tags(.slow))
struct HiddenExitStatusTests {
    /// The reference strategy, except that on a text that is not hex (only
    /// hidden cases hand it one) it ends the program with the text's first
    /// byte as its exit status, or raises SIGILL: 8 bits, or a signal name,
    /// of a hidden input per run.
    static func answer(ending: String) -> String {
        """
        import Foundation
        #if canImport(Glibc)
        import Glibc
        #endif

        extension JSONDecoder.DataDecodingStrategy {
            static let hex: JSONDecoder.DataDecodingStrategy = .custom { decoder in
                let text = try decoder.singleValueContainer().decode(String.self)
                let digits = Array(text)
                guard digits.count.isMultiple(of: 2), digits.allSatisfy({ $0.isHexDigit }) else {
                    \(ending)
                    throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "not hex"))
                }
                return Data(stride(from: 0, to: digits.count, by: 2).map { UInt8(String(digits[$0...$0 + 1]), radix: 16)! })
            }
        }
        """
    }

    static let exits = "exits"
    static let signals = "signals"

    static func grade() throws -> (report: ClassReport, output: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hidden-exit-\(UUID().uuidString)")
        let classDirectory = folder.appendingPathComponent("class")
        let answers = [
            exits: answer(ending: "exit(Int32(text.utf8.first ?? 1))"),
            signals: answer(ending: "raise(SIGILL)"),
        ]
        for (student, text) in answers {
            let url = classDirectory.appendingPathComponent(student).appendingPathComponent("hex-data-strategy.swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let checker = try ClassFixture.makeChecker()
        var options = GradeOptions(jobs: 2, store: nil)
        options.firstSlot = SlotBlocks.hiddenExitStatus
        let submissions = try Submissions.scan(classDirectory, exerciseIDs: ["hex-data-strategy"])
        let report = try ClassGrader(checker: checker).grade(submissions, options: options)
        let output = folder.appendingPathComponent("out")
        try ReportWriter(formats: [.json, .junit, .gradescope, .feedback, .exercism], output: output).write(report)
        return (report, output)
    }

    @Test("feedback, Gradescope's and Exercism's results show a fixed sentence; grades.json and JUnit keep the status and the signal")
    func noStatusForStudents() throws {
        let (report, output) = try Self.grade()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        for (name, detail) in [(Self.exits, "exit status"), (Self.signals, "SIGILL")] {
            let student = try #require(report.students.first { $0.name == name })
            let exercise = try #require(student.exercises.first)
            // The attack happened: a hidden case ended with what the answer chose.
            let ended = exercise.tests.filter { $0.hidden && $0.status == .crashed }
            #expect(!ended.isEmpty, "\(name): no hidden case ended early: \(exercise.tests.map { "\($0.name): \($0.status)" })")
            #expect(ended.allSatisfy { $0.message?.contains(detail) == true }, "\(ended.map(\.message))")
            let chosen = ended.compactMap { test in test.message?.firstMatch(of: /exit status (\d+)/).map { "status \($0.1)" } }
            if name == Self.exits { #expect(!chosen.isEmpty) }

            let instructor = [try String(contentsOf: output.appendingPathComponent("grades.json"), encoding: .utf8),
                              try String(contentsOf: output.appendingPathComponent("junit.xml"), encoding: .utf8)]
            for text in instructor { #expect(text.contains(detail)) }

            let studentFacing = [
                try String(contentsOf: output.appendingPathComponent("feedback/\(name).md"), encoding: .utf8),
                try String(contentsOf: output.appendingPathComponent("gradescope/\(name).json"), encoding: .utf8),
                try String(contentsOf: output.appendingPathComponent("exercism/\(name).json"), encoding: .utf8),
            ]
            for text in studentFacing {
                #expect(!text.contains(detail), "\(name): a student-facing report shows \(detail)")
                #expect(!text.contains("SIG"), "\(name): a student-facing report names a signal")
                for status in chosen { #expect(!text.contains(status), "\(name): a student-facing report shows \(status)") }
                // Nor the hidden case's input, which a learner checking alone sees.
                #expect(!text.contains("input: ") && !text.contains("input ("), "\(name): a student-facing report shows a hidden input")
                #expect(text.contains(name == Self.exits ? "ended the program early in this hidden case" : "crashed in this hidden case"))
            }
        }
    }
}
