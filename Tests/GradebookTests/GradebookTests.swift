import Classroom
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import Gradebook
import Testing

@Suite struct GradebookTests {
    func twoHomeworks() throws -> (root: URL, run: GradebookRun) {
        let root = Fixture.temporaryFolder("two")
        let inputs = try Fixture.twoHomeworks(in: root)
        let run = GradebookRun(inputs: inputs, output: root.appendingPathComponent("out"),
                               ruleTexts: ["mana-decoding": [4: "A group of digits is one cost: `{10}` is `colorless(10)`, & <b>not</b> two."],
                                           "userinfo-interval": [1: "The updates come from the series named \"Time Series (<minutes>min)\" for that number."]])
        return (root, run)
    }

    // MARK: Canvas

    @Test func canvasCSVHasOneColumnPerAssignmentAndOneRowPerRosterPersonMatchedByID() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let csv = String(decoding: CanvasGradebook.csv(try run.render().gradebook), as: UTF8.self)
        #expect(csv.hasSuffix("\r\n"))
        let lines = csv.components(separatedBy: "\r\n").dropLast()
        #expect(lines.first == "Student,ID,SIS User ID,SIS Login ID,Section,Homework 1 (123456),Homework 2")
        #expect(lines.dropFirst().first == "    Points Possible,,,,,20,20")
        // Ada's folder is "ada" in hw1 and "Ada L" in hw2: one row, by ID.
        // Eve is not in hw2: empty, which Canvas reads as "no change".
        // Dan has no ID: kept (with a warning). Mallory is not on the roster: no row.
        #expect(Set(lines.dropFirst(2)) == [
            "\"Lovelace, Ada\",1001,S1001,ada,A,20,20",
            "Bob <b>Tables</b>,1002,S1002,bob,B,9.5,0",
            "'=Eve,1003,,,A,3.33,",
            "Dan Noid,,,,,0,",
        ])
        #expect(lines.count == 6)
    }

    /// `workbook gradebook` and `workbook grade` write canvas.csv with the
    /// one CSV writer: for one assignment, the same bytes, a line break kept
    /// inside quotes (RFC 4180, which Canvas imports) and every line that
    /// could be a formula guarded.
    @Test func bothCanvasWritersGiveTheSameBytes() throws {
        let root = Fixture.temporaryFolder("onecsv")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Fixture.report(id: "hw1", title: "Homework 1", exercises: [("kebab-strategy", 10)], students: [
            Fixture.student("ada", roster: Fixture.roster("ada", name: "Lovelace, Ada\n=HYPERLINK(\"x\")", lmsID: "1001", section: "-A"),
                            score: 9.5, max: 10, exercises: [Fixture.exercise("kebab-strategy", outcome: "partial", score: 9.5)]),
        ])
        let result = try GradebookRun(inputs: [try Fixture.write(report, name: "hw1", in: root)], output: root.appendingPathComponent("out")).render()
        let gradebook = String(decoding: CanvasGradebook.csv(result.gradebook), as: UTF8.self)
        let grade = ReportRenderer.canvas(result.gradebook.assignments[0].report).map { String(decoding: $0, as: UTF8.self) }
        #expect(gradebook == grade)
        #expect(gradebook.hasSuffix("\r\n\"Lovelace, Ada\n'=HYPERLINK(\"\"x\"\")\",1001,,,'-A,9.5\r\n"), "\(gradebook.debugDescription)")
    }

    @Test(arguments: [(0.0, "0"), (10, "10"), (9.5, "9.5"), (3.333, "3.33"), (6.666, "6.67"), (2.005, "2.01"), (0.05, "0.05"), (19.999, "20"), (-0.0, "0"), (1234.5, "1234.5")])
    func canvasScoresHaveAtMostTwoDecimals(value: Double, text: String) {
        #expect(CanvasGradebook.score(value) == text)
    }

    @Test func aColumnWithoutCanvasIDIsTheTitleAndAReportWithoutRosterIsLeftOut() throws {
        let root = Fixture.temporaryFolder("noroster")
        defer { try? FileManager.default.removeItem(at: root) }
        let plain = Fixture.report(id: nil, exercises: [("kebab-strategy", 10)], students: [
            Fixture.student("zoe", roster: nil, score: 10, max: 10, exercises: [Fixture.exercise("kebab-strategy", outcome: "passed", score: 10)]),
        ])
        let folder = try Fixture.write(plain, name: "week 3", in: root)
        let result = try GradebookRun(inputs: [folder], output: root.appendingPathComponent("out")).render()
        #expect(result.gradebook.assignments[0].title == "week 3")
        #expect(result.gradebook.warnings.contains { $0.contains("without a roster") })
        let csv = String(decoding: result.files[0].data, as: UTF8.self)
        #expect(csv == "Student,ID,SIS User ID,SIS Login ID,Section\r\n    Points Possible,,,,\r\n")
        #expect(result.gradebook.people.map(\.name) == ["zoe"], "the page still shows the folder")
    }

    @Test func warnsAboutRosterRowsWithoutAnyID() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let warnings = try run.render().gradebook.warnings
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Dan Noid (folder 'dan') has no ID, SIS User ID or SIS Login ID") == true, "\(warnings)")
    }

    // MARK: Figures

    @Test func countsLateMissingExtendedUnknownAndOverridden() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let counts = try run.render().statistics.counts
        var first = counts[0]
        #expect(abs(first.meanPercent - (100 + 47.5 + 16.665 + 0) / 4) < 1e-9)
        #expect(abs(first.medianPercent - (47.5 + 16.665) / 2) < 1e-9)
        (first.meanPercent, first.medianPercent) = (0, 0)
        #expect(first == .init(students: 4, submitted: 3, missing: 1, late: 1, refused: 0, unknown: 1, extended: 1, lateUnknown: 0,
                               overridden: 1, meanPercent: 0, medianPercent: 0))
        #expect(counts[1].students == 2 && counts[1].late == 1 && counts[1].refused == 1 && counts[1].missing == 0 && counts[1].unknown == 0)
    }

    @Test func passRatesCountTheRosterAndEveryOutcome() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let rates = try run.render().statistics.exercises
        #expect(rates.map(\.exercise) == ["kebab-strategy", "mana-decoding", "userinfo-interval"])
        #expect(rates[0].outcomes == [.passed: 1, .partial: 1, .compileError: 1, .missing: 1], "Mallory is not on the roster: not counted")
        #expect(rates[0].passRate == 0.25)
        #expect(rates[2].outcomes == [.passed: 1, .wrong: 1])
        #expect(rates[2].passRate == 0.5)
    }

    /// A rule is failed by an answer when one of its cases that ran did not
    /// pass; answers that did not run (missing, not compiling) and cases
    /// not run are not counted.
    @Test func rulesAreRankedByTheShareOfAnswersFailingThem() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let rules = try run.render().statistics.rules
        let summary = rules.map { "\($0.exercise) \($0.rule): \($0.failed)/\($0.answers)" }
        #expect(summary == [
            "mana-decoding 4: 2/3",
            "kebab-strategy 2: 1/2", "userinfo-interval 1: 1/2", "userinfo-interval 2: 1/2",
            "mana-decoding 3: 1/3",
        ])
        #expect(rules[0].text == "A group of digits is one cost: `{10}` is `colorless(10)`, & <b>not</b> two.")
        #expect(!rules.contains { $0.exercise == "mana-decoding" && $0.rule == 5 }, "a case not run fails no rule")
        #expect(!rules.contains { $0.exercise == "kebab-strategy" && $0.rule == 1 }, "a rule nobody failed is not listed")
    }

    /// The instructor's page says who fails each rule, and shows a rule's
    /// sentence whole: a placeholder in angle brackets is text, not HTML.
    @Test func eachRuleListsItsStudentsAndItsWholeText() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let rendered = try run.render()
        let rules = rendered.statistics.rules
        #expect(rules.map(\.students) == [["Bob <b>Tables</b>", "=Eve"], ["Bob <b>Tables</b>"], ["Bob <b>Tables</b>"], ["Bob <b>Tables</b>"], ["=Eve"]])
        let page = String(decoding: rendered.files[1].data, as: UTF8.self)
        #expect(page.contains("Time Series (&lt;minutes&gt;min)"), "the placeholder is shown, not dropped as raw HTML")
        #expect(!page.contains("raw HTML omitted"))
        #expect(page.contains("<details class=\"who\"><summary>2 students failing it</summary><p>Bob &lt;b&gt;Tables&lt;/b&gt;, =Eve</p></details>"))
        _ = try wellFormedElements(page)
    }

    @Test func histogramBinsEachPersonsTotalPercentage() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let bins = try run.render().statistics.histogram
        #expect(bins.count == 10 && bins.first?.lower == 0 && bins.last?.upper == 100)
        // Ada 40/40, Bob 9.5/40, Eve 3.333/20, Dan 0/20.
        #expect(bins.map(\.count) == [1, 1, 1, 0, 0, 0, 0, 0, 0, 1])
    }

    // MARK: Page

    @Test func thePageShowsTheFiguresAndEscapesEveryName() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let page = String(decoding: try run.render().files[1].data, as: UTF8.self)
        #expect(page.contains("mana-decoding rule 4: failed by 67 %"))
        // The rule's sentence whole: code spans as code, anything else as text, never markup.
        #expect(page.contains("<blockquote><p>A group of digits is one cost: <code>{10}</code> is <code>colorless(10)</code>, &amp; &lt;b&gt;not&lt;/b&gt; two.</p></blockquote>"))
        #expect(!page.contains("<b>not</b>"))
        #expect(page.contains("Bob &lt;b&gt;Tables&lt;/b&gt;"))
        #expect(!page.contains("<b>Tables"))
        #expect(page.contains("href=\"../hw1/similarity.html\""), "the similarity report, relative to the page")
        #expect(page.contains("late −20 %") && page.contains("too late") && page.contains("no submission") && page.contains(">override<"))
        #expect(page.contains("mallory"), "a folder not on the roster is shown")
        #expect(!page.contains("<script") && !page.contains("http://") && !page.contains("https://"), "offline, no scripts")
        let elements = try wellFormedElements(page)
        #expect(elements.filter { $0 == "section" }.count == 7, "warnings, assignments, totals, rules, exercises, students, unknown")
    }

    @Test func thePageSaysSoWhenNoRuleFailed() throws {
        let root = Fixture.temporaryFolder("allpass")
        defer { try? FileManager.default.removeItem(at: root) }
        let report = Fixture.report(id: "hw1", exercises: [("kebab-strategy", 10)], students: [
            Fixture.student("ada", roster: Fixture.roster("ada", lmsID: "1"), score: 10, max: 10,
                            exercises: [Fixture.exercise("kebab-strategy", outcome: "passed", score: 10, cases: [.pass(nil), .pass(1)])]),
        ])
        let result = try GradebookRun(inputs: [try Fixture.write(report, name: "hw1", in: root)], output: root.appendingPathComponent("out")).render()
        let page = String(decoding: result.files[1].data, as: UTF8.self)
        #expect(result.statistics.rules.isEmpty)
        #expect(page.contains("No rule was failed by any answer that ran."))
        #expect(!page.contains("similarity report</a>"), "no similarity report, no link")
        _ = try wellFormedElements(page)
    }

    // MARK: Run

    @Test func writesBothFilesAndARerunIsByteIdentical() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try run.run()
        #expect(first.files.map(\.lastPathComponent) == ["canvas.csv", "gradebook.html"])
        let bytes = try first.files.map { try Data(contentsOf: $0) }
        _ = try run.run()
        #expect(try first.files.map { try Data(contentsOf: $0) } == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: run.output.path).sorted() == ["canvas.csv", "gradebook.html"])
    }

    @Test func theSameAssignmentTwiceStopsTheRun() throws {
        let (root, run) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("hw1 again")
        try FileManager.default.copyItem(at: run.inputs[0], to: copy)
        let twice = GradebookRun(inputs: run.inputs + [copy.appendingPathComponent("grades.json")], output: run.output)
        #expect(throws: GradebookError.duplicateAssignment(first: run.inputs[0].appendingPathComponent("grades.json").path,
                                                           second: copy.appendingPathComponent("grades.json").path,
                                                           what: "assignment id 'hw1'")) { try twice.run() }
        #expect(!FileManager.default.fileExists(atPath: run.output.path), "nothing written")
    }

    @Test func aFolderWithoutGradesOrAnUnreadableReportIsAClearError() throws {
        let root = Fixture.temporaryFolder("bad")
        defer { try? FileManager.default.removeItem(at: root) }
        let empty = root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: GradebookError.notFound(path: empty.path)) { try GradebookRun(inputs: [empty], output: root.appendingPathComponent("out")).run() }
        let broken = root.appendingPathComponent("broken")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try Data("{\"format\": \"something else\"}".utf8).write(to: broken.appendingPathComponent("grades.json"))
        do {
            _ = try GradebookRun(inputs: [broken], output: root.appendingPathComponent("out")).run()
            Issue.record("an unreadable grades.json was accepted")
        } catch let error as ClassroomError {
            #expect(error.description.hasPrefix(broken.appendingPathComponent("grades.json").path + ": error:"), "\(error)")
        }
        var shard = Fixture.report(id: "hw1", exercises: [("kebab-strategy", 10)], students: [])
        shard["shard"] = ["index": 1, "count": 4]
        let shardFolder = try Fixture.write(shard, name: "shard-1", in: root)
        #expect(throws: GradebookError.shard(path: shardFolder.appendingPathComponent("grades.json").path, index: 1, count: 4)) {
            try GradebookRun(inputs: [shardFolder], output: root.appendingPathComponent("out")).run()
        }
        let file = root.appendingPathComponent("out-file")
        try Data().write(to: file)
        let (twoRoot, two) = try twoHomeworks()
        defer { try? FileManager.default.removeItem(at: twoRoot) }
        #expect(throws: GradebookError.self) { try GradebookRun(inputs: two.inputs, output: file).run() }
    }

    /// The class scripts/test-gradebook-page.sh opens in Chromium: written
    /// where WORKBOOK_GRADEBOOK_FIXTURES says (else a temporary folder), and
    /// readable as grades.json.
    @Test func exportsTheBrowserTestsClass() throws {
        let target = ProcessInfo.processInfo.environment["WORKBOOK_GRADEBOOK_FIXTURES"].map { URL(fileURLWithPath: $0) }
        let root = target ?? Fixture.temporaryFolder("export")
        defer { if target == nil { try? FileManager.default.removeItem(at: root) } }
        let folders = try Fixture.twoHomeworks(in: root)
        #expect(folders.map(\.lastPathComponent) == ["hw1", "hw 2"])
        for folder in folders {
            #expect(try ClassReport.load(folder.appendingPathComponent("grades.json")).assignment != nil)
        }
    }

    @Test func relativeLinksArePercentEncoded() {
        let base = URL(fileURLWithPath: "/a/b/out")
        #expect(GradebookRun.relativePath(from: base, to: URL(fileURLWithPath: "/a/b/hw 1/similarity.html")) == "../hw 1/similarity.html")
        #expect(GradebookRun.relativeLink(from: base, to: URL(fileURLWithPath: "/a/b/hw 1#?/similarity.html")) == "../hw%201%23%3F/similarity.html")
        #expect(GradebookRun.relativePath(from: base, to: URL(fileURLWithPath: "/a/b/out/s.html")) == "s.html")
    }
}

/// Parses the page as XML (it is written to be well-formed) and returns its
/// element names in document order.
func wellFormedElements(_ page: String) throws -> [String] {
    final class Collector: NSObject, XMLParserDelegate {
        var names: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            names.append(name)
        }
    }
    let parser = XMLParser(data: Data(page.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
        struct NotWellFormed: Error { var line: Int }
        throw NotWellFormed(line: parser.lineNumber)
    }
    return collector.names
}
