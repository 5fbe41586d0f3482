import Foundation
import Grading
import Literate
import Testing

/// Fairness and the hint ramp, for every exercise of a course:
/// - the chapter states the task's rules in a `rules exercise=<id>` block,
///   and docs/EXERCISES.md's section for <id> lists the same numbered rules
///   under "Rules:" (same numbers, same text);
/// - every case in Solutions/<id>/cases.json names an existing rule, and
///   every rule has at least one fixed case;
/// - no hint holds a line of the reference answer's code.
/// Each problem is one line, `path:line: what is wrong; what to do`.
struct FairnessAudit {
    let root: URL

    /// Every problem with the course's rules and cases.
    func ruleProblems() throws -> [String] {
        let course = try Course.load(root: root)
        let exercisesDoc = (try? String(contentsOf: root.appendingPathComponent("docs/EXERCISES.md"), encoding: .utf8)) ?? ""
        var problems: [String] = []
        for exercise in course.exercises {
            let id = exercise.id
            guard let chapter = course.chapter(forExercise: id) else { continue }
            let stubLine = chapter.snippets.first { $0.kind == .exercise(id: id) }?.fenceLine ?? 1
            guard let rules = chapter.rules(for: id) else {
                problems.append("\(chapter.path):\(stubLine): exercise '\(id)' states no rules; add a 'rules exercise=\(id)' block right after its stub")
                continue
            }
            let rulesLine = chapter.snippets.first { $0.kind == .rules(exercise: id) }?.fenceLine ?? stubLine

            switch Self.documentedRules(of: id, in: exercisesDoc) {
            case let .failure(message):
                problems.append("docs/EXERCISES.md: \(message)")
            case let .success((documented, line)):
                let chapterList = rules.rules.map { "\($0.number). \(Self.normalised($0.text))" }
                let docList = documented.rules.map { "\($0.number). \(Self.normalised($0.text))" }
                for index in 0..<max(chapterList.count, docList.count) {
                    let inChapter = index < chapterList.count ? chapterList[index] : "(no rule \(index + 1))"
                    let inDoc = index < docList.count ? docList[index] : "(no rule \(index + 1))"
                    if inChapter != inDoc {
                        problems.append("docs/EXERCISES.md:\(line): rule \(index + 1) of '\(id)' differs from \(chapter.path):\(rulesLine)\n    chapter: \(inChapter)\n    docs:    \(inDoc)\n    state the same numbered rules in both places")
                    }
                }
            }

            let casesPath = "Solutions/\(id)/cases.json"
            let file = try CaseFile.load(root.appendingPathComponent(casesPath), displayPath: casesPath)
            let numbers = Set(rules.rules.map(\.number))
            var covered: Set<Int> = []
            for item in file.cases {
                guard let rule = item.rule else {
                    problems.append("\(casesPath): case '\(item.name)' names no rule; add \"rule\": N, the number of the rule in \(chapter.path):\(rulesLine) it checks")
                    continue
                }
                if numbers.contains(rule) {
                    covered.insert(rule)
                } else {
                    problems.append("\(casesPath): case '\(item.name)' names rule \(rule), but '\(id)' has rules 1-\(rules.rules.count) (\(chapter.path):\(rulesLine)); a hidden case checks only a rule the task states")
                }
            }
            for rule in rules.rules where !covered.contains(rule.number) {
                problems.append("\(chapter.path):\(rulesLine): rule \(rule.number) of '\(id)' (\"\(rule.text)\") has no case in \(casesPath); add one")
            }
        }
        return problems
    }

