import Foundation
import Testing
import Classroom
import Grading

/// The built `workbook` as an instructor runs it: exit statuses and what a
/// bad assignment file prints. Nothing here grades an answer.
@Suite("workbook grade and check on the command line", .tags(.slow))
struct GradeCommandTests {
    static var binary: URL { GraderSetup.defaultProductsDirectory().appendingPathComponent("workbook") }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test("a usage error exits 2, as the help says")
    func usageErrorExitsTwo() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let unknown = try Self.run(["grade", "--no-such-option", "class"])
        #expect(unknown.status == 2, "\(unknown.error)")
        #expect(unknown.error.contains("Unknown option '--no-such-option'"))
        let badValue = try Self.run(["grade", "class", "--jobs", "many"])
        #expect(badValue.status == 2, "\(badValue.error)")
        let help = try Self.run(["grade", "--help"])
        #expect(help.status == 0 && help.output.contains("2 usage or setup error"))
    }

    @Test("a bad assignment file stops the run before grading: exit 2, file:line, what to do")
    func badAssignmentFile() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grade-command-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("class/ada"), withIntermediateDirectories: true)
        try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent("class/ada/kebab-strategy.swift"))
        let toml = "id = \"hw1\"\ntitle = \"Homework 1\"\ndue = 2026-12-01T23:59:00\n\n[[exercises]]\nid = \"kebab-strategy\"\npoints = 10\n"
        try Data(toml.utf8).write(to: folder.appendingPathComponent("hw1.toml"))
        let output = folder.appendingPathComponent("grades")
        let result = try Self.run(["grade", folder.appendingPathComponent("class").path, "--course", courseRoot.path, "--allow-unsandboxed",
                                   "--assignment", folder.appendingPathComponent("hw1.toml").path, "--output", output.path, "--course-seed", "3"])
        #expect(result.status == 2, "\(result.error)")
        #expect(result.error.contains("hw1.toml:3: error: 'due' has no UTC offset"), "\(result.error)")
        #expect(result.error.contains("Nothing was graded"))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("grades.json").path))

        // Canvas asked for without a roster: refused before anything is graded.
        let canvas = try Self.run(["grade", folder.appendingPathComponent("class").path, "--course", courseRoot.path, "--allow-unsandboxed",
                                   "--format", "canvas", "--output", output.path, "--course-seed", "3"])
        #expect(canvas.status == 2 && canvas.error.contains("needs an assignment with a roster"), "\(canvas.error)")
        #expect(!canvas.error.contains("[1/"), "nothing was graded")
    }

    @Test("check --format json on an empty answer writes a v3 document with status error and exits 1")
    func emptyAnswerJSON() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).swift")
        try Data("  \n".utf8).write(to: empty)
        defer { try? FileManager.default.removeItem(at: empty) }
        let result = try Self.run(["check", "kebab-strategy", "--answer", empty.path, "--format", "json", "--course", courseRoot.path])
        #expect(result.status == 1, "\(result.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 3 && json["status"] as? String == "error")
        #expect((json["message"] as? String)?.contains("empty") == true)
        #expect((json["tests"] as? [Any])?.isEmpty == true)
    }

    @Test("without --course-seed, grade uses the course's secret, kept 0600 in the private cache, and prints it nowhere")
    func secretSeedFromTheCommandLine() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("grade-secret-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("class/ada"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"),
                                         to: folder.appendingPathComponent("class/ada/kebab-strategy.swift"))
        let toml = "id = \"hw0\"\ndue = 2026-12-01T23:59:00Z\n\n[[exercises]]\nid = \"kebab-strategy\"\n"
        try Data(toml.utf8).write(to: folder.appendingPathComponent("hw0.toml"))
        let output = folder.appendingPathComponent("grades")
        let result = try Self.run(["grade", folder.appendingPathComponent("class").path, "--course", courseRoot.path, "--allow-unsandboxed",
                                   "--assignment", folder.appendingPathComponent("hw0.toml").path, "--output", output.path, "--jobs", "1"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("hw0 (hw0), due 2026-12-01T23:59:00Z"), "\(result.output)")
        let report = try ClassReport.load(output.appendingPathComponent("grades.json"))
        #expect(report.seeds == "secret")
        #expect(report.exercises.map(\.id) == ["kebab-strategy"])
        let ada = try #require(report.students.first)
        #expect(ada.exercises.first?.outcome == .passed)
        let secret = CourseSecret.location(courseRoot: courseRoot, privateSolutions: nil, cache: ProgramCache.defaultRoot())
        let attributes = try FileManager.default.attributesOfItem(atPath: secret.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let value = try CourseSecret.loadOrCreate(at: secret).value
        var options = GradeOptions()
        options.courseSecret = value
        #expect(ada.seed == options.seed(for: "ada"), "the seed comes from the secret")
        #expect(!(result.output + result.error).contains(value), "the secret is printed nowhere")
        for file in try FileManager.default.subpathsOfDirectory(atPath: output.path) where !file.hasPrefix(".grade-cache") {
            let text = (try? String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(!text.contains(value), "\(file) holds the secret")
        }
        // The time came from nowhere: the run says lateness is not known.
        #expect(result.error.contains("warning: lateness is not known for 1 student (ada)"))
    }

    @Test("Gradescope single mode: each submission's student comes from submission_metadata.json, so two students get two seeds")
    func gradescopeStudents() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gradescope-single-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        /// One autograder run: /autograder/submission and its metadata, here under `name`.
        func grade(_ name: String, metadata: String?, extra: [String] = []) throws -> (status: Int32, error: String, report: ClassReport?) {
            let root = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("submission"), withIntermediateDirectories: true)
            try Data("notes\n".utf8).write(to: root.appendingPathComponent("submission/README.txt"))
            if let metadata { try Data(metadata.utf8).write(to: root.appendingPathComponent("submission_metadata.json")) }
            let output = root.appendingPathComponent("results.json")
            let result = try Self.run(["grade", root.appendingPathComponent("submission").path, "--gradescope-single", "--course", courseRoot.path,
                                       "--allow-unsandboxed", "--format", "json", "--output", output.path, "--course-seed", "3"] + extra)
            let report = result.status == 0 ? try ClassReport.load(output) : nil
            return (result.status, result.error, report)
        }
        // Gradescope's documented shape, with more than is read.
        func metadata(_ id: String, _ email: String) -> String {
            """
            {"id": 987654, "created_at": "2026-12-01T14:22:32.365935-05:00", "submission_method": "upload",
             "assignment": {"id": 25828, "title": "Homework 1", "due_date": "2026-12-01T23:59:00.000000-05:00", "total_points": "20.0"},
             "users": [{"email": "\(email)", "id": \(id), "name": "Student \(id)"}], "previous_submissions": []}
            """
        }
        let ada = try grade("ada", metadata: metadata("1234", "ada@example.edu"))
        let bob = try grade("bob", metadata: metadata("5678", "bob@example.edu"))
        #expect(ada.status == 0 && bob.status == 0, "\(ada.error)\n\(bob.error)")
        let adaStudent = try #require(ada.report?.students.first)
        let bobStudent = try #require(bob.report?.students.first)
        #expect(adaStudent.name == "gradescope-1234" && bobStudent.name == "gradescope-5678")
        #expect(adaStudent.seed != nil && adaStudent.seed != bobStudent.seed, "two students, two seeds")
        // The same student again: the same seed (a re-grade is the same grade).
        let again = try grade("ada-again", metadata: metadata("1234", "ada@example.edu"))
        #expect(again.report?.students.first?.seed == adaStudent.seed)
        // A group: every member's id, in order.
        let group = try grade("group", metadata: #"{"users": [{"id": 77, "email": "x@example.edu"}, {"id": "12", "name": "Y"}]}"#)
        #expect(group.report?.students.first?.name == "gradescope-12+77", "\(group.error)")
        // --student names the student without metadata.
        let named = try grade("named", metadata: nil, extra: ["--student", "carol@example.edu"])
        #expect(named.report?.students.first?.name == "carol@example.edu", "\(named.error)")
        // Missing or malformed metadata: exit 2, naming the file and the way out; never the shared name "submission".
        for (label, text, words) in [("missing", nil, "no submission metadata here"), ("malformed", "{\"users\": [{\"id\": \"../../etc\"}]}", "not Gradescope's submission metadata"),
                                     ("empty", "{\"users\": []}", "is empty"), ("not json", "users: 1", "not JSON")] as [(String, String?, String)] {
            let failed = try grade(label, metadata: text)
            #expect(failed.status == 2, "\(label): \(failed.error)")
            #expect(failed.error.contains("submission_metadata.json") && failed.error.contains(words) && failed.error.contains("--student NAME"), "\(label): \(failed.error)")
        }
        let bad = try grade("bad-student", metadata: nil, extra: ["--student", "../x"])
        #expect(bad.status == 2 && bad.error.contains("--student must be a plain name"), "\(bad.error)")
    }
}
