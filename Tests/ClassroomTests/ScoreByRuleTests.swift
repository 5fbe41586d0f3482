import Foundation
import Testing
import TestSupport
@testable import Classroom
@testable import Grading
import Literate
import Sandbox

// Scoring by rule (docs/GRADING-REPORTS.md, Scores): an exercise's points
// are split over its rules and the chapter's output, a part is earned whole
// when all its cases pass, so the same answer scores the same whatever
// cases were generated for its student.

@Suite("Scores by rule", .tags(.slow))
struct ScoreByRuleTests {
    static func passing(_ name: String, rule: Int?, hidden: Bool = true) -> CaseResult {
        CaseResult(name: name, hidden: hidden, status: .passed, message: "", explain: nil, expected: nil, actual: nil, output: "", origin: "Solutions", rule: rule)
    }

    static func failing(_ name: String, rule: Int?, hidden: Bool = true) -> CaseResult {
        CaseResult(name: name, hidden: hidden, status: .failed, message: "wrong result", explain: nil, expected: "1", actual: "2", output: "", origin: "Solutions", rule: rule)
    }

    static func result(_ cases: [CaseResult]) -> CheckResult {
        var result = CheckResult(exercise: "userinfo-interval", answerPath: "userinfo-interval.swift", status: cases.allSatisfy(\.passed) ? .passed : .failed,
                                 compileFailure: nil, cases: cases, isolation: .sandboxed, compileSeconds: 0, runSeconds: 0)
        result.rules = (1...6).map { RuleStatement(number: $0, text: "Rule text \($0).") }
        return result
    }

    /// Six rules and the chapter's output; `perRule[n]` cases of rule n+1,
    /// the first `failing[n]` of them failing.
    static func variant(perRule: [Int], failing broken: [Int], outputPasses: Bool = true) -> CheckResult {
        var cases = [outputPasses ? Self.passing("chapter output", rule: nil, hidden: false) : Self.failing("chapter output", rule: nil, hidden: false)]
        for (index, count) in perRule.enumerated() {
            for number in 0..<count {
                let name = "rule \(index + 1) case \(number + 1)"
                cases.append(number < broken[index] ? Self.failing(name, rule: index + 1) : Self.passing(name, rule: index + 1))
            }
        }
        return result(cases)
    }

    static func column(points: Double, weights: Assignment.Weights? = nil) throws -> ClassReport.ExerciseColumn {
        let exercise = Assignment.Exercise(id: "userinfo-interval", points: points, weights: weights)
        let parts = try ClassScoring.parts(exercise: exercise, points: points, visible: true, cases: [], rules: Array(1...6))
        return ClassReport.ExerciseColumn(id: "userinfo-interval", title: "Userinfo", maxScore: points, caseCount: 0, parts: parts)
    }

    static func score(_ result: CheckResult, _ column: ClassReport.ExerciseColumn) -> ExerciseReport {
        ClassScoring.score(column: column, source: .file(URL(fileURLWithPath: "/dev/null"), relativePath: "userinfo-interval.swift"),
                          outcome: StoredOutcome(key: "k", exercise: column.id, result: result, unusable: nil), reused: false)
    }

    @Test("the same bug scores the same whatever the number of generated cases per rule; per case it did not")
    func sameBugSameScore() throws {
        let column = try Self.column(points: 7.5)
        // Two students' variants of one wrong answer: rule 6 broken, with
        // different numbers of rule-6 cases generated and failing.
        let first = Self.variant(perRule: [5, 2, 1, 2, 3, 2], failing: [0, 0, 0, 0, 0, 1])
        let second = Self.variant(perRule: [7, 2, 1, 3, 5, 6], failing: [0, 0, 0, 0, 0, 5])
        let one = Self.score(first, column), two = Self.score(second, column)
        #expect(one.score == two.score)
        #expect(one.score == 7.5 - column.parts[5].maxScore)
        // The old rule, points × passed ÷ cases, gave them different scores.
        let perCase = [first, second].map { Cents(points: 7.5 * Double($0.passedCount) / Double($0.cases.count)) }
        #expect(perCase[0] != perCase[1])
        let rule6 = try #require(one.parts.first { $0.rule == 6 })
        #expect(!rule6.met && rule6.score == 0 && rule6.failedCases == ["rule 6 case 1"])
        #expect(rule6.line == "Rule 6 not met: −\(Classroom.Score.text(rule6.maxScore))")
        #expect(rule6.text == "Rule text 6.")
    }

