import Foundation
import Testing
import TestSupport
@testable import Classroom
import Grading
import Literate

/// Instructor files written the way instructors write them: each mistake
/// stops the run at its own line with the fix, nothing is rounded or
/// dropped silently.
@Suite("Instructor input as instructors write it")
struct InstructorInputTests {
    func prepare(roster: String = AssignmentFileTests.roster, overrides: String = "folder,exercise,points,comment\n",
                 text: String = AssignmentFileTests.good, folders: [String] = ["ada", "eve"]) throws -> AssignmentGrading {
        let folder = try AssignmentFileTests.folder(text, roster: roster, submissions: "student,submitted_at\n", overrides: overrides)
        let assignment = try Assignment.load(folder.appendingPathComponent("hw1.toml"), path: "hw1.toml", exerciseIDs: AssignmentFileTests.ids)
        return try AssignmentGrading.prepare(assignment, folders: folders, points: ["kebab-strategy": 10, "mana-decoding": 5])
    }

    @Test("a roster giving two students one ID stops the run, naming both lines", arguments: [
        ("folder,name,lms_id\nada,Ada,1001\neve,Eve,1002\nbob,Bob,1001\n", 4, "lms_id '1001' of 'bob' is already on line 2 ('ada')"),
        ("folder,sis_user_id\nada,S1\neve,S1\n", 3, "sis_user_id 'S1' of 'eve' is already on line 2 ('ada')"),
        ("folder,lms_id,sis_login_id\nada,1,ada\neve,2,ada\n", 3, "sis_login_id 'ada' of 'eve' is already on line 2"),
    ])
    func duplicateRosterID(roster: String, line: Int, words: String) throws {
        let failure = try #require(AssignmentFileTests.failure { _ = try prepare(roster: roster) })
        #expect(failure.path.hasSuffix("/roster.csv"))
        #expect(failure.line == line, "\(failure.reason)")
        #expect(failure.reason.contains(words), "\(failure.reason)")
        #expect(failure.reason.contains("Fix lines"), "\(failure.reason)")
        // Rows without IDs are not duplicates of each other.
        _ = try prepare(roster: "folder,name,lms_id\nada,Ada,\neve,Eve,\n")
    }

    @Test("an unquoted first.last in [extensions] is named at its own line, with the fix")
    func dottedExtension() throws {
        let text = AssignmentFileTests.good.replacingOccurrences(of: "eve = 2026-12-04T23:59:00-05:00",
                                                                 with: "eve = 2026-12-04T23:59:00-05:00\nada.lovelace = 2026-12-05T23:59:00-05:00")
        let failure = try #require(AssignmentFileTests.failure { _ = try prepare(text: text) })
        #expect(failure.line == 17, "\(failure.reason)")
        #expect(failure.reason.contains("quote the folder name"), "\(failure.reason)")
        #expect(failure.reason.hasSuffix("\"ada.lovelace\" = 2026-12-05T23:59:00-05:00"), "the line as it should be written: \(failure.reason)")
        // Quoted, it is the folder's extension.
        let quoted = text.replacingOccurrences(of: "ada.lovelace =", with: "\"ada.lovelace\" =")
        let grading = try prepare(roster: AssignmentFileTests.roster + "ada.lovelace,Ada L,1003,S3,al,A,\n", text: quoted)
        #expect(grading.assignment.extensions["ada.lovelace"]?.line == 17)
        #expect(grading.due(for: "ada.lovelace").extended)
    }

