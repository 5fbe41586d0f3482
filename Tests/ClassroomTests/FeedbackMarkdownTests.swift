import Foundation
import Testing
@testable import Classroom
import TextSafety

/// The feedback page is Markdown. The course's own text (a rule's sentence,
/// an exercise's title) shows its code spans; what a student or their
/// program wrote (output, a file name, a reason quoting one) stays escaped.
@Suite("Feedback Markdown: the course's code spans, the student's text escaped")
struct FeedbackMarkdownTests {
    static let rule = "Keys are written in `snake_case`: `imageURL` becomes `image_url`."
    /// What a program printed, in a visible case's message: Markdown that
    /// must not be obeyed.
    static let printed = "got `rm -rf /` and *bold* <b>x</b> [link](http://example.com)"

    func feedback() -> String {
        let hidden = TestReport(name: "two words", hidden: true, status: .failed, message: "wrong result at $: \(Self.printed)",
                                explain: Self.rule, expected: "\"a_b\"", actual: "\"aB\"", output: nil, origin: "Solutions", rule: 2)
        let visible = TestReport(name: "chapter output (Chapters/01-rays-books.md:120)", hidden: false, status: .failed,
                                 message: Self.printed, explain: "It must print the `output` block.", expected: "a", actual: "b",
                                 output: "b", origin: "Chapters/01-rays-books.md")
        var exercise = ExerciseReport(exercise: "kebab-strategy", status: .fail, detail: .failed, outcome: .partial, score: 1, maxScore: 2,
                                      reason: nil, file: "kebab-strategy.swift", passedTests: 1, totalTests: 3, reused: false,
                                      compileErrors: nil, tests: [visible, hidden])
        exercise.parts = []
        let student = StudentReport(name: "mallory `x`", score: 1, maxScore: 2, exercises: [exercise],
                                    ignoredFiles: [SkippedFile(file: "notes.txt", reason: "see `this` *now*")])
        let column = ClassReport.ExerciseColumn(id: "kebab-strategy", title: "Step 6: Taking control with `init(from:)`", maxScore: 2, caseCount: 3)
        return String(decoding: ReportRenderer.feedback(student, course: [column]), as: UTF8.self)
    }

    @Test("a rule's sentence and an exercise's title keep their code spans")
    func courseText() {
        let page = feedback()
        #expect(page.contains("\n  Keys are written in `snake_case`: `imageURL` becomes `image_url`.\n"), "\(page)")
        #expect(page.contains("\n  It must print the `output` block.\n"), "\(page)")
        #expect(page.contains("\n## kebab-strategy — Step 6: Taking control with `init(from:)`\n"), "\(page)")
        #expect(!page.contains("\\`snake"), "no escaped backtick in the rule: \(page)")
    }

    @Test("what a program printed, a student's name and a reason stay escaped")
    func studentText() {
        let page = feedback()
        let escaped = ReportRenderer.markdownEscape(Self.printed)
        #expect(escaped.contains("\\`rm -rf /\\`") && escaped.contains("\\*bold\\*") && escaped.contains("\\<b\\>"))
        // The visible case's message is the program's text: escaped.
        #expect(page.contains("\n  \(escaped)\n"), "\(page)")
        #expect(!page.contains("`rm -rf /`"), "the program's backticks are not a code span: \(page)")
        #expect(page.contains("# Feedback for mallory \\`x\\`"))
        #expect(page.contains("see \\`this\\` \\*now\\*"))
        // A hidden case still shows no value: only what it checks and how it ended.
        #expect(!page.contains("a_b") && !page.contains("aB"))
    }

    @Test("a visible case's expected and got lines, and the caret under them, are a code block, aligned as the check shows them")
    func alignedDifference() {
        let message = "wrong result at $.title: first at line 2:\n  expected: \"Combine`s\"\n  got:      \"Decoding\"\n            ^"
        let visible = TestReport(name: "chapter output (Chapters/01-rays-books.md:120)", hidden: false, status: .failed,
                                 message: message, explain: nil, expected: nil, actual: nil, output: nil, origin: "Chapters/01-rays-books.md")
        var exercise = ExerciseReport(exercise: "kebab-strategy", status: .fail, detail: .failed, outcome: .partial, score: 0, maxScore: 2,
                                      reason: nil, file: "kebab-strategy.swift", passedTests: 0, totalTests: 1, reused: false,
                                      compileErrors: nil, tests: [visible])
        exercise.parts = []
        let student = StudentReport(name: "ada", score: 0, maxScore: 2, exercises: [exercise], ignoredFiles: [])
        let column = ClassReport.ExerciseColumn(id: "kebab-strategy", title: "Step 6", maxScore: 2, caseCount: 1)
        let page = String(decoding: ReportRenderer.feedback(student, course: [column]), as: UTF8.self)
        #expect(page.contains("\n  wrong result at $.title: first at line 2:\n\n  ```\n    expected: \"Combine`s\"\n    got:      \"Decoding\"\n              ^\n  ```\n"), "\(page)")
    }

