import Foundation
import Testing
@testable import Classroom

/// Assignment files read and refused without grading anything.
@Suite("Assignment files")
struct AssignmentFileTests {
    static let ids = ["kebab-strategy", "mana-decoding", "userinfo-interval"]

    static let good = """
    id = "hw1"
    title = "Homework 1"
    due = 2026-12-01T23:59:00-05:00        # an offset date-time
    grace_minutes = 10
    roster = "roster.csv"
    submission_times = "submissions.csv"
    overrides = "overrides.csv"
    canvas_assignment_id = 123456

    [late]
    percent_per_day = 10
    max_percent = 50
    cutoff = 2026-12-08T23:59:00-05:00

    [extensions]
    eve = 2026-12-04T23:59:00-05:00

    [[exercises]]
    id = "kebab-strategy"
    points = 10

    [[exercises]]
    id = "mana-decoding"
    points = 5
    """

    static let roster = "folder,name,lms_id,sis_user_id,sis_login_id,section,email\nada,\"Lovelace, Ada\",1001,S1,ada,A,ada@example.edu\neve,Eve,1002,S2,eve,A,\n"

    /// A folder holding the assignment (with `replace` applied) and its CSV files.
    static func folder(_ text: String = good, roster: String = roster, submissions: String = "student,submitted_at\nada,2026-12-01T22:00:00-05:00\n",
                       overrides: String = "folder,exercise,points,comment\nada,total,1,bonus\n") throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assignment-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("hw1.toml"))
        try Data(roster.utf8).write(to: folder.appendingPathComponent("roster.csv"))
        try Data(submissions.utf8).write(to: folder.appendingPathComponent("submissions.csv"))
        try Data(overrides.utf8).write(to: folder.appendingPathComponent("overrides.csv"))
        return folder
    }

    static func load(_ text: String) throws -> Assignment {
        let folder = try folder(text)
        return try Assignment.load(folder.appendingPathComponent("hw1.toml"), path: "hw1.toml", exerciseIDs: ids)
    }

    /// The error a bad file gives: its file, line and message.
    static func failure(_ body: () throws -> Void) -> (path: String, line: Int?, reason: String)? {
        do { try body() } catch let ClassroomError.badAssignment(path, line, reason) {
            return (path, line, reason)
        } catch {
            Issue.record("not a bad-assignment error: \(error)")
        }
        return nil
    }

    @Test("the issue's example reads as written")
    func readsExample() throws {
        let assignment = try Self.load(Self.good)
        #expect(assignment.id == "hw1" && assignment.title == "Homework 1")
        #expect(assignment.due.text == "2026-12-01T23:59:00-05:00")
        #expect(assignment.due.date == Date(timeIntervalSince1970: 1_796_187_540))
        #expect(assignment.graceMinutes == 10)
        #expect(assignment.late == Assignment.LatePolicy(percentPerDay: 10, maxPercent: 50, cutoff: Moment.parse("2026-12-08T23:59:00-05:00")))
        #expect(assignment.extensions["eve"]?.due.text == "2026-12-04T23:59:00-05:00")
        #expect(assignment.extensions["eve"]?.line == 16)
        #expect(assignment.exercises == [.init(id: "kebab-strategy", points: 10), .init(id: "mana-decoding", points: 5)])
        #expect(assignment.canvasAssignmentID == "123456")
        #expect(assignment.roster?.lastPathComponent == "roster.csv")
    }

    @Test("each kind of bad assignment file names its line and what to do", arguments: [
        // (what to change, the line named, words of the message)
        ("due = 2026-12-01T23:59:00-05:00        # an offset date-time", "due = 2026-12-01T23:59:00", 3, "no UTC offset"),
        ("due = 2026-12-01T23:59:00-05:00        # an offset date-time", "due = 2026-12-01", 3, "without a time"),
        ("due = 2026-12-01T23:59:00-05:00        # an offset date-time", "due = \"2026-12-01T23:59:00-05:00\"", 3, "without quotes"),
        ("grace_minutes = 10", "grace_minute = 10", 4, "did you mean 'grace_minutes'"),
        ("max_percent = 50", "maximum = 50", 12, "unknown key 'maximum' in [late]"),
        ("id = \"mana-decoding\"", "id = \"mana-decodng\"", 23, "did you mean 'mana-decoding'"),
        ("id = \"mana-decoding\"", "id = \"kebab-strategy\"", 23, "listed twice"),
        ("points = 5", "points = -5", 24, "between"),
        ("points = 5", "pionts = 5", 24, "did you mean 'points'"),
        ("cutoff = 2026-12-08T23:59:00-05:00", "cutoff = 2026-11-08T23:59:00-05:00", 13, "before the due date"),
        ("roster = \"roster.csv\"", "roster = \"rooster.csv\"", 5, "no such file"),
        ("canvas_assignment_id = 123456", "canvas_assignment_id = \"hw-one\"", 8, "numeric"),
        ("percent_per_day = 10", "percent_per_day = 120", 11, "between"),
        ("title = \"Homework 1\"", "title = \"Homework 1", 2, "not valid TOML"),
    ])
    func badAssignment(change: (String, String, Int, String)) throws {
        let (old, new, line, words) = change
        #expect(Self.good.contains(old))
        let text = Self.good.replacingOccurrences(of: old, with: new)
        let failure = try #require(Self.failure { _ = try Self.load(text) })
        #expect(failure.path == "hw1.toml")
        #expect(failure.line == line, "\(failure.reason)")
        #expect(failure.reason.contains(words), "\(failure.reason)")
        let message = ClassroomError.badAssignment(path: failure.path, line: failure.line, reason: failure.reason).description
        #expect(message.hasPrefix("hw1.toml:\(line): error: "))
    }

    @Test("no exercises, no due date, no id")
    func missingKeys() throws {
        let noExercises = String(Self.good[..<Self.good.range(of: "[[exercises]]")!.lowerBound])
        #expect(Self.failure { _ = try Self.load(noExercises) }?.reason.contains("no exercises") == true)
        let noDue = Self.good.replacingOccurrences(of: "due = 2026-12-01T23:59:00-05:00        # an offset date-time\n", with: "")
        #expect(Self.failure { _ = try Self.load(noDue) }?.reason.contains("no 'due'") == true)
        let noID = Self.good.replacingOccurrences(of: "id = \"hw1\"\n", with: "")
        #expect(Self.failure { _ = try Self.load(noID) }?.reason.contains("no 'id'") == true)
    }

    func prepare(roster: String = roster, submissions: String = "student,submitted_at\nada,2026-12-01T22:00:00-05:00\n",
                 overrides: String = "folder,exercise,points,comment\nada,total,1,bonus\n", text: String = good,
                 folders: [String] = ["ada", "eve", "zed"]) throws -> AssignmentGrading {
        let folder = try Self.folder(text, roster: roster, submissions: submissions, overrides: overrides)
        let assignment = try Assignment.load(folder.appendingPathComponent("hw1.toml"), path: folder.appendingPathComponent("hw1.toml").path, exerciseIDs: Self.ids)
        return try AssignmentGrading.prepare(assignment, folders: folders, points: ["kebab-strategy": 10, "mana-decoding": 5])
    }

    @Test("each kind of bad roster, submission times and overrides file names its line", arguments: [
        // (roster, submissions, overrides, file, line, words)
        ("name,lms_id\nAda,1\n", nil, nil, "roster.csv", 1, "no 'folder' column"),
        ("folder,name\nada,Ada\nada,Ada again\n", nil, nil, "roster.csv", 3, "already on line 2"),
        ("folder,name\nada,Ada\n,Nobody\n", nil, nil, "roster.csv", 3, "no folder"),
        ("folder,nmae\nada,Ada\n", nil, nil, "roster.csv", 1, "did you mean 'name'"),
        ("folder,lms_id\nada,12a\n", nil, nil, "roster.csv", 2, "not a number"),
        ("folder,name\nada,\"Ada\n", nil, nil, "roster.csv", 2, "never closed"),
        ("folder,name\nada,Ada,extra\n", nil, nil, "roster.csv", 2, "has 3 fields"),
        (nil, "student,submitted_at\nada,2026-12-01T22:00:00\n", nil, "submissions.csv", 2, "UTC offset"),
        (nil, "student,submitted_at\nbob,2026-12-01T22:00:00Z\n", nil, "submissions.csv", 2, "'bob'"),
        (nil, "student,submitted_at\nada,2026-12-01T22:00:00Z\nada,2026-12-01T23:00:00Z\n", nil, "submissions.csv", 3, "already on line 2"),
        (nil, nil, "folder,exercise,points,comment\nada,kebab,3,typo\n", "overrides.csv", 2, "did you mean 'kebab-strategy'"),
        (nil, nil, "folder,exercise,points,comment\nada,kebab-strategy,11,too many\n", "overrides.csv", 2, "worth 10"),
        (nil, nil, "folder,exercise,points,comment\nada,total,lots,?\n", "overrides.csv", 2, "must be a number"),
        (nil, nil, "folder,exercise,points,comment\nmallory,total,1,?\n", "overrides.csv", 2, "'mallory'"),
    ] as [(String?, String?, String?, String, Int, String)])
    func badCSV(change: (String?, String?, String?, String, Int, String)) throws {
        let (roster, submissions, overrides, file, line, words) = change
        let failure = try #require(Self.failure {
            _ = try prepare(roster: roster ?? Self.roster, submissions: submissions ?? "student,submitted_at\n",
                            overrides: overrides ?? "folder,exercise,points,comment\n")
        })
        #expect(failure.path.hasSuffix("/" + file), "\(failure.path)")
        #expect(failure.line == line, "\(failure.reason)")
        #expect(failure.reason.contains(words), "\(failure.reason)")
    }

    @Test("an extension for someone not on the roster is refused at its line")
    func badExtension() throws {
        let text = Self.good.replacingOccurrences(of: "eve = 2026-12-04", with: "evee = 2026-12-04")
        let failure = try #require(Self.failure { _ = try prepare(text: text) })
        #expect(failure.line == 16)
        #expect(failure.reason.contains("'evee'") && failure.reason.contains("did you mean 'eve'"), "\(failure.reason)")
    }

    @Test("roster, times and overrides read with quoting, BOM and CRLF")
    func readsCSV() throws {
        let grading = try prepare(roster: "\u{FEFF}folder,name,lms_id\r\nada,\"Lovelace, Ada\",1001\r\n\r\neve,Eve,1002\r\n",
                                  submissions: "student,submitted_at\nada,2026-12-02T01:00:00+01:00\n",
                                  overrides: "folder,exercise,points,comment\nada,kebab-strategy,7.5,\"regraded by hand, see mail\"\n")
        #expect(grading.roster?.entries.map(\.folder) == ["ada", "eve"])
        #expect(grading.roster?.entries.first?.name == "Lovelace, Ada")
        #expect(grading.roster?.lines["eve"] == 4)
        #expect(grading.times?.byFolder["ada"]?.time.date == Moment.parse("2026-12-02T00:00:00Z")?.date)
        #expect(grading.overrides?.byFolder["ada"] == [OverrideRecord(exercise: "kebab-strategy", points: 7.5, comment: "regraded by hand, see mail", source: "overrides.csv:2")])
    }
}

