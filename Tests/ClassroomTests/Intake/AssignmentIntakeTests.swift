import Foundation
import Testing
@testable import Classroom

/// What each student of an assignment handed in and when, read before
/// anything is graded (no grader needed).
@Suite("Assignment intake")
struct AssignmentIntakeTests {
    static let exercises = ["kebab-strategy", "mana-decoding"]
    static let course = exercises + ["userinfo-interval"]

    /// A class folder, an assignment beside it, and the intake of both.
    struct Class {
        let root: URL
        let submissions: URL
        let intake: AssignmentIntake

        init(refuse: Bool = false, times: String? = nil, students: [String: [String: String]]) throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("intake-\(UUID().uuidString)")
            submissions = root.appendingPathComponent("class")
            for (name, files) in students {
                let folder = submissions.appendingPathComponent(name)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                for (file, text) in files {
                    if text == "<folder>" {
                        try FileManager.default.createDirectory(at: folder.appendingPathComponent(file), withIntermediateDirectories: true)
                    } else {
                        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
                    }
                }
            }
            var toml = "id = \"hw\"\ntitle = \"Homework\"\ndue = 2026-12-01T23:59:00-05:00\n"
            if refuse { toml += "student_timestamps = \"refuse\"\n" }
            if let times {
                toml += "submission_times = \"submissions.csv\"\n"
                try Data(times.utf8).write(to: root.appendingPathComponent("submissions.csv"))
            }
            toml += AssignmentIntakeTests.exercises.map { "\n[[exercises]]\nid = \"\($0)\"\n" }.joined()
            let file = root.appendingPathComponent("hw.toml")
            try Data(toml.utf8).write(to: file)
            let assignment = try Assignment.load(file, path: "hw.toml", exerciseIDs: AssignmentIntakeTests.course)
            let plan = try AssignmentGrading.prepare(assignment, folders: students.keys.sorted(), points: ["kebab-strategy": 10, "mana-decoding": 5])
            intake = AssignmentIntake(assignment: assignment, plan: plan, exerciseIDs: AssignmentIntakeTests.exercises,
                                      courseExerciseIDs: AssignmentIntakeTests.course, cache: root.appendingPathComponent("cache/intake"))
        }

