import Classroom
import Foundation
@testable import Gradebook
import Testing

/// What the gradebook says about lateness and missing work: "past the
/// cutoff" only where there is one, extended and unknown-lateness students
/// marked on their rows, `missing = "blank"` honoured in canvas.csv.
@Suite struct GradebookMarksTests {
    static func render(late: [String: Any]?, missing: String? = nil) throws -> (page: String, csv: String) {
        let root = Fixture.temporaryFolder("marks")
        defer { try? FileManager.default.removeItem(at: root) }
        let exercise = { (score: Double) in [Fixture.exercise("kebab-strategy", outcome: score == 10 ? "passed" : "missing", score: score)] }
        var unknown = Fixture.student("ivy", roster: Fixture.roster("ivy", lmsID: "3"), score: 10, max: 10, exercises: exercise(10))
        unknown["submission"] = ["source": "unknown", "note": "no submission time"]
        var extended = Fixture.student("eve", roster: Fixture.roster("eve", lmsID: "2"), score: 10, max: 10, extended: true, exercises: exercise(10))
        extended["due"] = "2026-12-04T23:59:00-05:00"
        var written = Fixture.student("jo", roster: Fixture.roster("jo", lmsID: "5"), score: 10, max: 10, exercises: exercise(10))
        written["submission"] = ["source": "timestamp.txt", "time": "2026-12-01T20:00:00-05:00", "student_written": true]
        var report = Fixture.report(id: "hw1", exercises: [("kebab-strategy", 10)], students: [
            Fixture.student("bob", roster: Fixture.roster("bob", lmsID: "1"), score: 0, max: 10, lateMinutes: 60 * 30, latePercent: 100, refused: true, exercises: exercise(10)),
            extended,
            unknown,
            Fixture.student("dan", roster: Fixture.roster("dan", lmsID: "4"), submitted: false, score: 0, max: 10, exercises: exercise(0)),
            written,
        ])
        var assignment = report["assignment"] as! [String: Any]
        if let late { assignment["late"] = late }
        if let missing { assignment["missing"] = missing }
        report["assignment"] = assignment
        let result = try GradebookRun(inputs: [try Fixture.write(report, name: "hw1", in: root)], output: root.appendingPathComponent("out")).render()
        return (String(decoding: result.files[1].data, as: UTF8.self), String(decoding: result.files[0].data, as: UTF8.self))
    }

    @Test func pastTheCutoffOnlyWhereThereIsACutoff() throws {
        let none = try Self.render(late: nil).page
        #expect(!none.contains("past the cutoff"), "no [late] section, no cutoff")
        #expect(none.contains("1 given 0: no late work"))
        let withCutoff = try Self.render(late: ["percent_per_day": 10, "max_percent": 100, "cutoff": "2026-12-08T23:59:00-05:00"]).page
        #expect(withCutoff.contains("1 past the cutoff"))
        _ = try wellFormedElements(withCutoff)
    }

    @Test func extendedUnknownAndStudentWrittenTimesAreMarkedOnTheirRows() throws {
        let page = try Self.render(late: nil).page
        let row = { (name: String) in page.components(separatedBy: "<tr><th scope=\"row\">\(name)</th>").dropFirst().first?.components(separatedBy: "</tr>").first ?? "" }
        #expect(row("eve").contains(">extended<") && row("eve").contains("due 2026-12-04T23:59:00-05:00"), "\(row("eve"))")
        #expect(row("ivy").contains(">lateness not known<") && row("ivy").contains("no submission time"), "\(row("ivy"))")
        #expect(row("jo").contains(">student-written time<") && row("jo").contains("timestamp.txt"), "\(row("jo"))")
        #expect(!row("bob").contains("extended") && !row("dan").contains("lateness not known"), "no submission is not unknown lateness")
        _ = try wellFormedElements(page)
    }

    @Test func missingBlankLeavesTheCanvasCellEmpty() throws {
        let blank = try Self.render(late: nil, missing: "blank").csv
        #expect(blank.contains("\r\ndan,4,,,,\r\n"), "\(blank)")
        let zero = try Self.render(late: nil).csv
        #expect(zero.contains("\r\ndan,4,,,,0\r\n"), "\(zero)")
    }
}