@Suite("Scores in cents, dates, late penalties")
struct ScoreArithmeticTests {
    @Test("largest remainder: shares add up exactly", arguments: [(10.0, 3), (10.0, 7), (40.0, 26), (0.05, 3), (5.0, 25), (7.5, 4)])
    func shares(points: Double, count: Int) {
        let shares = Cents.split(Cents(points: points), into: count)
        #expect(shares.count == count)
        #expect(shares.reduce(Cents(0), +) == Cents(points: points))
        #expect((shares.max()!.value - shares.min()!.value) <= 1)
        #expect(shares == shares.sorted(by: >), "the extra cents go to the first cases")
    }

    @Test("10 points in 3 cases")
    func tenInThree() {
        #expect(Cents.split(Cents(points: 10), into: 3).map(\.points) == [3.34, 3.33, 3.33])
    }

    @Test("ISO 8601 with offset, and nothing without one")
    func moments() throws {
        #expect(Moment.parse("2026-12-01T23:59:00-05:00")?.date == Moment.parse("2026-12-02T04:59:00Z")?.date)
        #expect(Moment.parse("2026-12-02 04:59:00.123456 UTC")?.date.timeIntervalSince(try #require(Moment.parse("2026-12-02T04:59:00Z")).date) ?? 0 > 0.12)
        #expect(Moment.parse("2026-12-02T04:59+00:00") != nil)
        for bad in ["2026-12-01T23:59:00", "2026-12-01", "yesterday", "2026-13-01T00:00:00Z", "2026-02-30T00:00:00Z", "2026-12-01T23:59:00+5"] {
            #expect(Moment.parse(bad) == nil, "\(bad)")
        }
        #expect(Moment.parse("2026-12-02T04:59:00Z")!.shown(in: Moment.parse("2026-12-01T00:00:00-05:00")!).text == "2026-12-01T23:59:00-05:00")
    }

