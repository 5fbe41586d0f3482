import Foundation
@testable import Grading
import Literate
import Testing
@testable import Verification

/// `workbook verify --exercise` on mistakes an author makes while writing an
/// exercise: each is reported once, at its file and line, with what to do.
@Suite("verify --exercise: an author's mistakes", .serialized, .tags(.slow))
struct ExerciseVerifierTests {
    /// A copy of the course's chapters, solutions, tangled targets and docs.
    final class Scratch {
        let root: URL

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("exercise-verifier-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for folder in ["Chapters", "Solutions", "Tangled", "docs"] {
                try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
            }
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = root.appendingPathComponent(path)
            let old = try String(contentsOf: url, encoding: .utf8)
            let new = change(old)
            try #require(new != old, "the edit of \(path) changed nothing")
            try Data(new.utf8).write(to: url)
        }

        func setup() throws -> GraderSetup {
            try GraderSetup(course: Course.load(root: root), productsDirectory: productsDirectory,
                            cacheDirectory: root.appendingPathComponent(".cache"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }
    }

    @Test("a rule worded otherwise in docs/EXERCISES.md is an error at its line, with both wordings; the course's own sections hold")
    func documentedRules() throws {
        let scratch = try Scratch()
        let chapterRule = "3. An empty string decodes as empty `Data`."
        try scratch.edit("docs/EXERCISES.md") { $0.replacingOccurrences(of: chapterRule, with: "3. An empty string decodes as an empty `Data`.") }
        let doc = try String(contentsOf: scratch.root.appendingPathComponent("docs/EXERCISES.md"), encoding: .utf8)
        let failed = ExerciseVerifier(setup: try scratch.setup()).authoredFindings("hex-data-strategy").filter { !$0.passed }
        #expect(failed.count == 1, "\(failed)")
        let finding = try #require(failed.first)
        #expect(finding.location == "docs/EXERCISES.md:\(lineNumber(of: "3. An empty string decodes as an empty", in: doc))")
        #expect(finding.claim == "docs/EXERCISES.md states the chapter's rules word for word")
        #expect(finding.detail.hasPrefix("rule 3 differs from the chapter's (Chapters/01-rays-books.md:"), "\(finding.detail)")
        #expect(finding.detail.contains("chapter: \(chapterRule)") && finding.detail.contains("docs:    3. An empty string decodes as an empty `Data`."), "\(finding.detail)")

        // A rule left out is named too.
        let scratch2 = try Scratch()
        try scratch2.edit("docs/EXERCISES.md") { $0.replacingOccurrences(of: chapterRule + "\n", with: "") }
        let missing = ExerciseVerifier(setup: try scratch2.setup()).authoredFindings("hex-data-strategy").filter { !$0.passed }
        #expect(missing.count == 1 && missing.first?.detail.hasPrefix("the 'Rules:' list: rule 4 is out of order") == true, "\(missing)")
        // The last rule left out: the list is well formed, one rule short.
        let scratch3 = try Scratch()
        let lastRule = "6. A value that is not a string throws `DecodingError.typeMismatch`."
        try scratch3.edit("docs/EXERCISES.md") { $0.replacingOccurrences(of: lastRule + "\n", with: "") }
        let short = ExerciseVerifier(setup: try scratch3.setup()).authoredFindings("hex-data-strategy").filter { !$0.passed }
        #expect(short.count == 1 && short.first?.detail.contains("docs:    (no rule 6)") == true, "\(short)")

        // Every exercise of the course as it stands.
        let course = try GraderSetup(course: Course.load(root: repositoryRoot), productsDirectory: productsDirectory, cacheDirectory: cacheDirectory)
        for exercise in course.course.exercises {
            let findings = ExerciseVerifier(setup: course).authoredFindings(exercise.id)
            #expect(findings.contains { $0.claim == "docs/EXERCISES.md states the chapter's rules word for word" }, "\(exercise.id)")
            for finding in findings where !finding.passed { Issue.record("\(exercise.id): \(finding)") }
        }
    }

    @Test("a harness that does not compile is shown once, at its file and line, with what to do next; the other checks point to it")
    func brokenHarnessShownOnce() throws {
        let scratch = try Scratch()
        try scratch.edit("Solutions/hex-data-strategy/harness.swift") { $0 + "\nlet workbookTypo: Int = workbookUndefinedName\n" }
        let harness = try String(contentsOf: scratch.root.appendingPathComponent("Solutions/hex-data-strategy/harness.swift"), encoding: .utf8)
        let line = lineNumber(of: "workbookUndefinedName", in: harness)
        let report = try ExerciseVerifier(setup: try scratch.setup(), jobs: 2, firstSlot: firstSlot + 40).verify("hex-data-strategy")

        let reference = try #require(report.findings.first { $0.claim == "the reference answer passes hex-data-strategy" })
        #expect(!reference.passed)
        #expect(reference.detail.contains("Solutions/hex-data-strategy/harness.swift:\(line):"), "\(reference.detail)")
        #expect(reference.detail.contains("has grading code that does not compile against its reference answer (Solutions/hex-data-strategy/harness.swift)"), "\(reference.detail)")
        #expect(reference.detail.contains("Fix the errors above, then run './workbook verify --exercise hex-data-strategy' again."), "\(reference.detail)")
        #expect(!reference.detail.contains("to see the chapter's problems"), "\(reference.detail)")

        #expect(report.findings.filter { $0.detail.contains("workbookUndefinedName") }.count == 1, "the compiler's errors are shown once:\n\(report.findings)")
        let others = report.findings.filter { !$0.passed && $0.location != reference.location }
        #expect(others.count == 1 + MutationFile.all(exercise: "hex-data-strategy", in: scratch.root.appendingPathComponent("Solutions")).count, "\(others)")
        for finding in others {
            #expect(finding.detail == "not checked: its check stops at the problem shown at Solutions/hex-data-strategy/answer.swift above", "\(finding)")
        }
    }

    @Test("a reference answer that does not compile is shown once, at its file and line; the other checks point to it")
    func brokenReferenceShownOnce() throws {
        let scratch = try Scratch()
        try scratch.edit("Solutions/hex-data-strategy/answer.swift") { $0 + "\nlet workbookTypo: Int = workbookUndefinedName\n" }
        let answer = try String(contentsOf: scratch.root.appendingPathComponent("Solutions/hex-data-strategy/answer.swift"), encoding: .utf8)
        let line = lineNumber(of: "workbookUndefinedName", in: answer)
        // Tangled again, as the author does (the answer is part of the chapter's program).
        let course = try Course.load(root: scratch.root)
        for chapter in course.chapters { try TangledTarget(course: course, chapter: chapter).write(in: course) }
        let report = try ExerciseVerifier(setup: try scratch.setup(), jobs: 2, firstSlot: firstSlot + 40).verify("hex-data-strategy")
        let reference = try #require(report.findings.first { $0.claim == "the reference answer passes hex-data-strategy" })
        #expect(!reference.passed)
        #expect(reference.detail.contains("Solutions/hex-data-strategy/answer.swift:\(line):"), "\(reference.detail)")
        #expect(reference.detail.contains("then run './workbook verify --exercise hex-data-strategy' again"), "\(reference.detail)")
        #expect(report.findings.filter { $0.detail.contains("workbookUndefinedName") }.count == 1, "\(report.findings)")
        let others = report.findings.filter { !$0.passed && $0.location != reference.location }
        #expect(!others.isEmpty && others.allSatisfy { $0.detail.hasPrefix("not checked: ") }, "\(others)")
    }

    @Test("cases.json still holding the scaffold's marker is asked for what the course's cases hold (no explain)")
    func casesMarker() throws {
        let scratch = try Scratch()
        try scratch.edit("Solutions/hex-data-strategy/cases.json") { $0.replacingOccurrences(of: "\"points\": 10", with: "\"points\": 10, \"note\": \"TODO(author)\"") }
        let failed = ExerciseVerifier(setup: try scratch.setup()).authoredFindings("hex-data-strategy").filter { !$0.passed }
        let finding = try #require(failed.first { $0.claim == "the hidden cases are written" }, "\(failed)")
        #expect(finding.detail.contains("a name, the rule they check, an input and the expected value or error"), "\(finding.detail)")
        #expect(!finding.detail.contains("explain"), "\(finding.detail)")
    }

    @Test("cases.json that is not JSON is an error at its line and column, named once")
    func casesSyntax() throws {
        let scratch = try Scratch()
        try scratch.edit("Solutions/hex-data-strategy/cases.json") { $0.replacingOccurrences(of: "\"points\": 10,", with: "\"points\": 10,,") }
        let failed = ExerciseVerifier(setup: try scratch.setup()).authoredFindings("hex-data-strategy").filter { !$0.passed }
        let finding = try #require(failed.first { $0.claim == "the hidden cases load" }, "\(failed)")
        #expect(finding.location == "Solutions/hex-data-strategy/cases.json:3:16", "\(finding)")
        #expect(finding.detail.hasPrefix("not valid JSON: ") && !finding.detail.contains("cases.json"), "\(finding.detail)")
    }

    @Test("a mutation that fails cases of another rule is told it may break two rules")
    func twoRulesBroken() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("two-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("rule2-no-checks.swift")
        try Data("// breaks: rule 2\nlet x = 1\n".utf8).write(to: url)
        let mutation = try MutationFile.load(url, exercise: "demo").get()
        func failing(_ name: String, rule: Int) -> CaseResult {
            CaseResult(name: name, hidden: true, status: .failed, message: "expected DecodingError.dataCorrupted to be thrown, but it succeeded", explain: nil,
                       expected: nil, actual: nil, output: "", origin: "Solutions", rule: rule)
        }
        let result = CheckResult(exercise: "demo", answerPath: mutation.displayPath, status: .failed, compileFailure: nil,
                                 cases: [failing("a short part", rule: 2), failing("a count of zero", rule: 3), failing("a negative count", rule: 3)],
                                 isolation: .sandboxed, compileSeconds: 0, runSeconds: 0)
        let finding = ExerciseVerifier.judge(mutation, result: result)
        #expect(!finding.passed)
        #expect(finding.detail.contains("a count of zero (rule 3)"), "\(finding.detail)")
        #expect(finding.detail.contains("if the mutation also changes what rule 3 states, it breaks two rules: change only what rule 2 states"), "\(finding.detail)")
        #expect(finding.detail.contains("'// also fails: rule N (why)'"), "\(finding.detail)")
    }

    // MARK: - A proof nobody can talk around

    static func mutation(_ header: String) throws -> MutationFile {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("allowance-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("rule2-demo.swift")
        try Data((header + "let x = 1\n").utf8).write(to: url)
        return try MutationFile.load(url, exercise: "demo").get()
    }

    static func result(_ cases: [(String, Int, Bool)]) -> CheckResult {
        CheckResult(exercise: "demo", answerPath: "m.swift", status: .failed, compileFailure: nil,
                    cases: cases.map { name, rule, passed in
                        CaseResult(name: name, hidden: true, status: passed ? .passed : .failed, message: passed ? "" : "wrong result", explain: nil,
                                   expected: nil, actual: nil, output: "", origin: "Solutions", rule: rule)
                    }, isolation: .sandboxed, compileSeconds: 0, runSeconds: 0)
    }

    @Test("an 'also fails' allowance stands only where every case of the other rule fails; an unneeded one goes")
    func allowances() throws {
        let allowed = try Self.mutation("// breaks: rule 2\n// also fails: rule 3 (rule 3 is read through rule 2)\n")
        // Every case of rule 3 fails: rule 3 cannot be seen without rule 2.
        #expect(ExerciseVerifier.judge(allowed, result: Self.result([("a", 2, false), ("b", 3, false), ("c", 3, false)])).passed)
        // One case of rule 3 passes: the others can be made plain too.
        let partial = ExerciseVerifier.judge(allowed, result: Self.result([("a", 2, false), ("b", 3, false), ("c", 3, true)]))
        #expect(!partial.passed && partial.detail.contains("some cases of rule 3 pass with this bug (c)"), "\(partial.detail)")
        #expect(partial.location.hasSuffix(":2"))
        // No case of rule 3 fails: the allowance is not needed.
        let unneeded = ExerciseVerifier.judge(allowed, result: Self.result([("a", 2, false), ("b", 3, true)]))
        #expect(!unneeded.passed && unneeded.detail.contains("'also fails: rule 3' is not needed"), "\(unneeded.detail)")
    }

    @Test("a case the reference answer fails is its finding's alone: no mutation is judged on it")
    func oneWrongExpectationOneError() throws {
        let plain = try Self.mutation("// breaks: rule 2\n")
        let result = Self.result([("a", 2, false), ("wrong", 4, false)])
        #expect(!ExerciseVerifier.judge(plain, result: result).passed)
        #expect(ExerciseVerifier.judge(plain, result: result, excluding: ["wrong"]).passed)
    }

    @Test("verify --strict: a rule without a mutation is an error, not a note")
    func strictWantsAMutationPerRule() throws {
        let course = try GraderSetup(course: Course.load(root: repositoryRoot), productsDirectory: productsDirectory, cacheDirectory: cacheDirectory)
        let loaded = MutationFile.all(exercise: "hex-data-strategy", in: repositoryRoot.appendingPathComponent("Solutions")).filter { (try? $0.get().rule) != 3 }
        let relaxed = ExerciseVerifier(setup: course).mutationFileFindings("hex-data-strategy", loaded: loaded)
        #expect(relaxed.contains { $0.isNote && $0.passed && $0.claim == "rule 3 has a mutation" })
        let strict = ExerciseVerifier(setup: course, strict: true).mutationFileFindings("hex-data-strategy", loaded: loaded)
        let missing = try #require(strict.first { $0.claim == "rule 3 has a mutation" })
        #expect(!missing.passed && !missing.isNote && missing.detail.contains("verify --strict requires one per rule"))
    }

    @Test("a case may expect only an error its rule names")
    func errorKindNamedByTheRule() throws {
        let scratch = try Scratch()
        // Rule 5 of hex-data-strategy names dataCorrupted; a case expecting valueNotFound would fail a correct answer.
        try scratch.edit("Solutions/hex-data-strategy/cases.json") { text in
            let start = text.range(of: "\"name\": \"a letter after f\"")!.lowerBound
            let at = text[start...].range(of: "\"dataCorrupted\"")!
            return text.replacingCharacters(in: at, with: "\"valueNotFound\"")
        }
        let setup = try scratch.setup()
        let verifier = ExerciseVerifier(setup: setup)
        let material = ExerciseMaterial.read(setup.course.folder(for: "hex-data-strategy"))
        let rules = try #require(setup.course.chapter(forExercise: "hex-data-strategy")?.rules(for: "hex-data-strategy")?.rules)
        let cases = try material.cases.get().cases
        let findings = verifier.errorKindFindings(material, cases: cases, rules: rules)
        let finding = try #require(findings.first)
        #expect(!finding.passed && finding.detail.contains("'a letter after f' (rule 5): it expects `valueNotFound`, but its rule names `dataCorrupted`"), "\(finding.detail)")
    }

    @Test("the exercise's visible case and its done-when command are claims: an output block removed, or a command for another step, is an error")
    func doneWhenClaims() throws {
        let holds = try Scratch()
        #expect(ExerciseVerifier(setup: try holds.setup()).authoredFindings("hex-data-strategy").allSatisfy(\.passed))

        let otherStep = try Scratch()
        try otherStep.edit("Chapters/01-rays-books.md") { $0.replacingOccurrences(of: "You are done when `./workbook run 1 --step 3.3`", with: "You are done when `./workbook run 1 --step 3.2`") }
        let wrongStep = ExerciseVerifier(setup: try otherStep.setup()).authoredFindings("hex-data-strategy").filter { !$0.passed }
        #expect(wrongStep.count == 1 && wrongStep.first?.detail.contains("runs step 3.2") == true, "\(wrongStep)")

        let noOutput = try Scratch()
        try noOutput.edit("Chapters/01-rays-books.md") { text in
            // The exercise's output block, and the quizzes and sentences that
            // name its step, go: the step is then another one's.
            let stub = text.range(of: "```swift exercise=hex-data-strategy")!
            let output = text.range(of: "```output\n", range: stub.upperBound..<text.endIndex)!
            let end = text.range(of: "```\n", range: output.upperBound..<text.endIndex)!
            return text.replacingCharacters(in: output.lowerBound..<end.upperBound, with: "")
        }
        let missing = ExerciseVerifier(setup: try noOutput.setup()).authoredFindings("hex-data-strategy").filter { !$0.passed && $0.claim.contains("visible case") }
        #expect(missing.count == 1, "\(missing)")
    }

    @Test("in the sandbox: one wrong expected value is one error, at the reference answer; rules that only refuse must be guards")
    func oneErrorAndGuards() throws {
        let scratch = try Scratch()
        try scratch.edit("Solutions/hex-data-strategy/cases.json") { text in
            text.replacingOccurrences(of: "\"expect\": {\"value\": [10]}", with: "\"expect\": {\"value\": [11]}")
                .replacingOccurrences(of: "\"guards\": [4, 5, 6],", with: "")
        }
        let report = try ExerciseVerifier(setup: try scratch.setup(), jobs: 2, firstSlot: firstSlot + 40).verify("hex-data-strategy")
        let failures = report.failures.map(\.claim)
        #expect(failures == ["the reference answer passes hex-data-strategy", "an answer that throws on every input meets no rule"], "\(report.failures)")
        let thrower = try #require(report.failures.last)
        #expect(thrower.detail.contains("rules 4, 5, 6 only ask for an error: list them in \"guards\""), "\(thrower.detail)")
    }
}
