import Foundation
import Grading
import Testing

@Suite("Checker", .tags(.slow))
struct CheckerTests {
    @Test("an unknown exercise id is a clear error with a suggestion")
    func unknownExercise() {
        #expect(throws: GradingError.self) { try TestCourse.checker.check(CheckRequest(exercise: .id("kebab-strategie"), answer: .text("", shownAs: "x.swift"))) }
        do {
            _ = try TestCourse.checker.validate(exercise: "kebab-strategie")
        } catch let error as GradingError {
            #expect(error.description.contains("did you mean 'kebab-strategy'"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("a missing, empty or binary answer file is refused with its path")
    func unusableFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("checker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing.swift")
        #expect(throws: GradingError.missingAnswer(path: "missing.swift")) {
            try TestCourse.checker.check(CheckRequest(exercise: .id("mana-decoding"), answer: .file(missing, shownAs: "missing.swift")))
        }
        let empty = directory.appendingPathComponent("empty.swift")
        try Data().write(to: empty)
        #expect(throws: GradingError.self) { try TestCourse.checker.check(CheckRequest(exercise: .id("mana-decoding"), answer: .file(empty, shownAs: nil))) }
        let binary = directory.appendingPathComponent("binary.swift")
        try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: binary)
        do {
            _ = try TestCourse.checker.check(CheckRequest(exercise: .id("mana-decoding"), answer: .file(binary, shownAs: "binary.swift")))
            Issue.record("a binary file was graded")
        } catch let error as GradingError {
            #expect(error.description.hasPrefix("binary.swift: error:"))
        }
    }

    @Test("compile errors point at the answer's own path and line, never a temporary path")
    func compileErrorLocation() throws {
        let answer = """
        extension Card.Mana: Decodable {
            init(from decoder: Decoder) throws {
                let count: Int = "three"
                self.init(colors: [])
            }
        }
        """
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id("mana-decoding"), answer: .text(answer, shownAs: "Exercises/mana-decoding.swift"), slot: $0)) }
        #expect(result.status == .compileError)
        let first = result.compileFailure?.diagnostics.first
        #expect(first?.file == "Exercises/mana-decoding.swift")
        #expect(first?.line == 3)
        #expect(result.compileFailure?.diagnostics.allSatisfy { !$0.file.contains("/tmp/") && !$0.file.contains("codable-workbook") } == true)
    }

    @Test("an answer whose declarations take another form than the task's names what the grader cannot find")
    func linkFailureNamesTheMissingDeclaration() throws {
        let answer = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/academy-dates/wrong-closure-constant.swift")
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id("academy-dates"), answer: .file(answer, shownAs: "Exercises/academy-dates.swift"), slot: $0)) }
        #expect(result.status == .compileError)
        let message = result.compileFailure?.diagnostics.first?.message ?? ""
        #expect(result.compileFailure?.diagnostics.first?.file == "Exercises/academy-dates.swift")
        #expect(message.contains("academyDate(from:)"), "\(message)")
        #expect(!message.contains("$s"), "mangled names stay out of the verdict: \(message)")
    }

    @Test("a crash shows the fatal error message and the answer's line")
    func crashMessage() throws {
        let answer = """
        extension Card.Mana: Decodable {
            init(from decoder: Decoder) throws {
                fatalError("mana pool is empty")
            }
        }
        """
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id("mana-decoding"), answer: .text(answer, shownAs: "Exercises/mana-decoding.swift"), slot: $0)) }
        let crashed = result.cases.first { $0.status == .crashed }
        #expect(crashed != nil)
        #expect(crashed?.message.contains("mana-decoding.swift:3") == true, "\(crashed?.message ?? "")")
        #expect(crashed?.message.contains("Fatal error: mana pool is empty") == true)
    }

    @Test("Exercism results v3 withhold hidden cases' values")
    func exercismFormat() throws {
        let wrong = AnswerFixture.all(in: "mana-decoding") { $0.hasPrefix("wrong-") }.first { $0.url.lastPathComponent == "wrong-upper-case-only.swift" }!
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id("mana-decoding"), answer: .file(wrong.url, shownAs: nil), slot: $0)) }
        let json = try JSONSerialization.jsonObject(with: try ExercismReport.json(for: result)) as! [String: Any]
        #expect(json["version"] as? Int == 3)
        #expect(json["status"] as? String == "fail")
        let tests = json["tests"] as! [[String: Any]]
        #expect(tests.count == result.cases.count)
        let failing = tests.filter { $0["status"] as? String == "fail" }
        #expect(!failing.isEmpty)
        for test in failing where (test["name"] as? String)?.hasPrefix("chapter output") == false {
            #expect((test["message"] as? String)?.contains("expected") == false, "hidden values leaked: \(test)")
        }
    }
}
