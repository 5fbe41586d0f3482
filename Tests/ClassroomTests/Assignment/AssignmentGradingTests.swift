import Foundation
import Testing
import TestSupport
import Classroom
import Grading
import Literate
import Sandbox

// The issue's assignment graded end to end through the real grader: a
// roster, a late student, an extension, a missing student, an unknown
// folder, a git-repository submission, a timestamp.txt, an override, and a
// private --solutions holding only the assignment's two exercises.

let assignmentSlot = SlotBlocks.assignmentGrading

struct AssignmentClass: Sendable {
    let folder: URL
    let output: URL
    let report: ClassReport
    let files: [URL]
    let run: GradeRun
    let checker: Checker
    let firstCommit: String

    static let toml = """
    id = "hw1"
    title = "Homework 1"
    due = 2026-12-01T23:59:00-05:00
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

    static let roster = """
    folder,name,lms_id,sis_user_id,sis_login_id,section,email
    ada,"Lovelace, Ada",1001,S1001,ada,Mon,ada@example.edu
    bob,Bob Baker,1002,S1002,bob,Mon,
    dan,Dan Dunn,1003,S1003,dan,Tue,
    eve,Eve Evans,1004,S1004,eve,Tue,
    gil,Gil Gray,1005,S1005,gil,Tue,
    hal,Hal Hill,,S1006,,Tue,