    @Test("7.5 points over six rules and the chapter's output: exact cents by largest remainder")
    func equalShares() throws {
        let column = try Self.column(points: 7.5)
        #expect(column.parts.map(\.kind) == Array(repeating: .rule, count: 6) + [.chapterOutput])
        #expect(column.parts.map(\.rule) == [1, 2, 3, 4, 5, 6, nil])
        #expect(column.parts.map { Cents(points: $0.maxScore).value } == [108, 107, 107, 107, 107, 107, 107])
    }

    @Test("the chapter's output is taken off only when no rule already took the bug off")
    func chapterOutputNotTwice() throws {
        let column = try Self.column(points: 7)
        // A bug that breaks rule 2 and the chapter's output: taken off once.
        let both = Self.score(Self.variant(perRule: [1, 1, 1, 1, 1, 1], failing: [0, 1, 0, 0, 0, 0], outputPasses: false), column)
        #expect(both.score == 6)
        let output = try #require(both.parts.last)
        #expect(output.kind == .chapterOutput && output.met && output.failedCases == ["chapter output"])
        #expect(output.line.contains("not taken off again"))
        // Every rule met and the chapter's output different: its part is lost.
        let alone = Self.score(Self.variant(perRule: [1, 1, 1, 1, 1, 1], failing: [0, 0, 0, 0, 0, 0], outputPasses: false), column)
        #expect(alone.score == 6)
        #expect(alone.parts.last?.met == false)
        #expect(alone.parts.last?.line == "The chapter's output not as the chapter shows: −1")
        // Nothing met (a stub throwing everywhere, a crash in every case): nothing earned.
        let nothing = Self.score(Self.variant(perRule: [1, 2, 1, 1, 1, 1], failing: [1, 2, 1, 1, 1, 1], outputPasses: false), column)
        #expect(nothing.score == 0 && nothing.parts.allSatisfy { !$0.met })
    }

    @Test("rule weights from the assignment split the points in proportion")
    func weightedShares() throws {
        let weights = Assignment.Weights(rules: [1, 1, 2, 1, 1, 1], output: 0, path: "hw.toml", line: 9)
        let column = try Self.column(points: 7.5, weights: weights)
        #expect(column.parts.map(\.weight) == [1, 1, 2, 1, 1, 1, 0])
        #expect(column.parts.map { Cents(points: $0.maxScore).value } == [107, 107, 215, 107, 107, 107, 0])
        let report = Self.score(Self.variant(perRule: [2, 2, 2, 2, 2, 2], failing: [0, 0, 1, 0, 0, 0]), column)
        #expect(report.score == 5.35)
        #expect(Cents.split(Cents(750), weights: [1, 1, 2, 1, 1, 1, 1]).map(\.value) == [94, 94, 187, 94, 94, 94, 93])
        #expect(Cents.split(Cents(1000), weights: [0.5, 0.25, 0.25]).map(\.value) == [500, 250, 250])
    }