    /// A run that stopped early leaves many cases of a rule not run: the
    /// page shows the first of each rule in full and names the rest once,
    /// so it stays readable (the verdict groups them the same way).
    @Test("failing cases are grouped by rule: the first in full, the others named, at most eight")
    func groupedByRule() {
        let rule = "Each key's later words start with a capital."
        var tests = [TestReport(name: "first of rule 3", hidden: true, status: .timedOut, message: "ran out of time", explain: rule,
                                expected: nil, actual: nil, output: nil, origin: "Solutions", rule: 3)]
        tests += (1...12).map { TestReport(name: "later \($0)", hidden: true, status: .notRun, message: "not run: an earlier case ran out of time",
                                            explain: rule, expected: nil, actual: nil, output: nil, origin: "Solutions", rule: 3) }
        tests.append(TestReport(name: "only of rule 1", hidden: true, status: .failed, message: "wrong result at $", explain: "Keys are kebab-case.",
                                expected: nil, actual: nil, output: nil, origin: "Solutions", rule: 1))
        var exercise = ExerciseReport(exercise: "kebab-strategy", status: .fail, detail: .failed, outcome: .crashedOrTimedOut, score: 0, maxScore: 2,
                                      reason: nil, file: "kebab-strategy.swift", passedTests: 0, totalTests: tests.count, reused: false,
                                      compileErrors: nil, tests: tests)
        exercise.parts = []
        let student = StudentReport(name: "ada", score: 0, maxScore: 2, exercises: [exercise], ignoredFiles: [])
        let column = ClassReport.ExerciseColumn(id: "kebab-strategy", title: "Step 6", maxScore: 2, caseCount: tests.count)
        let page = String(decoding: ReportRenderer.feedback(student, course: [column]), as: UTF8.self)
        // Each rule's text once, with the first of its cases.
        #expect(page.components(separatedBy: rule).count == 2, "\(page)")
        #expect(page.contains("- **first of rule 3** (timed out)\n  Each key's later words start with a capital.\n"), "\(page)")
        #expect(page.contains("  Also not passed under rule 3:\n  - **later 1** (not run)\n"), "\(page)")
        #expect(page.contains("  - **later 8** (not run)\n  - … and 4 more\n"), "\(page)")
        #expect(!page.contains("later 9"), "\(page)")
        #expect(page.contains("- **only of rule 1** (failed)\n  Keys are kebab-case.\n"), "\(page)")
    }

    @Test("an answer's compile errors past the twelfth are counted, not dropped silently")
    func compileErrorsCounted() {
        let errors = (1...15).map { CompileErrorLine(file: "kebab-strategy.swift", line: $0, column: 1, message: "error number \($0)") }
        let exercise = ExerciseReport(exercise: "kebab-strategy", status: .fail, detail: .compileError, outcome: .compileError, score: 0, maxScore: 2,
                                      reason: "does not compile", file: "kebab-strategy.swift", passedTests: 0, totalTests: 0, reused: false,
                                      compileErrors: errors, tests: [])
        let student = StudentReport(name: "ada", score: 0, maxScore: 2, exercises: [exercise], ignoredFiles: [])
        let column = ClassReport.ExerciseColumn(id: "kebab-strategy", title: "Step 6", maxScore: 2, caseCount: 1)
        let page = String(decoding: ReportRenderer.feedback(student, course: [column]), as: UTF8.self)
        #expect(page.contains("kebab-strategy.swift:12:1: error: error number 12\n… and 3 more\n"), "\(page)")
        #expect(!page.contains("error number 13"))
    }

    @Test("the course's Markdown: code spans kept, other marks and unclosed backticks escaped, escapes kept")
    func courseMarkdown() {
        #expect(ReportRenderer.courseMarkdown("a `b_c` d_e") == "a `b_c` d\\_e")
        #expect(ReportRenderer.courseMarkdown("``a ` b`` and `c`") == "``a ` b`` and `c`")
        #expect(ReportRenderer.courseMarkdown("an unclosed ` tick <x>") == "an unclosed \\` tick \\<x\\>")
        #expect(ReportRenderer.courseMarkdown("Time \\<min\\> `x`") == "Time \\<min\\> `x`")
        // One line, no control character, as for any text.
        #expect(ReportRenderer.courseMarkdown("one\ntwo `\u{1B}[2Jx`") == "one\\\\ntwo `[2Jx`")
    }
}