    /// Every hint line that repeats a non-trivial line of the reference answer.
    func rampProblems() throws -> [String] {
        let course = try Course.load(root: root)
        var problems: [String] = []
        for exercise in course.exercises {
            guard let chapter = course.chapter(forExercise: exercise.id),
                  let answer = try? String(contentsOf: course.referenceAnswer(for: exercise.id), encoding: .utf8) else { continue }
            var answerLines: [String: Int] = [:]
            for (offset, line) in answer.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let key = Self.codeKey(String(line))
                if !Self.isTrivial(key), answerLines[key] == nil { answerLines[key] = offset + 1 }
            }
            for (number, hint) in chapter.hints(for: exercise.id).enumerated() {
                for (offset, line) in Self.codeLines(ofHint: hint.code) {
                    let key = Self.codeKey(line)
                    if let answerLine = answerLines[key] {
                        problems.append("\(chapter.path):\(hint.line + offset): hint \(number + 1) of '\(exercise.id)' holds the answer's code (Solutions/\(exercise.id)/answer.swift:\(answerLine)): \(line.trimmingCharacters(in: .whitespaces))\n    a hint explains the idea and names the API; let the learner write the line")
                    }
                }
            }
        }
        return problems
    }

    // MARK: - Parsing

    /// The rules listed under "Rules:" in an exercise's section of
    /// docs/EXERCISES.md (the section starts at a heading naming `<id>` in
    /// backticks), with the Markdown line of "Rules:".
    static func documentedRules(of id: String, in doc: String) -> Result<(ExerciseRules, Int), FairnessMessage> {
        let lines = doc.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("## ") && $0.contains("`\(id)`") }) else {
            return .failure(FairnessMessage("no section for '\(id)'; add '## `\(id)` — chapter N' with what the answer declares and its rules"))
        }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
        guard let rulesAt = lines[start..<end].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "Rules:" }) else {
            return .failure(FairnessMessage("the section for '\(id)' (line \(start + 1)) has no 'Rules:' list; copy the chapter's numbered rules under a line 'Rules:'"))
        }
        var list: [String] = []
        for line in lines[(rulesAt + 1)..<end] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { if list.isEmpty { continue } else { break } }
            list.append(trimmed)
        }
        switch ExerciseRules.parse(exercise: id, text: list.joined(separator: "\n")) {
        case let .success(rules): return .success((rules, rulesAt + 1))
        case let .failure(problems):
            return .failure(FairnessMessage("the 'Rules:' list of '\(id)' (line \(rulesAt + 1)): " + problems.problems.map(\.1).joined(separator: "; ")))
        }
    }

    /// Text compared with runs of white space made one space.
    static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The code lines of a hint (Markdown): indented four spaces or inside a
    /// fence, with their 0-based offset in the hint.
    static func codeLines(ofHint markdown: String) -> [(Int, String)] {
        var result: [(Int, String)] = []
        var inFence = false
        for (offset, raw) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(raw)
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle(); continue }
            if inFence || line.hasPrefix("    ") || line.hasPrefix("\t") { result.append((offset, line)) }
        }
        return result
    }

    /// A code line without white space and without a `//` comment.
    static func codeKey(_ line: String) -> String {
        var text = line
        if let comment = text.range(of: "//") { text = String(text[..<comment.lowerBound]) }
        return text.filter { !$0.isWhitespace }
    }

    /// A line that is only punctuation and at most one keyword (`}`,
    /// `} else {`, `return nil`, `import Foundation`): sharing it gives
    /// nothing away.
    static func isTrivial(_ key: String) -> Bool {
        let words = key.filter { !"{}()[],;:".contains($0) }
        let keywords: Set<String> = ["", "else", "return", "break", "continue", "default", "do", "try", "returnnil", "importFoundation", "importCrypto", "init", "throw", "case", "self", "true", "false", "nil"]
        return keywords.contains(words)
    }
}

struct FairnessMessage: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@Suite("Fairness: every graded rule is stated, every rule is graded")
struct FairnessTests {
    @Test("each exercise's rules agree between the chapter and docs/EXERCISES.md, and its cases cover them")
    func rulesAndCases() throws {
        let problems = try FairnessAudit(root: TestCourse.root).ruleProblems()
        #expect(problems.isEmpty, "\(problems.count) problem(s):\n\(problems.joined(separator: "\n"))")
    }

    @Test("no hint holds a line of its reference answer")
    func ramp() throws {
        let problems = try FairnessAudit(root: TestCourse.root).rampProblems()
        #expect(problems.isEmpty, "\(problems.count) problem(s):\n\(problems.joined(separator: "\n"))")
    }