    @Test("an instructor's case without a rule is a part of its own; one naming a rule the task does not have is refused")
    func instructorCases() throws {
        let exercise = Assignment.Exercise(id: "userinfo-interval", points: 8)
        let mine = GradingCase(name: "mine", explain: nil, input: .null, expect: .error("any"), origin: "my-cases")
        let parts = try ClassScoring.parts(exercise: exercise, points: 8, visible: true, cases: [mine], rules: Array(1...6))
        #expect(parts.map(\.kind) == Array(repeating: .rule, count: 6) + [.chapterOutput, .noRule])
        #expect(parts.map(\.maxScore) == Array(repeating: 1, count: 8))
        let column = ClassReport.ExerciseColumn(id: "userinfo-interval", title: "", maxScore: 8, caseCount: 0, parts: parts)
        var cases = Self.variant(perRule: [1, 1, 1, 1, 1, 1], failing: [0, 0, 0, 0, 0, 0]).cases
        cases.append(CaseResult(name: "mine", hidden: true, status: .failed, message: "x", explain: nil, expected: nil, actual: nil, output: "", origin: "my-cases"))
        let report = Self.score(Self.result(cases), column)
        #expect(report.score == 7 && report.parts.last?.failedCases == ["mine"] && report.parts.last?.line == "Cases that name no rule not met: −1")
        var stray = mine
        stray.rule = 9
        #expect(throws: ClassroomError.self) {
            try ClassScoring.parts(exercise: exercise, points: 8, visible: true, cases: [stray], rules: Array(1...6))
        }
    }

    @Test("weights that do not fit the exercise are refused, naming the file and line")
    func badWeights() throws {
        let short = Assignment.Weights(rules: [1, 2], output: nil, path: "hw.toml", line: 12)
        #expect(throws: ClassroomError.badAssignment(path: "hw.toml", line: 12, reason: "'rule_weights' of userinfo-interval lists 2 weights, but the exercise has 6 rules (its task text, rules block); give one weight per rule, in order")) {
            try Self.column(points: 7.5, weights: short)
        }
        let zero = Assignment.Weights(rules: [0, 0, 0, 0, 0, 0], output: 0, path: "hw.toml", line: 12)
        #expect(throws: ClassroomError.self) { try Self.column(points: 7.5, weights: zero) }
    }

    @Test("a version 2 report (scored per case) is read by the gradebook but not merged under the new version")
    func olderReports() throws {
        var old = ClassReport(graderVersion: "2", isolation: "sandboxed", shard: ClassReport.ShardInfo(index: 0, count: 1), exercises: [], strayFiles: [], students: [])
        old.version = 2
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("v2-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        try old.jsonData().write(to: url)
        #expect(try ClassReport.load(url).version == 2)
        #expect(throws: ClassroomError.self) { try ClassReport.merge([(path: url.path, report: old)]) }
        var current = old
        current.version = ClassReport.currentVersion
        #expect(try ClassReport.merge([(path: url.path, report: current)]).version == 4)
    }

    @Test("rule_weights and output_weight in an [[exercises]] section")
    func assignmentFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weights-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func load(_ extra: String) throws -> Assignment {
            let url = folder.appendingPathComponent("hw.toml")
            try Data("""
            id = "hw"
            due = 2026-12-01T23:59:00-05:00

            [[exercises]]
            id = "userinfo-interval"
            points = 7.5
            \(extra)
            """.utf8).write(to: url)
            return try Assignment.load(url, path: "hw.toml", exerciseIDs: ["userinfo-interval"])
        }
        let loaded = try load("rule_weights = [1, 1, 2, 1, 1, 1.5]\noutput_weight = 0")
        let weights = try #require(loaded.exercises.first?.weights)
        #expect(weights.rules == [1, 1, 2, 1, 1, 1.5] && weights.output == 0 && weights.line == 7 && weights.path == "hw.toml")
        #expect(try load("").exercises.first?.weights == nil)
        #expect(throws: ClassroomError.badAssignment(path: "hw.toml", line: 7, reason: "'rule_weights' must be a list of numbers, one per rule of the exercise in order, e.g. rule_weights = [1, 1, 2, 1]")) {
            try load("rule_weights = [1, \"two\"]")
        }
        #expect(throws: ClassroomError.badAssignment(path: "hw.toml", line: 7, reason: "'rule_weights' holds -1; a weight is a number from 0 to 1000 with at most two decimals")) {
            try load("rule_weights = [1, -1]")
        }
    }
}

// The class: six students hand in the same wrong answer, each
// graded on their own generated cases, through the real grader.

let scoreSlot = SlotBlocks.scoreByRule