    @Test("points with more than two decimals are refused, not rounded", arguments: [
        ("points = 5", "points = 7.255", 24),
        ("points = 10", "points = 0.125", 20),
    ])
    func pointsDecimals(old: String, new: String, line: Int) throws {
        let text = AssignmentFileTests.good.replacingOccurrences(of: old, with: new)
        let failure = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(text) })
        #expect(failure.line == line, "\(failure.reason)")
        #expect(failure.reason.contains("more than two decimals"), "\(failure.reason)")
        // Two decimals are fine, as are floats that only look longer.
        for fine in ["7.25", "0.1", "0.3", "33.33", "99999.99"] {
            let assignment = try AssignmentFileTests.load(AssignmentFileTests.good.replacingOccurrences(of: old, with: "points = \(fine)"))
            #expect(assignment.exercises.contains { $0.points == Double(fine) }, "\(fine)")
        }
    }

    @Test("override points with more than two decimals are refused at their line")
    func overrideDecimals() throws {
        let failure = try #require(AssignmentFileTests.failure {
            _ = try prepare(overrides: "folder,exercise,points,comment\nada,total,1,ok\neve,kebab-strategy,7.125,regraded\n")
        })
        #expect(failure.path.hasSuffix("/overrides.csv") && failure.line == 3, "\(failure.reason)")
        #expect(failure.reason.contains("more than two decimals"), "\(failure.reason)")
    }

    @Test("student_timestamps and missing take their documented values only")
    func choices() throws {
        let base = AssignmentFileTests.good.replacingOccurrences(of: "canvas_assignment_id = 123456", with: "canvas_assignment_id = 123456\nstudent_timestamps = \"refuse\"\nmissing = \"blank\"")
        let assignment = try AssignmentFileTests.load(base)
        #expect(assignment.studentTimestamps == .refuse && assignment.missing == .blank)
        let defaults = try AssignmentFileTests.load(AssignmentFileTests.good)
        #expect(defaults.studentTimestamps == .flag && defaults.missing == .zero)
        let bad = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(base.replacingOccurrences(of: "\"refuse\"", with: "\"never\"")) })
        #expect(bad.line == 9 && bad.reason.contains("\"flag\" or \"refuse\""), "\(bad.reason)")
        let badMissing = try #require(AssignmentFileTests.failure { _ = try AssignmentFileTests.load(base.replacingOccurrences(of: "\"blank\"", with: "0")) })
        #expect(badMissing.line == 10 && badMissing.reason.contains("\"zero\" or \"blank\""), "\(badMissing.reason)")
    }

    func report(missing: String, overrides: String = "folder,exercise,points,comment\n") throws -> ClassReport {
        let text = AssignmentFileTests.good.replacingOccurrences(of: "canvas_assignment_id = 123456", with: "canvas_assignment_id = 123456\nmissing = \"\(missing)\"")
        let grading = try prepare(overrides: overrides, text: text, folders: ["ada"])
        let columns = [ClassReport.ExerciseColumn(id: "kebab-strategy", title: "k", maxScore: 10, caseCount: 2),
                       ClassReport.ExerciseColumn(id: "mana-decoding", title: "m", maxScore: 5, caseCount: 2)]
        var ada = StudentReport(name: "ada", score: 0, maxScore: 15, exercises: [], ignoredFiles: [])
        ada.gradedScore = 0
        let graded = ClassReport(graderVersion: "1", isolation: "sandboxed", shard: nil, exercises: columns, strayFiles: [], students: [ada])
        let time = try #require(Moment.parse("2026-12-01T20:00:00-05:00"))
        return grading.finish(graded, submissions: ["ada": SubmissionRecord(time: time.text, source: .submissionsCSV)], shard: nil)
    }

    @Test("missing = \"blank\" leaves the Canvas cell of a student who handed in nothing empty; \"zero\" writes 0")
    func missingPolicy() throws {
        let blank = try report(missing: "blank")
        #expect(blank.assignment?.missing == "blank")
        let canvas = String(decoding: try #require(ReportRenderer.canvas(blank)), as: UTF8.self)
        #expect(canvas.contains("\r\nEve,1002,S2,eve,A,\r\n"), "\(canvas)")
        #expect(canvas.contains("\r\n\"Lovelace, Ada\",1001,S1,ada,A,0\r\n"), "ada handed in: her 0 is a score")
        let zero = String(decoding: try #require(ReportRenderer.canvas(try report(missing: "zero"))), as: UTF8.self)
        #expect(zero.contains("\r\nEve,1002,S2,eve,A,0\r\n"), "\(zero)")
        // An override for her is the instructor's grade: written.
        let graded = String(decoding: try #require(ReportRenderer.canvas(try report(missing: "blank", overrides: "folder,exercise,points,comment\neve,total,4,oral exam\n"))), as: UTF8.self)
        #expect(graded.contains("\r\nEve,1002,S2,eve,A,4\r\n"), "\(graded)")
    }

    @Test("a timestamp.txt that cannot be read is a problem naming why, never 'no timestamp'")
    func unreadableTimestamp() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func folder(_ name: String, _ make: (URL) throws -> Void) throws -> URL {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try make(url.appendingPathComponent("timestamp.txt"))
            return url
        }
        let cases: [(String, (URL) throws -> Void, String)] = [
            ("folder", { try FileManager.default.createDirectory(at: $0, withIntermediateDirectories: true) }, "is a folder"),
            ("link", { try FileManager.default.createSymbolicLink(atPath: $0.path, withDestinationPath: "/etc/hostname") }, "symbolic link"),
            ("fifo", { url in #expect(mkfifo(url.path, 0o644) == 0) }, "not a regular file"),
            ("big", { try Data(repeating: 0x41, count: 10_000).write(to: $0) }, "more than 4096 bytes"),
            ("binary", { try Data([0xFF, 0xFE, 0x00]).write(to: $0) }, "not UTF-8"),
            ("empty", { try Data().write(to: $0) }, "is empty"),
            ("words", { try Data("yesterday\n".utf8).write(to: $0) }, "holds 'yesterday'"),
        ]
        for (name, make, words) in cases {
            let stamp = SubmissionTimes.timestampFile(in: try folder(name, make))
            guard case let .problem(problem)? = stamp else {
                Issue.record("\(name): \(String(describing: stamp))")
                continue
            }
            #expect(problem.contains(words), "\(name): \(problem)")
        }
        #expect(SubmissionTimes.timestampFile(in: try folder("none") { _ in }) == nil)
        let good = try folder("good") { try Data("2026-12-01 20:00:00.000000 UTC\n".utf8).write(to: $0) }
        #expect(SubmissionTimes.timestampFile(in: good) == .time(Moment.parse("2026-12-01T20:00:00Z")!))
    }
}

/// The times a student can write (timestamp.txt, commit dates) and
/// folders whose names are one text in two Unicode forms, through a real
/// `GradeRun` of a class that hands in no answers (nothing is compiled).
@Suite("Student-written times and equivalent folder names", .serialized, .tags(.slow))
struct StudentTimesTests {
    static let roster = "folder,name,lms_id\nhal,Hal,1\nivy,Ivy,2\njo,Jo,3\n"

    struct Run {
        let report: ClassReport
        let files: [URL]
        let output: URL
    }

    static func run(_ extra: String = "", roster: String = roster, times: String = "student,submitted_at\njo,2026-12-01T20:00:00-05:00\n",
                    folders: [(String, String?)], repositories: [String: String] = [:]) throws -> Run {
        let fileManager = FileManager.default
        let root = fileManager.temporaryDirectory.appendingPathComponent("student-times-\(UUID().uuidString)")
        let submissions = root.appendingPathComponent("class")
        // A repository with one commit, committed at the given date.
        for (name, date) in repositories {
            let folder = submissions.appendingPathComponent(name)
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("notes\n".utf8).write(to: folder.appendingPathComponent("README.txt"))
            for arguments in [["init", "-q"], ["add", "."], ["commit", "-q", "-m", "work"]] {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = ["git", "-c", "user.name=K", "-c", "user.email=k@example.edu", "-c", "commit.gpgsign=false"] + arguments
                process.currentDirectoryURL = folder
                var environment = ProcessInfo.processInfo.environment
                environment["GIT_AUTHOR_DATE"] = date
                environment["GIT_COMMITTER_DATE"] = date
                process.environment = environment
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                process.waitUntilExit()
                try #require(process.terminationStatus == 0, "git \(arguments)")
            }
        }
        for (name, stamp) in folders {
            let folder = submissions.appendingPathComponent(name)
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("notes\n".utf8).write(to: folder.appendingPathComponent("README.txt"))
            switch stamp {
            case "FOLDER"?: try fileManager.createDirectory(at: folder.appendingPathComponent("timestamp.txt"), withIntermediateDirectories: true)
            case let text?: try Data(text.utf8).write(to: folder.appendingPathComponent("timestamp.txt"))
            case nil: break
            }
        }
        let toml = "id = \"hw1\"\ntitle = \"Homework 1\"\ndue = 2026-12-01T23:59:00-05:00\nroster = \"roster.csv\"\nsubmission_times = \"times.csv\"\n\(extra)\n[late]\npercent_per_day = 10\n\n[[exercises]]\nid = \"kebab-strategy\"\npoints = 10\n"
        try Data(toml.utf8).write(to: root.appendingPathComponent("hw1.toml"))
        try Data(roster.utf8).write(to: root.appendingPathComponent("roster.csv"))
        try Data(times.utf8).write(to: root.appendingPathComponent("times.csv"))
        let course = try Course.load(root: courseRoot)
        let checker = Checker(setup: try GraderSetup(course: course, productsDirectory: GraderSetup.defaultProductsDirectory()))
        let output = root.appendingPathComponent("grades")
        var options = GradeOptions(jobs: 1)
        options.firstSlot = SlotBlocks.instructorInput
        options.courseSeed = 7
        let run = GradeRun(submissions: submissions, formats: [.json, .csv, .feedback, .gradescope, .canvas], output: output, options: options,
                           assignment: root.appendingPathComponent("hw1.toml").path)
        let (report, files) = try run.run(checker: checker)
        return Run(report: report, files: files, output: output)
    }

    static let late = "2026-12-03 12:00:00.000000 UTC\n"

    @Test("by default timestamp.txt decides lateness, and is flagged as the student's own in the instructor's reports")
    func flagged() throws {
        let run = try Self.run(folders: [("hal", Self.late), ("jo", Self.late)])
        let hal = try #require(run.report.students.first { $0.name == "hal" })
        #expect(hal.submission?.source == .timestampFile && hal.submission?.studentWritten == true)
        #expect(hal.late != nil, "the file's time decided lateness")
        let jo = try #require(run.report.students.first { $0.name == "jo" })
        #expect(jo.submission?.source == .submissionsCSV && jo.submission?.studentWritten == nil, "the instructor's row comes first")
        #expect(run.report.warnings.contains { $0.message.contains("comes from a source the student can write") && $0.message.contains("timestamp.txt in their folder (hal)") && $0.message.contains("student_timestamps = \"refuse\"") },
                "\(run.report.warnings)")
        let json = try String(contentsOf: run.output.appendingPathComponent("grades.json"), encoding: .utf8)
        #expect(json.contains("\"student_written\" : true"))
        let rows = parseCSV(try String(contentsOf: run.output.appendingPathComponent("grades.csv"), encoding: .utf8))
        let header = try #require(rows.first)
        let column = try #require(header.firstIndex(of: "student_written"))
        #expect(rows.first { $0.first == "hal" }?[column] == "yes")
        #expect(rows.first { $0.first == "jo" }?[column] == "")
        // The student's own feedback does not carry the instructor's flag.
        let feedback = try String(contentsOf: run.output.appendingPathComponent("feedback/hal.md"), encoding: .utf8)
        #expect(!feedback.contains("can write") && !feedback.contains("student_written"))
    }

    @Test("student_timestamps = \"refuse\": timestamp.txt is never read and decides nothing")
    func refused() throws {
        let run = try Self.run("student_timestamps = \"refuse\"", folders: [("hal", Self.late), ("ivy", "FOLDER"), ("jo", Self.late)])
        let hal = try #require(run.report.students.first { $0.name == "hal" })
        #expect(hal.submission?.source == .unknown && hal.submission?.time == nil && hal.late == nil)
        #expect(hal.submission?.note?.contains("student_timestamps = \"refuse\"") == true)
        let ivy = try #require(run.report.students.first { $0.name == "ivy" })
        #expect(ivy.submission?.error == nil, "a refused file is not read, so it cannot be an error")
        #expect(run.report.students.first { $0.name == "jo" }?.submission?.source == .submissionsCSV)
        #expect(run.report.assignment?.studentTimestamps == "refuse")
        #expect(run.report.warnings.contains { $0.message.contains("lateness is not known for 2 students (hal, ivy)") && $0.message.contains("refused") }, "\(run.report.warnings)")
        let rows = parseCSV(try String(contentsOf: run.output.appendingPathComponent("grades.csv"), encoding: .utf8))
        let late = try #require(rows.first?.firstIndex(of: "late"))
        #expect(rows.first { $0.first == "hal" }?[late] == "lateness not known")
    }

    @Test("a git committer date is flagged by default and refused with student_timestamps = \"refuse\"")
    func commitDates() throws {
        let roster = Self.roster + "kim,Kim,4\n"
        let flagged = try Self.run(roster: roster, folders: [], repositories: ["kim": "2026-12-03T10:00:00-05:00"])
        let kim = try #require(flagged.report.students.first { $0.name == "kim" })
        #expect(kim.submission?.source == .git && kim.submission?.studentWritten == true && kim.late != nil)
        #expect(flagged.report.warnings.contains { $0.message.contains("a git committer date (kim)") }, "\(flagged.report.warnings)")
        let refused = try Self.run("student_timestamps = \"refuse\"", roster: roster, folders: [], repositories: ["kim": "2026-12-03T10:00:00-05:00"])
        let again = try #require(refused.report.students.first { $0.name == "kim" })
        #expect(again.submission?.source == .unknown && again.submission?.time == nil && again.late == nil)
        #expect(again.submission?.commit != nil && again.submission?.note?.contains("which the student sets") == true)
        #expect(refused.report.warnings.contains { $0.message.contains("lateness is not known for 1 student (kim)") }, "\(refused.report.warnings)")
    }

    @Test("a timestamp.txt that cannot be read is an error naming the file, and the student is marked, not on time")
    func unreadable() throws {
        let run = try Self.run(folders: [("hal", Self.late), ("ivy", "FOLDER")])
        let ivy = try #require(run.report.students.first { $0.name == "ivy" })
        let error = try #require(ivy.submission?.error)
        #expect(error.hasSuffix("/class/ivy/timestamp.txt is a folder, not a one-line file"), "\(error)")
        #expect(run.report.warnings.contains { $0.severity == .error && $0.message.contains("/class/ivy/timestamp.txt is a folder") && $0.message.contains("ivy's lateness is not known") },
                "\(run.report.warnings)")
        #expect(!run.report.warnings.contains { $0.message.contains("lateness is not known for") && $0.message.contains("ivy") }, "not the generic 'no timestamp.txt' reason")
        let rows = parseCSV(try String(contentsOf: run.output.appendingPathComponent("grades.csv"), encoding: .utf8))
        let late = try #require(rows.first?.firstIndex(of: "late"))
        #expect(rows.first { $0.first == "ivy" }?[late] == "lateness not known")
    }

    @Test("two folders named with one text in NFC and NFD are both graded, with their own reports, and named apart")
    func equivalentNames() throws {
        let composed = "Jos\u{E9}", decomposed = "Jose\u{301}"
        #expect(composed == decomposed, "Swift compares them as equal strings")
        // Without a roster, both graded; with one, the row matches the folder spelled as it.
        let run = try Self.run(roster: "folder,name,lms_id\n\(composed),Jos\u{E9} A,11\njo,Jo,3\n", folders: [(composed, nil), (decomposed, Self.late), ("jo", nil)])
        let names = run.report.students.map(\.name)
        #expect(names.filter { $0 == composed }.count == 2, "\(names)")
        let first = try #require(run.report.students.first { FolderName($0.name) == FolderName(composed) })
        let second = try #require(run.report.students.first { FolderName($0.name) == FolderName(decomposed) })
        #expect(first.enrollment == .roster && first.roster?.lmsId == "11")
        #expect(second.enrollment == .unknown, "the roster row is spelled as the other folder")
        #expect(second.submission?.source == .timestampFile && first.submission?.source == .unknown, "each folder's own timestamp.txt")
        #expect(first.seed != second.seed)
        let feedback = run.files.filter { $0.path.contains("/feedback/") }.map(\.lastPathComponent)
        #expect(feedback.count == 3 && Set(feedback.map { $0.precomposedStringWithCanonicalMapping }).count == 3, "\(feedback)")
        #expect(run.report.warnings.contains { $0.message.contains("JosU+00E9") && $0.message.contains("JoseU+0301") && $0.message.contains("different Unicode forms") }, "\(run.report.warnings)")
        let canvas = parseCSV(try String(contentsOf: run.output.appendingPathComponent("canvas.csv"), encoding: .utf8))
        #expect(canvas.filter { $0.count > 1 && $0[1] == "11" }.count == 1, "one Canvas row for ID 11: \(canvas)")
        // A merge keeps both.
        let merged = try ClassReport.merge([(path: "a.json", report: run.report)], allowMissing: true)
        #expect(merged.students.count == run.report.students.count)
    }
}