    func grading(late: Bool = true, cutoff: Bool = true) throws -> AssignmentGrading {
        var text = AssignmentFileTests.good
        if !cutoff { text = text.replacingOccurrences(of: "cutoff = 2026-12-08T23:59:00-05:00\n", with: "") }
        if !late {
            text = text.replacingOccurrences(of: "[late]\npercent_per_day = 10\nmax_percent = 50\ncutoff = 2026-12-08T23:59:00-05:00\n", with: "")
        }
        let folder = try AssignmentFileTests.folder(text)
        let assignment = try Assignment.load(folder.appendingPathComponent("hw1.toml"), exerciseIDs: AssignmentFileTests.ids)
        return try AssignmentGrading.prepare(assignment, folders: ["ada", "eve"], points: ["kebab-strategy": 10, "mana-decoding": 5])
    }

    @Test("per started day, as Canvas counts; grace; max; cutoff; extension")
    func latePenalty() throws {
        let grading = try grading()
        let graded = Cents(points: 13.33)
        func at(_ text: String, _ folder: String = "ada") -> LatePenalty? {
            grading.penalty(folder: folder, time: Moment.parse(text)!, graded: graded)
        }
        #expect(at("2026-12-01T23:59:00-05:00") == nil)
        #expect(at("2026-12-02T00:09:00-05:00") == nil, "within the 10 minutes of grace")
        let justLate = try #require(at("2026-12-02T00:10:00-05:00"))
        #expect(justLate.startedDays == 1 && justLate.percent == 10 && justLate.points == 1.33 && !justLate.refused)
        #expect(justLate.description == "submitted 11 min late, 1 started day: −10 %")
        let day = try #require(at("2026-12-03T01:59:00-05:00"))
        #expect(day.minutesLate == 26 * 60 && day.startedDays == 2 && day.percent == 20)
        #expect(day.description == "submitted 26 h late, 2 started days: −20 %")
        let capped = try #require(at("2026-12-08T23:00:00-05:00"))
        #expect(capped.percent == 50 && capped.points == 6.67 && !capped.refused)
        let after = try #require(at("2026-12-09T00:00:00-05:00"))
        #expect(after.refused && after.points == 13.33 && after.description.contains("after the cutoff"))
        // eve's extension: on time until Dec 4 (+ grace), her cutoff moves by three days.
        #expect(at("2026-12-04T23:00:00-05:00", "eve") == nil)
        #expect(try #require(at("2026-12-05T01:00:00-05:00", "eve")).startedDays == 1)
        #expect(try #require(at("2026-12-11T23:00:00-05:00", "eve")).refused == false)
        #expect(grading.due(for: "eve").extended && !grading.due(for: "ada").extended)
        // Without [late], late work gets 0.
        let strict = try self.grading(late: false)
        let refused = try #require(strict.penalty(folder: "ada", time: Moment.parse("2026-12-02T00:30:00-05:00")!, graded: graded))
        #expect(refused.refused && refused.points == 13.33)
    }
}

