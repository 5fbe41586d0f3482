import Foundation
import Testing
@testable import Grading
import Sandbox
import TextSafety

/// Exercism's results.json, version 3, checked field by field against the
/// test-runner interface, from verdicts made by hand (no compiling).
@Suite("Exercism results v3")
struct ExercismReportTests {
    static let secretInput = "SECRET-INPUT-7f3a"
    static let secretExpected = "SECRET-EXPECTED-91c2"

    static let cases = [
        GradingCase(name: "three words", explain: "Every later word gets an upper-case first letter.",
                    input: .object(["key": .string(secretInput)]), expect: .value(.string(secretExpected)), rule: 2),
        GradingCase(name: "no rule", explain: "A key without a dash is left alone.",
                    input: .string(secretInput), expect: .value(.string(secretExpected))),
        GradingCase(name: "shown input", explain: "A visible case.", input: .array([.bool(true), .string("two")]), expect: .error("typeMismatch"), rule: 3),
        GradingCase(name: "endless", explain: "Decoding finishes.", input: .string(secretInput), expect: .error("any"), rule: 4),
    ]

    func caseResult(_ name: String, hidden: Bool = true, status: CaseResult.Status, message: String = "", explain: String? = nil,
                    expected: String? = nil, actual: String? = nil, output: String = "", origin: String = "Solutions") -> CaseResult {
        CaseResult(name: name, hidden: hidden, status: status, message: message, explain: explain,
                   expected: expected, actual: actual, output: output, origin: origin)
    }

    func verdict(_ status: CheckResult.Status, _ cases: [CaseResult], compileFailure: CompileFailure? = nil) -> CheckResult {
        CheckResult(exercise: "kebab-strategy", answerPath: "Exercises/kebab-strategy.swift", status: status, compileFailure: compileFailure,
                    cases: cases, isolation: .sandboxed, compileSeconds: 0, runSeconds: 0)
    }