@Suite("Scores by rule: six students, one wrong answer", .serialized, .tags(.slow))
struct SameAnswerClassTests {
    static let students = ["ana", "ben", "cai", "dee", "eli", "fay"]

    static func grade() throws -> (report: ClassReport, output: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("same-answer-\(UUID().uuidString)")
        let classDirectory = folder.appendingPathComponent("class")
        let answer = try Data(contentsOf: courseRoot.appendingPathComponent("Tests/GradingTests/Answers/positional-size/wrong-truncates-fractions.swift"))
        for student in students {
            let url = classDirectory.appendingPathComponent(student).appendingPathComponent("positional-size.swift")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try answer.write(to: url)
        }
        let checker = try ClassFixture.makeChecker()
        var options = GradeOptions(jobs: 2, store: nil)
        options.firstSlot = scoreSlot
        options.exercises = [Assignment.Exercise(id: "positional-size", points: 7.5)]
        let submissions = try Submissions.scan(classDirectory, exerciseIDs: ["positional-size"])
        let report = try ClassGrader(checker: checker).grade(submissions, options: options)
        let output = folder.appendingPathComponent("out")
        try ReportWriter(formats: [.json, .gradescope, .feedback], output: output).write(report)
        return (report, output)
    }

    @Test("six equal scores, though their generated cases differ; Gradescope gets one test per rule with its cases")
    func sixEqualScores() throws {
        let (report, output) = try Self.grade()
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let cells = try report.students.map { student in try #require(student.exercises.first) }
        #expect(cells.count == 6)
        #expect(Set(report.students.compactMap(\.seed)).count == 6, "each student has their own seed")
        // The answer breaks rule 4 (a fraction is not a whole number) alone.
        for cell in cells {
            #expect(cell.parts.filter { !$0.met }.map(\.rule) == [4], "\(cell.parts.map(\.line))")
        }
        #expect(Set(cells.map(\.score)).count == 1, "six equal scores: \(cells.map(\.score))")
        #expect(cells[0].score == 7.5 - cells[0].parts[3].maxScore)
        // `workbook grade`'s summary says which rule the class did not meet.
        #expect(report.summary(files: []).lines.contains("    not met: Rule 4 (6 answers)"))
        // What made the old per-case scores unequal: how many of each
        // student's cases failed (the generated fractions vary by seed).
        let perCase = Set(cells.map { Cents(points: 7.5 * Double($0.passedTests) / Double($0.totalTests)) })
        #expect(perCase.count > 1, "the students' generated cases fail in different numbers, so per case they scored differently")

        // Gradescope: a test per part, its cases listed, no hidden values.
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        for (student, cell) in zip(report.students, cells) {
            let results = try decoder.decode(GradescopeResults.self, from: Data(contentsOf: output.appendingPathComponent("gradescope/\(student.name).json")))
            #expect(results.tests.map(\.name) == (1...6).map { "positional-size: Rule \($0)" } + ["positional-size: The chapter's output"])
            #expect(results.tests.map { Cents(points: $0.score) }.reduce(Cents(0), +) == Cents(points: results.score))
            let rule4 = results.tests[3]
            #expect(rule4.status == .failed && rule4.score == 0 && rule4.maxScore == cell.parts[3].maxScore)
            #expect(rule4.output.contains("Rule 4 not met: −\(Classroom.Score.text(cell.parts[3].maxScore))"))
            #expect(rule4.output.contains("- a fraction: failed"))
            for name in cell.parts[3].cases { #expect(rule4.output.contains("- \(name): ")) }
            #expect(results.tests.filter { $0.status == .passed }.count == 6)
            for test in cell.tests where test.hidden && !test.passed {
                for secret in [test.expected, test.actual].compactMap({ $0 }) where secret.count > 6 {
                    #expect(!rule4.output.contains(secret), "hidden values stay out of Gradescope")
                }
            }
            let feedback = try String(contentsOf: output.appendingPathComponent("feedback/\(student.name).md"), encoding: .utf8)
            #expect(feedback.contains("Rule 4 not met: −\(Classroom.Score.text(cell.parts[3].maxScore))"))
        }
    }
}