/// What an assignment does to graded results, from data (no grading).
@Suite("Assignment totals from data")
struct AssignmentTotalsTests {
    func exercise(_ id: String, _ score: Double, of max: Double) -> ExerciseReport {
        ExerciseReport(exercise: id, status: score == max ? .pass : .fail, detail: score == max ? .passed : .failed,
                       outcome: score == max ? .passed : .partial, score: score, maxScore: max, reason: nil, file: "\(id).swift",
                       passedTests: 1, totalTests: 2, reused: false, compileErrors: nil, tests: [])
    }

    @Test("a score never goes below 0, Gradescope still adds up; roster rows Canvas cannot match are warned about")
    func floorAndWarnings() throws {
        let folder = try AssignmentFileTests.folder(roster: "folder,name,lms_id,sis_user_id,sis_login_id\nada,Ada,1001,,\nnoid,No Id,,,\n",
                                                    submissions: "student,submitted_at\nada,2026-12-03T01:59:00-05:00\n",
                                                    overrides: "folder,exercise,points,comment\nada,total,-5,copied\n")
        let assignment = try Assignment.load(folder.appendingPathComponent("hw1.toml"), exerciseIDs: AssignmentFileTests.ids)
            .withoutExtensions()
        let grading = try AssignmentGrading.prepare(assignment, folders: ["ada"], points: ["kebab-strategy": 10, "mana-decoding": 5])
        let columns = [ClassReport.ExerciseColumn(id: "kebab-strategy", title: "k", maxScore: 10, caseCount: 2),
                       ClassReport.ExerciseColumn(id: "mana-decoding", title: "m", maxScore: 5, caseCount: 2)]
        var ada = StudentReport(name: "ada", score: 3, maxScore: 15, exercises: [exercise("kebab-strategy", 3, of: 10), exercise("mana-decoding", 0, of: 5)], ignoredFiles: [])
        ada.gradedScore = 3
        let graded = ClassReport(graderVersion: "1", isolation: "sandboxed", shard: nil, exercises: columns, strayFiles: [], students: [ada])
        let time = try #require(Moment.parse("2026-12-03T01:59:00-05:00"))
        let report = grading.finish(graded, submissions: ["ada": SubmissionRecord(time: time.text, source: .submissionsCSV)], shard: nil)
        let result = try #require(report.students.first { $0.name == "ada" })
        #expect(result.late?.points == 0.6)
        #expect(result.score == 0, "3 − 0.6 − 5 is below 0")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let gradescope = try decoder.decode(GradescopeResults.self, from: ReportRenderer.gradescope(result))
        #expect(gradescope.tests.map { Cents(points: $0.score) }.reduce(Cents(0), +) == Cents(0))
        #expect(gradescope.tests.contains { $0.name == "a score is never below 0" && $0.score == 2.6 })
        // "noid" has no folder: 0, no submission; no id Canvas can match on.
        let noID = try #require(report.students.first { $0.name == "noid" })
        #expect(!noID.submitted && noID.score == 0)
        #expect(report.warnings.contains { $0.message.contains("'noid'") && $0.message.contains("Canvas cannot match") })
        #expect(!report.warnings.contains { $0.message.contains("'ada'") })
        let canvas = String(decoding: try #require(ReportRenderer.canvas(report)), as: UTF8.self)
        #expect(canvas == "Student,ID,SIS User ID,SIS Login ID,Section,Homework 1 (123456)\r\n    Points Possible,,,,,15\r\nAda,1001,,,,0\r\nNo Id,,,,,0\r\n")
    }
}

extension Assignment {
    /// The example without its extension (its roster has no eve here).
    func withoutExtensions() -> Assignment {
        var copy = self
        copy.extensions = [:]
        return copy
    }
}