        func take() throws -> AssignmentIntake.Taken {
            try intake.take(try Submissions.scan(submissions, exerciseIDs: AssignmentIntakeTests.exercises), gradedCopies: nil) { $0 }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    @Test("a folder's time: its submission-times row, else its timestamp.txt, else none")
    func folderTimes() throws {
        let group = try Class(times: "student,submitted_at\nada,2026-12-01T22:00:00-05:00\n", students: [
            "ada": ["kebab-strategy.swift": "let a = 1\n", "timestamp.txt": "2026-11-01T00:00:00Z\n"],
            "bob": ["kebab-strategy.swift": "let b = 1\n", "timestamp.txt": "2026-12-01T21:00:00-05:00\n"],
            "cy": ["kebab-strategy.swift": "let c = 1\n"],
            "dee": ["kebab-strategy.swift": "let d = 1\n", "timestamp.txt": "<folder>"],
        ])
        defer { group.remove() }
        let taken = try group.take()
        #expect(taken.times["ada"] == SubmissionRecord(time: "2026-12-01T22:00:00-05:00", source: .submissionsCSV, note: "submissions.csv:2"))
        #expect(taken.times["bob"] == SubmissionRecord(time: "2026-12-01T21:00:00-05:00", source: .timestampFile, note: "timestamp.txt in the student's folder"))
        #expect(taken.times["cy"] == nil)
        let dee = try #require(taken.times["dee"])
        #expect(dee.time == nil && dee.source == .unknown && dee.error?.hasPrefix(group.submissions.path + "/dee/timestamp.txt ") == true, "\(dee)")
        // timestamp.txt is the time, not a file left ungraded.
        #expect(taken.submissions.students.allSatisfy { !$0.ignoredFiles.contains { $0.file == "timestamp.txt" } })
        #expect(taken.warnings.isEmpty)
    }

    @Test("under student_timestamps = \"refuse\" a timestamp.txt is never read, and says so")
    func refused() throws {
        let group = try Class(refuse: true, students: [
            "ada": ["kebab-strategy.swift": "let a = 1\n", "timestamp.txt": "2026-12-01T21:00:00-05:00\n"],
            "bob": ["kebab-strategy.swift": "let b = 1\n"],
        ])
        defer { group.remove() }
        let taken = try group.take()
        let ada = try #require(taken.times["ada"])
        #expect(ada.time == nil && ada.source == .unknown && ada.note?.contains("was not read") == true, "\(ada)")
        #expect(taken.times["bob"] == nil)
    }

    @Test("an answer to another exercise of the course is named as not this assignment's")
    func otherExercises() throws {
        let group = try Class(students: ["ada": ["kebab-strategy.swift": "let a = 1\n", "userinfo-interval.swift": "let u = 1\n", "notes.swift": "x\n"]])
        defer { group.remove() }
        let ignored = try group.take().submissions.students[0].ignoredFiles
        #expect(ignored.first { $0.file == "userinfo-interval.swift" }?.reason == "'userinfo-interval' is not an exercise of Homework (kebab-strategy, mana-decoding); not graded")
        #expect(ignored.first { $0.file == "notes.swift" }?.reason.hasPrefix("no exercise is named 'notes'") == true)
    }

    @Test("a git student is graded at the commit the deadline picks, copied out and removed after grading")
    func gitCommit() throws {
        let group = try Class(students: ["ada": [:], "bob": ["kebab-strategy.swift": "let b = 1\n"]])
        defer { group.remove() }
        let repository = try HostileRepository(in: group.submissions, name: "ada")
        let first = try repository.commit(files: ["kebab-strategy.swift": "let graded = 1\n"], date: gitDate("2026-12-01T20:00:00-05:00"))
        try repository.commit(files: ["kebab-strategy.swift": "let late = 1\n"], date: gitDate("2026-12-03T09:00:00-05:00"), parent: first)
        try Data("let working = 1\n".utf8).write(to: repository.folder.appendingPathComponent("kebab-strategy.swift"))
        var copied: URL?
        let taken = try group.intake.take(try Submissions.scan(group.submissions, exerciseIDs: Self.exercises), gradedCopies: nil) { taken in
            let ada = try #require(taken.submissions.students.first { $0.name == "ada" })
            guard case let .file(url, relative) = ada.answers["kebab-strategy"] else {
                Issue.record("no answer: \(String(describing: ada.answers["kebab-strategy"]))")
                return taken
            }
            #expect(relative == "kebab-strategy.swift")
            #expect(try String(contentsOf: url, encoding: .utf8) == "let graded = 1\n")
            #expect(!url.path.hasPrefix(group.submissions.path), "read from the student's folder: \(url.path)")
            copied = url
            return taken
        }
        let record = try #require(taken.times["ada"])
        #expect(record.commit == first && record.source == .git && record.time == "2026-12-01T20:00:00-05:00", "\(record)")
        #expect(taken.warnings.map(\.severity) == [.warning])
        #expect(taken.warnings.first?.message.hasPrefix("ada: the working tree differs from the graded commit \(first.prefix(12))") == true, "\(taken.warnings)")
        #expect(copied.map { !FileManager.default.fileExists(atPath: $0.path) } == true, "the commit's copy outlived the grading")
        #expect(taken.times["bob"] == nil)
    }

    @Test("a repository that cannot be read is that student's problem: their answers are unusable, and the instructor is told why")
    func unreadableRepository() throws {
        let group = try Class(students: ["ada": [:]])
        defer { group.remove() }
        let repository = try HostileRepository(in: group.submissions, name: "ada")
        try repository.commit(files: ["kebab-strategy.swift": "let a = 1\n"], date: "not a date at all")
        try FileManager.default.removeItem(at: repository.gitDirectory.appendingPathComponent("objects"))
        let taken = try group.take()
        #expect(taken.submissions.students[0].answers.values.allSatisfy { $0 == .unusable(relativePath: ".git", reason: GitSubmission.unreadable) })
        #expect(taken.times["ada"]?.note == "the git repository could not be read")
        #expect(taken.warnings.count == 1 && taken.warnings[0].message.hasPrefix("ada: the git repository was not graded: "), "\(taken.warnings)")
    }
}