    @Test("the audit finds every kind of unfairness in a small course")
    func auditCanFail() throws {
        let course = try UnfairCourse()
        let audit = FairnessAudit(root: course.root)
        let problems = try audit.ruleProblems()
        let text = problems.joined(separator: "\n")
        #expect(text.contains("case 'no rule named' names no rule"), "\(text)")
        #expect(text.contains("case 'rule out of range' names rule 7"), "\(text)")
        #expect(text.contains("rule 3 of 'demo-sum' (\"An empty list sums to zero.\") has no case"), "\(text)")
        #expect(text.contains("docs/EXERCISES.md:6: rule 2 of 'demo-sum' differs"), "\(text)")
        #expect(problems.count == 4, "\(text)")

        let ramp = try audit.rampProblems()
        #expect(ramp.count == 1, "\(ramp)")
        #expect(ramp.first?.hasPrefix("Chapters/01-demo.md:\(course.answerLineInHint): hint 2 of 'demo-sum' holds the answer's code (Solutions/demo-sum/answer.swift:2)") == true, "\(ramp)")
    }

    @Test("a fair small course has no problems")
    func fairCourseIsClean() throws {
        let course = try UnfairCourse(fair: true)
        let audit = FairnessAudit(root: course.root)
        #expect(try audit.ruleProblems() == [])
        #expect(try audit.rampProblems() == [])
    }

    @Test("trivial lines are not counted as giving the answer away")
    func trivialLines() {
        #expect(FairnessAudit.isTrivial(FairnessAudit.codeKey("    }")))
        #expect(FairnessAudit.isTrivial(FairnessAudit.codeKey("} else {")))
        #expect(FairnessAudit.isTrivial(FairnessAudit.codeKey("import Foundation")))
        #expect(!FairnessAudit.isTrivial(FairnessAudit.codeKey("return numbers.reduce(0, +)")))
        #expect(FairnessAudit.codeKey("  let a =  b // why") == "leta=b")
    }
}

/// A one-exercise course in a temporary folder; unfair in four ways unless
/// `fair`: a case without a rule, a case naming a rule that does not exist, a
/// rule without a case, a rule worded differently in docs/EXERCISES.md, and
/// a hint that holds a line of the answer.
final class UnfairCourse {
    let root: URL
    /// The Markdown line of the hint line that copies the answer.
    let answerLineInHint: Int

    init(fair: Bool = false) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("fairness-course-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("Chapters"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("Solutions/demo-sum"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let hintCode = fair ? "    numbers.reduce(into: 0) { … }" : "    return numbers.reduce(0, +)"
        let chapter = """
        # Demo

        ```swift file=main.swift
        print(total([1, 2]))
        ```

        ```swift exercise=demo-sum
        func total(_ numbers: [Int]) -> Int { 0 }
        ```

        ```rules exercise=demo-sum
        1. The result is the sum of the numbers.
        2. Negative numbers count too.
        3. An empty list sums to zero.
        ```

        ```hint exercise=demo-sum
        Add them up.
        ```

        ```hint exercise=demo-sum
        One way:

        \(hintCode)
        ```

        ```output
        3
        ```

        """
        answerLineInHint = chapter.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(hintCode) }! + 1
        try Data(chapter.utf8).write(to: root.appendingPathComponent("Chapters/01-demo.md"))
        try Data("func total(_ numbers: [Int]) -> Int {\n    return numbers.reduce(0, +)\n}\n".utf8)
            .write(to: root.appendingPathComponent("Solutions/demo-sum/answer.swift"))
        let cases = fair ? """
            {"exercise": "demo-sum", "cases": [
              {"name": "sum", "rule": 1, "input": [1, 2], "expect": {"value": 3}},
              {"name": "negative", "rule": 2, "input": [-1], "expect": {"value": -1}},
              {"name": "empty", "rule": 3, "input": [], "expect": {"value": 0}}
            ]}
            """ : """
            {"exercise": "demo-sum", "cases": [
              {"name": "sum", "rule": 1, "input": [1, 2], "expect": {"value": 3}},
              {"name": "negative", "rule": 2, "input": [-1], "expect": {"value": -1}},
              {"name": "no rule named", "input": [4], "expect": {"value": 4}},
              {"name": "rule out of range", "rule": 7, "input": [5], "expect": {"value": 5}}
            ]}
            """
        try Data(cases.utf8).write(to: root.appendingPathComponent("Solutions/demo-sum/cases.json"))
        let docs = """
        # Exercises

        ## `demo-sum` — chapter 1
        The answer declares `func total(_:)`.

        Rules:
        1. The result is the sum of the numbers.
        2. \(fair ? "Negative numbers count too." : "Negative numbers are skipped.")
        3. An empty list sums to zero.

        """
        try Data(docs.utf8).write(to: root.appendingPathComponent("docs/EXERCISES.md"))
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}