    """

    static func make() throws -> AssignmentClass {
        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory.appendingPathComponent("assignment-class-\(UUID().uuidString)")
        let submissions = folder.appendingPathComponent("class")
        func put(_ student: String, _ file: String, _ text: String) throws {
            let url = submissions.appendingPathComponent(student).appendingPathComponent(file)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let reference = { (id: String) in try String(contentsOf: courseRoot.appendingPathComponent("Solutions/\(id)/answer.swift"), encoding: .utf8) }
        let kebab = try reference("kebab-strategy")
        let wrong = try String(contentsOf: courseRoot.appendingPathComponent("Tests/GradingTests/Answers/kebab-strategy/wrong-also-underscores.swift"), encoding: .utf8)
        try put("ada", "kebab-strategy.swift", kebab)
        try put("ada", "mana-decoding.swift", try reference("mana-decoding"))
        try put("ada", "userinfo-interval.swift", "// next week's exercise\n")
        try put("bob", "kebab-strategy.swift", wrong)
        try put("eve", "kebab-strategy.swift", kebab)
        try put("zed", "kebab-strategy.swift", kebab)
        try put("hal", "kebab-strategy.swift", "let broken: Int = \"no\"\n")
        try put("hal", "timestamp.txt", "2026-12-01 20:00:00.000000 UTC\n")
        // gil hands in a git repository: a correct answer before the due
        // date, then a broken one after it, and a broken working file.
        let gil = submissions.appendingPathComponent("gil")
        try fileManager.createDirectory(at: gil, withIntermediateDirectories: true)
        func git(_ arguments: [String], date: String? = nil) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=Gil", "-c", "user.email=gil@example.edu", "-c", "commit.gpgsign=false"] + arguments
            process.currentDirectoryURL = gil
            var environment = ProcessInfo.processInfo.environment
            if let date { environment["GIT_AUTHOR_DATE"] = date; environment["GIT_COMMITTER_DATE"] = date }
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        _ = try git(["init", "-q"])
        try Data(kebab.utf8).write(to: gil.appendingPathComponent("kebab-strategy.swift"))
        _ = try git(["add", "."])
        _ = try git(["commit", "-q", "-m", "answer"], date: "2026-12-01T20:00:00-05:00")
        let firstCommit = try git(["rev-parse", "HEAD"])
        try Data("this does not compile\n".utf8).write(to: gil.appendingPathComponent("kebab-strategy.swift"))
        _ = try git(["commit", "-q", "-a", "-m", "oops"], date: "2026-12-02T10:00:00-05:00")
        try Data("neither does this\n".utf8).write(to: gil.appendingPathComponent("kebab-strategy.swift"))

        let assignmentFolder = folder.appendingPathComponent("hw1")
        try fileManager.createDirectory(at: assignmentFolder, withIntermediateDirectories: true)
        try Data(toml.utf8).write(to: assignmentFolder.appendingPathComponent("hw1.toml"))
        try Data(roster.utf8).write(to: assignmentFolder.appendingPathComponent("roster.csv"))
        try Data("student,submitted_at\nada,2026-12-01T22:00:00-05:00\nbob,2026-12-03T01:59:00-05:00\neve,2026-12-03T12:00:00-05:00\nzed,2026-12-01T23:00:00-05:00\n".utf8)
            .write(to: assignmentFolder.appendingPathComponent("submissions.csv"))
        try Data("folder,exercise,points,comment\nbob,mana-decoding,3,\"handed in by mail, graded by hand\"\n".utf8)
            .write(to: assignmentFolder.appendingPathComponent("overrides.csv"))

        // A private solutions folder with only the assignment's exercises.
        let solutions = folder.appendingPathComponent("private-solutions")
        for id in ["kebab-strategy", "mana-decoding"] {
            try fileManager.createDirectory(at: solutions, withIntermediateDirectories: true)
            try fileManager.copyItem(at: courseRoot.appendingPathComponent("Solutions/\(id)"), to: solutions.appendingPathComponent(id))
        }
        let course = try Course.load(root: courseRoot, solutions: solutions)
        var limits = Limits()
        limits.wallClockSeconds = 5
        limits.cpuSeconds = 5
        let checker = Checker(setup: try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory(), limits: limits))

        var options = GradeOptions(jobs: 2)
        options.firstSlot = assignmentSlot
        options.courseSecret = try CourseSecret.loadOrCreate(at: solutions.appendingPathComponent(".course-secret")).value
        let output = folder.appendingPathComponent("grades")
        let run = GradeRun(submissions: submissions, formats: ReportFormat.defaults + [.exercism], output: output, options: options,
                           assignment: assignmentFolder.appendingPathComponent("hw1.toml").path)
        let (report, files) = try run.run(checker: checker)
        return AssignmentClass(folder: folder, output: output, report: report, files: files, run: run, checker: checker, firstCommit: firstCommit)
    }

    func student(_ name: String) throws -> StudentReport {
        try #require(report.students.first { $0.name == name })
    }
}

final class SharedAssignmentClass: @unchecked Sendable {
    static let instance = SharedAssignmentClass()
    private let lock = NSLock()
    private var value: AssignmentClass?

    func get() throws -> AssignmentClass {
        lock.lock()
        defer { lock.unlock() }
        if let value { return value }
        let made = try AssignmentClass.make()
        value = made
        return made
    }
}

@Suite("workbook grade --assignment: a homework of two exercises", .serialized, .tags(.slow))
struct AssignmentGradingTests {
    @Test("only the assignment's exercises, with its points, from a private --solutions holding only them")
    func onlyItsExercises() throws {
        let graded = try SharedAssignmentClass.instance.get()
        let report = graded.report
        #expect(report.exercises.map(\.id) == ["kebab-strategy", "mana-decoding"])
        #expect(report.exercises.map(\.maxScore) == [10, 5])
        #expect(report.maxScore == 15)
        #expect(report.assignment?.id == "hw1" && report.assignment?.due == "2026-12-01T23:59:00-05:00" && report.assignment?.points == 15)
        #expect(report.students.map(\.name) == ["ada", "bob", "dan", "eve", "gil", "hal", "zed"])
        for student in report.students {
            #expect(student.exercises.map(\.exercise) == ["kebab-strategy", "mana-decoding"])
            #expect(student.maxScore == 15)
        }
        #expect(report.seeds == "secret")
    }

    @Test("every total is exact: parts sum to exercises, exercises to the graded score, adjustments to the score")
    func exactTotals() throws {
        let graded = try SharedAssignmentClass.instance.get()
        for student in graded.report.students {
            var total = Cents(0)
            for exercise in student.exercises {
                let points = Cents(points: exercise.gradedScore ?? exercise.score)
                if !exercise.tests.isEmpty {
                    #expect(exercise.parts.map { Cents(points: $0.maxScore) }.reduce(Cents(0), +) == Cents(points: exercise.maxScore))
                    #expect(exercise.parts.map { Cents(points: $0.score) }.reduce(Cents(0), +) == points, "\(student.name)/\(exercise.exercise)")
                }
                total = total + points
            }
            #expect(Cents(points: student.gradedScore ?? -1) == total, "\(student.name)")
            // Gradescope's tests add up to its score.
            let url = graded.output.appendingPathComponent("gradescope/\(student.name).json")
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let results = try decoder.decode(GradescopeResults.self, from: Data(contentsOf: url))
            #expect(results.tests.map { Cents(points: $0.score) }.reduce(Cents(0), +) == Cents(points: results.score), "\(student.name)")
            #expect(results.score == student.score)
        }
    }

    @Test("outcomes: passed, partial, compile error, missing, no submission")
    func outcomes() throws {
        let graded = try SharedAssignmentClass.instance.get()
        #expect(try graded.student("ada").exercises.map(\.outcome) == [.passed, .passed])
        #expect(try graded.student("ada").score == 15)
        #expect(try graded.student("ada").ignoredFiles.map(\.reason) == ["'userinfo-interval' is not an exercise of Homework 1 (kebab-strategy, mana-decoding); not graded"])
        let bob = try graded.student("bob")
        #expect(bob.exercises.map(\.outcome) == [.partial, .missing])
        #expect(try graded.student("hal").exercises.map(\.outcome) == [.compileError, .missing])
        let dan = try graded.student("dan")
        #expect(!dan.submitted && dan.score == 0 && dan.exercises.allSatisfy { $0.outcome == .missing && $0.reason == "no submission" })
        #expect(dan.submission?.source == SubmissionRecord.Source.none)
        let csv = try String(contentsOf: graded.output.appendingPathComponent("grades.csv"), encoding: .utf8)
        let rows = parseCSV(csv)
        #expect(rows.first?.prefix(5) == ["student", "kebab-strategy", "kebab-strategy outcome", "mana-decoding", "mana-decoding outcome"])
        #expect(rows.first { $0.first == "hal" }?[2] == "compile_error")
        #expect(rows.first { $0.first == "bob" }?[2] == "partial")
    }

    @Test("a late student: per started day, its own line in grades.json, the CSV and the feedback; an override applied last")
    func lateAndOverride() throws {
        let graded = try SharedAssignmentClass.instance.get()
        let bob = try graded.student("bob")
        let late = try #require(bob.late)
        #expect(late.startedDays == 2 && late.percent == 20 && !late.refused)
        #expect(late.description == "submitted 26 h late, 2 started days: −20 %")
        let kebab = Cents(points: bob.exercises[0].score)
        #expect(kebab.value > 0 && kebab < Cents(1000))
        #expect(Cents(points: late.points) == kebab.percent(20))
        #expect(bob.overrides.map(\.exercise) == ["mana-decoding"])
        #expect(bob.exercises[1].score == 3 && bob.exercises[1].gradedScore == 0 && bob.exercises[1].override?.source == "overrides.csv:2")
        #expect(Cents(points: bob.score) == kebab - Cents(points: late.points) + Cents(300))
        #expect(bob.submission?.source == .submissionsCSV && bob.submission?.time == "2026-12-03T01:59:00-05:00")
        let feedback = try String(contentsOf: graded.output.appendingPathComponent("feedback/bob.md"), encoding: .utf8)
        #expect(feedback.contains("submitted 26 h late, 2 started days: −20 %"))
        #expect(feedback.contains("handed in by mail, graded by hand"))
        #expect(feedback.contains("Homework 1"))
        let junit = try String(contentsOf: graded.output.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<property name=\"override\" value=\"3 points (overrides.csv:2): handed in by mail, graded by hand\"/>"))
        #expect(junit.contains("<property name=\"late_penalty\" value=\"\(Score(late.points).text)\"/>"))
        let row = try #require(parseCSV(try String(contentsOf: graded.output.appendingPathComponent("grades.csv"), encoding: .utf8)).first { $0.first == "bob" })
        #expect(row.contains(Score(late.points).negated) && row.contains("submitted 26 h late, 2 started days: −20 %"))
    }

    @Test("an extension moves the due date; a git repository is graded at the last commit before it")
    func extensionAndGit() throws {
        let graded = try SharedAssignmentClass.instance.get()
        let eve = try graded.student("eve")
        #expect(eve.extended && eve.due == "2026-12-04T23:59:00-05:00" && eve.late == nil)
        #expect(eve.exercises[0].outcome == .passed)
        let gil = try graded.student("gil")
        #expect(gil.submission?.source == .git && gil.submission?.commit == graded.firstCommit)
        #expect(gil.submission?.time == "2026-12-01T20:00:00-05:00")
        #expect(gil.late == nil && gil.exercises[0].outcome == .passed, "graded at the commit before the due date, not the working file")
        let hal = try graded.student("hal")
        #expect(hal.submission?.source == .timestampFile && hal.submission?.time == "2026-12-01T15:00:00-05:00")
        #expect(hal.ignoredFiles.isEmpty, "timestamp.txt is not reported as a stray file")
        // Both times are the student's to write: flagged for the instructor.
        #expect(hal.submission?.studentWritten == true && gil.submission?.studentWritten == true)
        #expect(try graded.student("ada").submission?.studentWritten == nil)
        #expect(graded.report.warnings.contains { $0.message.contains("timestamp.txt in their folder (hal); a git committer date (gil)") }, "\(graded.report.warnings)")
    }

    @Test("an unknown folder is graded and reported, and kept out of the Canvas CSV, which matches by ID")
    func canvas() throws {
        let graded = try SharedAssignmentClass.instance.get()
        let zed = try graded.student("zed")
        #expect(zed.enrollment == .unknown && zed.exercises[0].outcome == .passed)
        #expect(graded.report.warnings.contains { $0.message.contains("not on the roster") && $0.message.contains("zed") })
        #expect(graded.report.warnings.contains { $0.message.contains("'hal'") } == false, "hal has a SIS User ID")
        let text = try String(contentsOf: graded.output.appendingPathComponent("canvas.csv"), encoding: .utf8)
        let score = { (name: String) in Score(try graded.student(name).score).text }
        let expected = [
            "Student,ID,SIS User ID,SIS Login ID,Section,Homework 1 (123456)",
            "    Points Possible,,,,,15",
            "\"Lovelace, Ada\",1001,S1001,ada,Mon,15",
            "Bob Baker,1002,S1002,bob,Mon,\(try score("bob"))",
            "Dan Dunn,1003,S1003,dan,Tue,0",
            "Eve Evans,1004,S1004,eve,Tue,10",
            "Gil Gray,1005,S1005,gil,Tue,10",
            "Hal Hill,,S1006,,Tue,0",
        ].joined(separator: "\r\n") + "\r\n"
        #expect(text == expected)
    }

    @Test("the seed is recorded for the instructor, never shown to the student")
    func secretSeeds() throws {
        let graded = try SharedAssignmentClass.instance.get()
        for student in graded.report.students where student.submitted {
            let seed = try #require(student.seed)
            #expect(seed == graded.run.options.seed(for: student.name))
            for folder in ["feedback/\(student.name).md", "gradescope/\(student.name).json", "exercism/\(student.name).json"] {
                let text = try String(contentsOf: graded.output.appendingPathComponent(folder), encoding: .utf8)
                #expect(!text.contains(String(seed)), "\(folder) shows the seed")
            }
        }
        let json = try String(contentsOf: graded.output.appendingPathComponent("grades.json"), encoding: .utf8)
        #expect(json.contains("\"seed\" : \(try graded.student("ada").seed!)"))
        // Another course secret gives other seeds: students cannot compute theirs.
        var other = graded.run.options
        other.courseSecret = String(repeating: "ab", count: 32)
        #expect(other.seed(for: "ada") != graded.run.options.seed(for: "ada"))
        let secret = graded.folder.appendingPathComponent("private-solutions/.course-secret")
        let attributes = try FileManager.default.attributesOfItem(atPath: secret.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        #expect(try CourseSecret.loadOrCreate(at: secret).value == graded.run.options.courseSecret)
    }

    @Test("Exercism results per student: v3 documents; a re-run writes byte-identical reports")
    func exercismAndRerun() throws {
        let graded = try SharedAssignmentClass.instance.get()
        let ada = try JSONSerialization.jsonObject(with: Data(contentsOf: graded.output.appendingPathComponent("exercism/ada.json"))) as? [String: Any]
        #expect(ada?["version"] as? Int == 3 && ada?["status"] as? String == "pass")
        let dan = try JSONSerialization.jsonObject(with: Data(contentsOf: graded.output.appendingPathComponent("exercism/dan.json"))) as? [String: Any]
        #expect(dan?["status"] as? String == "error" && (dan?["tests"] as? [Any])?.isEmpty == true && dan?["message"] is String)

        var before: [String: Data] = [:]
        for url in graded.files { before[url.path] = try Data(contentsOf: url) }
        let (_, files) = try graded.run.run(checker: graded.checker)
        #expect(Set(files.map(\.path)) == Set(before.keys))
        for url in files {
            #expect(try Data(contentsOf: url) == before[url.path], "\(url.lastPathComponent) changed on a re-run")
        }
    }
}

extension AssignmentGradingTests {
    @Test("shards of an assignment merge into the unsharded result, the Canvas CSV included")
    func shardsMerge() throws {
        let graded = try SharedAssignmentClass.instance.get()
        var parts: [(path: String, report: ClassReport)] = []
        for index in 0..<2 {
            var run = graded.run
            run.options.shard = try Shard(index: index, count: 2)
            run.formats = [.json]
            run.output = graded.folder.appendingPathComponent("shard-\(index)")
            run.storeDirectory = graded.output.appendingPathComponent(".grade-cache")
            let (part, _) = try run.run(checker: graded.checker)
            #expect(part.students.allSatisfy { try! Shard(index: index, count: 2).contains(student: $0.name) })
            let url = run.output.appendingPathComponent("grades.json")
            parts.append((url.path, try ClassReport.load(url)))
        }
        let merged = try ClassReport.merge(parts)
        let strip = { (report: ClassReport) in withoutReuse(report).students }
        #expect(strip(merged) == strip(graded.report))
        #expect(merged.assignment == graded.report.assignment)
        let canvas = try #require(ReportRenderer.canvas(merged))
        #expect(canvas == (try Data(contentsOf: graded.output.appendingPathComponent("canvas.csv"))))
    }
}

/// A score as the CSV writes it.
struct Score {
    let value: Double
    init(_ value: Double) { self.value = value }
    var text: String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
    var negated: String { Score(-value).text }
}
