import Foundation
import Testing
@testable import Classroom
import TextSafety

/// Issue 27: what one student names (a folder, the files in it, where a
/// link points) never stops the class's reports, never makes them huge,
/// and never reaches a report as raw control characters.
@Suite("Hostile names")
struct HostileNamesTests {
    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    func report(_ students: [StudentReport]) -> ClassReport {
        ClassReport(graderVersion: "1", isolation: "sandboxed", shard: nil, exercises: [], strayFiles: [], students: students)
    }

    func student(_ name: String, ignored: [SkippedFile] = [], exercises: [ExerciseReport] = []) -> StudentReport {
        StudentReport(name: name, score: 1, maxScore: 2, exercises: exercises, ignoredFiles: ignored)
    }

    // MARK: Report file names

    @Test("a folder named as a classmate's hashed report name: both students get their own reports, the run goes on",
          arguments: [
              "Jose\u{301}",                                  // not NFC: hashed
              "Eve\u{7}",                                     // a control character: cleaned and hashed
              String(repeating: "Ž", count: 100) + "ok",      // 202 bytes: cut and hashed
          ])
    func collision(victim: String) throws {
        let output = Self.temporary("hostile-names")
        defer { try? FileManager.default.removeItem(at: output) }
        let writer = try ReportWriter(formats: [.json, .feedback, .gradescope, .exercism], output: output)
        // The NFC spelling of the victim's report name: one a folder can have.
        let attacker = writer.safeFileName(victim).precomposedStringWithCanonicalMapping
        #expect(!attacker.unicodeScalars.elementsEqual(victim.unicodeScalars), "the victim's report name is changed")
        #expect(writer.safeFileName(attacker) == attacker, "the attacker's folder name is a clean report name")
        for order in [[victim, attacker], [attacker, victim]] {
            let files = try writer.write(report(order.map { student($0) }))
            for kind in ["feedback", "gradescope", "exercism"] {
                let written = files.filter { $0.deletingLastPathComponent().lastPathComponent == kind }.map(\.lastPathComponent)
                #expect(written.count == 2, "\(kind): \(written)")
                #expect(Set(written.map(FolderName.init)).count == 2, "\(kind): \(written)")
            }
            let names = writer.fileNames(for: order)
            #expect(names.names[attacker] == attacker, "the name that needs no change keeps it")
            #expect(names.names[victim] != nil && names.names[victim].map(FolderName.init) != FolderName(attacker))
            #expect(names.warnings.count == 1, "\(names.warnings)")
            #expect(names.warnings.allSatisfy(SafeText.isClean))
            let feedback = try String(contentsOf: output.appendingPathComponent("feedback/\(names.names[victim]!).md"), encoding: .utf8)
            #expect(feedback.contains(markdownEscaped(SafeText.line(victim))), "the victim's feedback is the victim's")
        }
        // The same folders always get the same names, in any order.
        #expect(writer.fileNames(for: [victim, attacker]).names[victim] == writer.fileNames(for: [attacker, victim]).names[victim])
    }

    @Test("a chain of squatters: the changed name takes the first free suffix")
    func squatters() throws {
        let writer = try ReportWriter(formats: [.feedback], output: Self.temporary("unused"))
        let victim = "Eve\u{1B}"
        let base = writer.safeFileName(victim)
        let names = writer.fileNames(for: [victim, base, base + "-2", base + "-3"])
        #expect(names.names[victim] == base + "-4")
        #expect(names.names[base + "-2"] == base + "-2")
    }

    func markdownEscaped(_ text: String) -> String { ReportRenderer.markdownEscape(text) }

    // MARK: A folder of many files