    func parse(_ result: CheckResult, cases: [GradingCase] = Self.cases) throws -> [String: Any] {
        let data = try ExercismReport.json(for: result, cases: cases)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static let allowedTop: Set<String> = ["version", "status", "message", "tests"]
    static let allowedTest: Set<String> = ["name", "status", "message", "output", "test_code", "task_id"]

    /// Rules every results.json must follow, whatever the verdict.
    func checkShape(_ json: [String: Any]) throws {
        #expect(Set(json.keys).isSubset(of: Self.allowedTop), "unknown top-level keys: \(json.keys.sorted())")
        #expect(json["version"] as? Int == 3)
        let status = try #require(json["status"] as? String)
        #expect(["pass", "fail", "error"].contains(status))
        let tests = try #require(json["tests"] as? [[String: Any]], "tests is required in version 3")
        if status == "error" {
            #expect(((json["message"] as? String) ?? "").isEmpty == false, "an error needs a message")
        } else {
            #expect(json["message"] == nil || json["message"] is NSNull, "message only with status error")
            let statuses = tests.compactMap { $0["status"] as? String }
            #expect(status == (statuses.allSatisfy { $0 == "pass" } ? "pass" : "fail"))
        }
        for test in tests {
            #expect(Set(test.keys).isSubset(of: Self.allowedTest), "unknown test keys: \(test.keys.sorted())")
            #expect(((test["name"] as? String) ?? "").isEmpty == false)
            let testStatus = try #require(test["status"] as? String)
            #expect(["pass", "fail", "error"].contains(testStatus))
            #expect(test["test_code"] is String, "test_code should be present: \(test)")
            if testStatus == "pass" { #expect(test["message"] == nil) } else { #expect(((test["message"] as? String) ?? "").isEmpty == false) }
            if let output = test["output"] { #expect(((output as? String)?.utf16.count ?? 501) <= 500) }
            if let task = test["task_id"] { #expect(((task as? Int) ?? 0) >= 1, "task_id is a positive number") }
        }
    }

    @Test("A failing verdict: statuses, task ids, test code, and no hidden values")
    func failing() throws {
        let result = verdict(.failed, [
            caseResult("chapter output (Chapters/01-rays-books.md:120)", hidden: false, status: .passed, output: "Ray's books\n", origin: "Chapters/01-rays-books.md"),
            caseResult("three words", status: .failed, message: "wrong result at $: expected \"\(Self.secretExpected)\", got \"x\"",
                       explain: Self.cases[0].explain, expected: Self.secretExpected, actual: "x", output: "debug: \(Self.secretInput)"),
            caseResult("no rule", status: .passed, output: Self.secretInput),
            caseResult("shown input", hidden: false, status: .failed, message: "expected the error typeMismatch, got a value", explain: "A visible case.", output: "printed"),
            caseResult("endless", status: .timedOut, message: "your answer ran out of time (5 s)", explain: "Decoding finishes."),
        ])
        let json = try parse(result)
        try checkShape(json)
        #expect(json["status"] as? String == "fail")
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.map { $0["name"] as? String } == result.cases.map(\.name), "in the grader's order")
        #expect(tests.map { $0["status"] as? String } == ["pass", "fail", "pass", "fail", "error"])
        // task_id is the case's rule, only when it names one; the chapter's output checks no single rule.
        #expect(tests.map { $0["task_id"] as? Int } == [nil, 2, nil, 3, 4])
        // The chapter's output: what it runs and its output.
        #expect((tests[0]["test_code"] as? String)?.contains("Chapters/01-rays-books.md") == true)
        #expect(tests[0]["output"] as? String == "Ray's books\n")
        // A visible case shows its input as the call it makes, and its message.
        #expect(tests[3]["test_code"] as? String == "WorkbookExercise.run([\n  true,\n  \"two\"\n])")
        #expect((tests[3]["message"] as? String)?.contains("expected the error typeMismatch") == true)
        #expect(tests[3]["output"] as? String == "printed")
        // Hidden cases: what they check and how they ended, nothing else.
        #expect((tests[1]["test_code"] as? String)?.contains("Every later word gets an upper-case first letter.") == true)
        #expect((tests[1]["message"] as? String)?.contains("different result") == true)
        #expect((tests[4]["message"] as? String)?.contains("ran out of time") == true)
        let text = String(decoding: try ExercismReport.json(for: result, cases: Self.cases), as: UTF8.self)
        #expect(!text.contains(Self.secretInput), "a hidden input leaked")
        #expect(!text.contains(Self.secretExpected), "a hidden expected value leaked")
        for index in [1, 2, 4] { #expect(tests[index]["output"] == nil, "a hidden case's output is not shown") }
    }

    @Test("Passing: status pass, no messages; without case data no task ids")
    func passing() throws {
        let result = verdict(.passed, [
            caseResult("chapter output (Chapters/01-rays-books.md:120)", hidden: false, status: .passed, origin: "Chapters/01-rays-books.md"),
            caseResult("three words", status: .passed),
        ])
        let json = try parse(result, cases: [])
        try checkShape(json)
        #expect(json["status"] as? String == "pass")
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.allSatisfy { $0["task_id"] == nil && $0["message"] == nil })
    }

    @Test("A generated case's rule is its task_id, with no case file to look it up in")
    func generatedTaskID() throws {
        var generated = caseResult("generated: three words #4", status: .failed, explain: "Every later word gets an upper-case first letter.", origin: "generated")
        generated.rule = 2
        let json = try parse(verdict(.failed, [generated, caseResult("generated: no rule #5", status: .passed, origin: "generated")]), cases: [])
        try checkShape(json)
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.map { $0["task_id"] as? Int } == [2, nil])
    }

    @Test("An empty or unusable answer is still a v3 document: status error and why")
    func unusable() throws {
        let data = try ExercismReport.unusable("Exercises/kebab-strategy.swift: error: the file is empty").jsonData()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        try checkShape(json)
        #expect(json["status"] as? String == "error")
        #expect((json["message"] as? String)?.contains("the file is empty") == true)
        #expect((json["tests"] as? [Any])?.isEmpty == true)
    }

    @Test("A compile error: status error, the compiler's messages, no tests")
    func compileError() throws {
        let failure = try JSONDecoder().decode(CompileFailure.self, from: Data("""
        {"diagnostics": [{"file": "Exercises/kebab-strategy.swift", "line": 3, "column": 5, "severity": "error",
          "message": "cannot find 'x' in scope", "excerpt": []}], "timedOut": false}
        """.utf8))
        let json = try parse(verdict(.compileError, [], compileFailure: failure))
        try checkShape(json)
        #expect(json["status"] as? String == "error")
        #expect(json["message"] as? String == "Exercises/kebab-strategy.swift:3:5: error: cannot find 'x' in scope")
        #expect((json["tests"] as? [Any])?.isEmpty == true)
        // No diagnostics at all still says what happened and what to do.
        let bare = try JSONDecoder().decode(CompileFailure.self, from: Data(#"{"diagnostics": [], "timedOut": true}"#.utf8))
        let message = try #require(try parse(verdict(.compileError, [], compileFailure: bare))["message"] as? String)
        #expect(message.contains("took too long"))
    }

    @Test("Output over 500 characters is cut with the spec's notice")
    func truncation() throws {
        let long = String(repeating: "é🙂x", count: 300)
        let json = try parse(verdict(.failed, [
            caseResult("chapter output (Chapters/01-rays-books.md:120)", hidden: false, status: .failed, message: "differs", output: long),
        ]))
        try checkShape(json)
        let output = try #require((json["tests"] as? [[String: Any]])?.first?["output"] as? String)
        #expect(output.utf16.count <= 500)
        #expect(output.hasSuffix("\n" + ExercismReport.truncationNotice))
        #expect(long.hasPrefix(String(output.dropLast(ExercismReport.truncationNotice.count + 1))))
        // Exactly 500 is kept whole.
        #expect(ExercismReport.truncated(String(repeating: "a", count: 500)) == String(repeating: "a", count: 500))
    }

    @Test("A visible case's output is shown, never obeyed: escape sequences and carriage returns are written out")
    func safeOutput() throws {
        let printed = "ok\u{1B}[2J\u{1B}[32m✓ passed\r\u{202E}gnp\u{7}\nnext"
        let json = try parse(verdict(.failed, [
            caseResult("chapter output (Chapters/01-rays-books.md:120)", hidden: false, status: .failed, message: "differs", output: printed),
        ]))
        try checkShape(json)
        let output = try #require((json["tests"] as? [[String: Any]])?.first?["output"] as? String)
        #expect(output == SafeText.escaped(printed))
        #expect(!output.unicodeScalars.contains { SafeText.isUnsafe($0) && $0 != "\n" }, "\(output.debugDescription)")
        #expect(output.contains("\\u{1B}[2J") && output.contains("\\u{D}"))
        // Made safe first, then cut: the written-out escapes count toward the 500.
        let long = String(repeating: "\u{1B}", count: 400)
        let cut = ExercismReport.shownOutput(long)
        #expect(cut.utf16.count <= ExercismReport.outputLimit)
        #expect(cut.hasPrefix("\\u{1B}") && cut.hasSuffix("\n" + ExercismReport.truncationNotice))
        #expect(!cut.unicodeScalars.contains { SafeText.isUnsafe($0) && $0 != "\n" })
    }
}
