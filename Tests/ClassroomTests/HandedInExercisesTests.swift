import Foundation
import Testing
import TestSupport
@testable import Classroom
import Grading

/// Without `--assignment`, a class is graded on the exercises it handed in,
/// not on every exercise of the course: a class that did two exercises is
/// not told "0 of 25" for the other 23, in the summary, grades.json or the
/// CSV. Every answer here is unusable (empty), so nothing is compiled.
@Suite("workbook grade without an assignment: the exercises the class handed in")
struct HandedInExercisesTests {
    struct Class {
        let folder: URL
        let submissions: URL
        let checker: Checker

        static func make() throws -> Class {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("handed-in-\(UUID().uuidString)")
            let submissions = folder.appendingPathComponent("class")
            func put(_ path: String, _ text: String = "") throws {
                let url = submissions.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            // Empty answers: handed in, not gradable (no compile needed).
            try put("ada/mana-decoding.swift")
            try put("bob/Exercises/kebab-strategy.swift")
            try put("bob/notes.txt", "not an answer")
            try put("cyd/kebab.swift", "// misnamed: not an answer to any exercise")
            return Class(folder: folder, submissions: submissions, checker: try ClassFixture.makeChecker())
        }

        func grade(_ formats: [ReportFormat] = [.json, .csv], shard: Shard? = nil, single: URL? = nil, assignment: String? = nil,
                   output name: String = "grades") throws -> (report: ClassReport, files: [URL], output: URL) {
            var options = GradeOptions(jobs: 1, shard: shard)
            options.firstSlot = SlotBlocks.handedInExercises
            let output = folder.appendingPathComponent(name)
            let run = GradeRun(submissions: single ?? submissions, formats: formats, output: output, options: options,
                               single: single != nil, singleName: "ada", assignment: assignment)
            let (report, files) = try run.run(checker: checker)
            return (report, files, output)
        }
    }

    @Test("the columns are the exercises handed in, in course order; the summary, grades.json and the CSV agree")
    func handedIn() throws {
        let graded = try Class.make()
        defer { try? FileManager.default.removeItem(at: graded.folder) }
        let course = graded.checker.exerciseIDs
        #expect(course.count > 2)
        let expected = course.filter { ["kebab-strategy", "mana-decoding"].contains($0) }
        let (report, files, output) = try graded.grade()

        #expect(report.exercises.map(\.id) == expected)
        #expect(report.exerciseSelection == ClassReport.ExerciseSelection(kind: .handedIn, courseExercises: course.count))
        #expect(report.maxScore == report.exercises.map(\.maxScore).reduce(0, +))
        for student in report.students {
            #expect(student.exercises.map(\.exercise) == expected, "\(student.name)")
            #expect(student.maxScore == report.maxScore)
        }
        // cyd handed in nothing gradable: missing in both columns.
        let cyd = try #require(report.students.first { $0.name == "cyd" })
        #expect(cyd.exercises.allSatisfy { $0.outcome == .missing })

        let lines = report.summary(files: files).lines
        #expect(lines.first == "Graded the 2 exercises the class handed in answers to, of the course's \(course.count) (--assignment FILE.toml chooses the exercises and their points): \(expected.joined(separator: ", ")).")
        #expect(lines.filter { $0.hasPrefix("  ") && !$0.hasPrefix("    ") }.count == 2, "one line per graded exercise: \(lines)")

        // grades.json says so, and reads back the same.
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("grades.json"))) as? [String: Any]
        let selection = json?["exercise_selection"] as? [String: Any]
        #expect(selection?["kind"] as? String == "handed_in")
        #expect(selection?["course_exercises"] as? Int == course.count)
        #expect(try ClassReport.load(output.appendingPathComponent("grades.json")) == report)

        // The CSV has the same columns.
        let csv = try String(contentsOf: output.appendingPathComponent("grades.csv"), encoding: .utf8)
        let header = csv.components(separatedBy: "\r\n").first ?? ""
        #expect(header == (["student"] + expected.flatMap { [$0, "\($0) outcome"] } + ["late_penalty", "overrides", "total"]).joined(separator: ","))
    }

    @Test("every shard gets the whole class's exercises, so the shards merge")
    func shards() throws {
        let graded = try Class.make()
        defer { try? FileManager.default.removeItem(at: graded.folder) }
        let whole = try graded.grade([.json]).report
        // ada (mana-decoding only) and bob (kebab-strategy only) in
        // different shards: each shard alone sees one of the exercises.
        let count = try #require((2...8).first { count in
            Shard.stableHash("ada") % UInt64(count) != Shard.stableHash("bob") % UInt64(count)
        })
        var parts: [(path: String, report: ClassReport)] = []
        for index in 0..<count {
            let shard = try graded.grade([.json], shard: try Shard(index: index, count: count), output: "shard-\(index)")
            #expect(shard.report.exercises == whole.exercises, "shard \(index)/\(count)")
            parts.append((shard.output.path, shard.report))
        }
        let merged = try ClassReport.merge(parts)
        #expect(merged.exercises == whole.exercises)
        #expect(merged.exerciseSelection == whole.exerciseSelection)
        #expect(merged.students == whole.students)
    }

    @Test("a single submission is graded on every exercise; so is a class that handed in nothing, and it is said")
    func everyExercise() throws {
        let graded = try Class.make()
        defer { try? FileManager.default.removeItem(at: graded.folder) }
        let course = graded.checker.exerciseIDs

        let single = try graded.grade([.json], single: graded.submissions.appendingPathComponent("ada"), output: "single").report
        #expect(single.exercises.map(\.id) == course)
        #expect(single.exerciseSelection?.kind == .singleSubmission)
        #expect(single.summary(files: []).lines.first?.hasPrefix("Graded every exercise of the course (\(course.count))") == true)

        let empty = graded.folder.appendingPathComponent("empty-class")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("dee"), withIntermediateDirectories: true)
        var options = GradeOptions(jobs: 1)
        options.firstSlot = SlotBlocks.handedInExercises
        let (report, _) = try GradeRun(submissions: empty, formats: [.json], output: graded.folder.appendingPathComponent("empty-grades"), options: options)
            .run(checker: graded.checker)
        #expect(report.exercises.map(\.id) == course)
        #expect(report.exerciseSelection?.kind == .noneHandedIn)
        #expect(report.summary(files: []).lines.first == "No student handed in an answer to any of the course's \(course.count) exercises: every exercise is listed, as missing.")
    }

    @Test("with --assignment the columns are the assignment's, as before, and no selection is recorded")
    func assignment() throws {
        let graded = try Class.make()
        defer { try? FileManager.default.removeItem(at: graded.folder) }
        let file = graded.folder.appendingPathComponent("hw.toml")
        try Data("""
        id = "hw"
        title = "Homework"
        due = 2026-12-01T23:59:00-05:00

        [[exercises]]
        id = "mana-decoding"
        points = 4

        [[exercises]]
        id = "hex-data-strategy"
        points = 6
        """.utf8).write(to: file)
        let (report, files, _) = try graded.grade([.json], assignment: file.path)
        // hex-data-strategy is the assignment's though nobody handed it in;
        // kebab-strategy was handed in but is not the assignment's.
        #expect(report.exercises.map(\.id) == ["mana-decoding", "hex-data-strategy"])
        #expect(report.maxScore == 10)
        #expect(report.exerciseSelection == nil)
        #expect(!report.summary(files: files).lines.contains { $0.hasPrefix("Graded the ") || $0.hasPrefix("Graded every exercise") })
    }
}