    @Test("a folder of 20,000 files: listed up to a cap, a small report, quickly")
    func manyFiles() throws {
        let root = Self.temporary("many-files")
        let folder = root.appendingPathComponent("mallory")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let padding = String(repeating: "x", count: 200)
        for index in 0..<10_000 {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("\(padding)\(index).swift").path, contents: nil))
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("Exercises/\(padding)\(index).swift").path, contents: nil))
        }
        try Data("answer\n".utf8).write(to: folder.appendingPathComponent("Exercises/kebab-strategy.swift"))
        let start = Date()
        let found = try Submissions.scan(root, exerciseIDs: ["kebab-strategy", "mana-decoding"])
        let seconds = Date().timeIntervalSince(start)
        let mallory = try #require(found.students.first)
        // Linear: well under a second; the bound leaves room for a busy machine.
        #expect(seconds < 30, "listing took \(seconds) s")
        #expect(mallory.answers["kebab-strategy"] == .file(folder.appendingPathComponent("Exercises/kebab-strategy.swift"), relativePath: "Exercises/kebab-strategy.swift"),
                "an answer is found by its exact name, whatever else the folder holds")
        #expect(mallory.answers["mana-decoding"] == .missing)
        #expect(mallory.ignoredFiles.count == StudentFolder.shownIgnoredFiles + 1)
        let last = try #require(mallory.ignoredFiles.last)
        #expect(last.reason.contains("more than") && last.reason.contains("files not graded"), "\(last.reason)")
        let graded = report([student("mallory", ignored: mallory.ignoredFiles)])
        let json = try graded.jsonData()
        let feedback = ReportRenderer.feedback(graded.students[0], course: [])
        #expect(json.count < 100_000, "grades.json is \(json.count) bytes")
        #expect(feedback.count < 100_000, "the feedback is \(feedback.count) bytes")
    }

    @Test("a folder just over the number of names shown says how many more, exactly")
    func countedMore() throws {
        let root = Self.temporary("some-files")
        let folder = root.appendingPathComponent("ann")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for index in 0..<(StudentFolder.shownIgnoredFiles + 7) {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("note\(index).txt").path, contents: nil))
        }
        let ann = try #require(try Submissions.scan(root, exerciseIDs: ["kebab-strategy"]).students.first)
        #expect(ann.ignoredFiles.count == StudentFolder.shownIgnoredFiles + 1)
        #expect(ann.ignoredFiles.last?.reason.hasPrefix("and 7 more files not graded") == true, "\(ann.ignoredFiles.last?.reason ?? "")")
    }

    // MARK: Control characters in student-facing reports

    static let hostile = ["bell\u{7}.swift", "esc\u{1B}[2J\u{1B}]0;owned\u{7}.swift", "rtl\u{202E}tfiws.txt", "two\nlines\r\n# Heading.swift"]

    @Test("names of files not graded reach the feedback only as safe single lines")
    func feedbackNames() throws {
        let root = Self.temporary("hostile-files")
        let folder = root.appendingPathComponent("mallory")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        for name in Self.hostile {
            #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: nil))
        }
        let mallory = try #require(try Submissions.scan(root, exerciseIDs: ["kebab-strategy"]).students.first)
        #expect(mallory.ignoredFiles.count == Self.hostile.count)
        let unusable = ExerciseReport(exercise: "kebab-strategy", status: .fail, detail: .unusable, outcome: .unusable, score: 0, maxScore: 1,
                                      reason: "kebab-strategy.swift is a symbolic link to /tmp/\u{1B}]0;x\u{7}\nowned, outside the student's folder",
                                      file: "kebab-strategy.swift", passedTests: 0, totalTests: 0, reused: false, compileErrors: nil, tests: [])
        let graded = student("mallory", ignored: mallory.ignoredFiles, exercises: [unusable])
        let feedback = String(decoding: ReportRenderer.feedback(graded, course: []), as: UTF8.self)
        #expect(SafeText.isClean(feedback.replacingOccurrences(of: "\n", with: "")), "\(feedback.debugDescription)")
        let listed = feedback.split(separator: "\n").filter { $0.hasPrefix("- `") }
        #expect(listed.count == Self.hostile.count, "one line per file: \(listed)")
        #expect(!feedback.contains("\n# Heading"))

        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let gradescope = try decoder.decode(GradescopeResults.self, from: try ReportRenderer.gradescope(graded))
        for text in [gradescope.output] + gradescope.tests.flatMap({ [$0.name, $0.output] }) {
            #expect(SafeText.isClean(text.replacingOccurrences(of: "\n", with: "")), "\(text.debugDescription)")
        }
        let exercism = String(decoding: try ReportRenderer.exercism(graded), as: UTF8.self)
        #expect(!exercism.lowercased().contains("\\u001b") && !exercism.lowercased().contains("\\u0007"), "\(exercism)")
    }

    // MARK: Git

    @Test("a HEAD naming a tree is refused, with a reason for the instructor, not read as no commit")
    func headIsTree() throws {
        let repository = try HostileRepository()
        let scratch = Self.temporary("scratch")
        defer { repository.remove(); try? FileManager.default.removeItem(at: scratch) }
        try repository.commit(files: ["kebab-strategy.swift": "answer\n"], date: gitDate("2026-12-01T10:00:00-05:00"))
        let tree = try repository.git(["rev-parse", "HEAD^{tree}"])
        try Data((tree + "\n").utf8).write(to: repository.gitDirectory.appendingPathComponent("HEAD"))
        let error = #expect(throws: GitIntakeRefusal.self) {
            try GitSubmission.resolve(repository.folder, deadline: Moment(date: Date(timeIntervalSince1970: 4_000_000_000), offsetMinutes: 0), scratch: scratch)
        }
        #expect(error?.description.contains("which is a tree, not a commit") == true, "\(String(describing: error))")
    }
}
