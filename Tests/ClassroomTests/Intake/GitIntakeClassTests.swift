import Foundation
import Testing
import TestSupport
import Classroom
import Grading

/// A class of git repositories graded end to end (`grade --assignment`):
/// the hostile ones are refused one by one, with their reasons in the
/// instructor's warnings only, and everyone else is graded.
@Suite("Git intake: a class with hostile repositories", .serialized, .tags(.slow))
struct GitIntakeClassTests {
    static let toml = """
    id = "hw-git"
    title = "Homework in git"
    due = 2026-12-01T23:59:00-05:00
    submission_times = "submissions.csv"

    [late]
    percent_per_day = 10
    max_percent = 50

    [[exercises]]
    id = "kebab-strategy"
    points = 10
    """

    @Test("refused repositories mark only their student; secrets git could quote reach no student; the host's push time counts")
    func hostileClass() throws {
        let fileManager = FileManager.default
        let folder = fileManager.temporaryDirectory.appendingPathComponent("git-intake-class-\(UUID().uuidString)")
        let submissions = folder.appendingPathComponent("class")
        try fileManager.createDirectory(at: submissions, withIntermediateDirectories: true)
        defer { try? fileManager.removeItem(at: folder) }
        let answer = try String(contentsOf: courseRoot.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)
        let backdated = gitDate("2026-12-01T20:00:00-05:00")
        func student(_ name: String) throws -> HostileRepository { try HostileRepository(in: submissions, name: name) }

        // amy: an honest repository.
        let amy = try student("amy")
        try amy.commit(files: ["kebab-strategy.swift": answer], date: backdated)
        // lou: a commit dated before the due date, pushed three days late (the host's row says so).
        let lou = try student("lou")
        let louCommit = try lou.commit(files: ["kebab-strategy.swift": answer], date: backdated)
        // sly: objects/info/alternates is a link to a secret; the commit's objects are gone, so git would complain, quoting it.
        let secret = "SECRET-\(UUID().uuidString)"
        let secretFile = folder.appendingPathComponent("course-secret")
        try Data("\(secret)\n".utf8).write(to: secretFile)
        let sly = try student("sly")
        try sly.commit(files: ["kebab-strategy.swift": answer], date: backdated)
        try fileManager.removeItem(at: sly.gitDirectory.appendingPathComponent("objects"))
        try fileManager.createDirectory(at: sly.gitDirectory.appendingPathComponent("objects/info"), withIntermediateDirectories: true)
        try fileManager.createSymbolicLink(atPath: sly.gitDirectory.appendingPathComponent("objects/info/alternates").path, withDestinationPath: secretFile.path)
        // bob: trees that repeat one subtree, and thousands of names for one blob.
        let bob = try student("bob")
        var tree = try bob.tree([(mode: "100644", name: "kebab-strategy.swift", object: try bob.blob(answer))])
        for _ in 0..<8 { tree = try bob.tree((0..<16).map { (mode: "40000", name: String(format: "d%02d", $0), object: tree) }) }
        let copies = try bob.blob(answer)
        try bob.commit(try bob.tree([(mode: "40000", name: "Exercises", object: tree)] + (0..<6000).map { (mode: "100644", name: String(format: "k%05d.swift", $0), object: copies) }),
                       date: backdated)
        // odd: a committer date that is no time.
        let odd = try student("odd")
        try odd.commit(files: ["kebab-strategy.swift": answer], date: "1700000000 +0260")
        // twin: HEAD and commondir, naming amy's repository.
        let twin = submissions.appendingPathComponent("twin/.git")
        try fileManager.createDirectory(at: twin, withIntermediateDirectories: true)
        try Data("ref: refs/heads/main\n".utf8).write(to: twin.appendingPathComponent("HEAD"))
        try Data(amy.gitDirectory.path.utf8).write(to: twin.appendingPathComponent("commondir"))

        let assignment = folder.appendingPathComponent("hw")
        try fileManager.createDirectory(at: assignment, withIntermediateDirectories: true)
        try Data(Self.toml.utf8).write(to: assignment.appendingPathComponent("hw.toml"))
        try Data("student,submitted_at\nlou,2026-12-04T12:00:00-05:00\n".utf8).write(to: assignment.appendingPathComponent("submissions.csv"))

        var options = GradeOptions(jobs: 1)
        options.firstSlot = SlotBlocks.gitIntakeClass
        options.courseSecret = "intake-class-secret"
        let output = folder.appendingPathComponent("grades")
        let run = GradeRun(submissions: submissions, formats: [.json, .csv, .junit, .gradescope, .feedback, .exercism], output: output, options: options,
                           assignment: assignment.appendingPathComponent("hw.toml").path)
        let (report, _) = try run.run(checker: try ClassFixture.makeChecker())

        func graded(_ name: String) throws -> StudentReport { try #require(report.students.first { $0.name == name }) }
        #expect(report.students.map(\.name) == ["amy", "bob", "lou", "odd", "sly", "twin"])
        #expect(try graded("amy").exercises[0].outcome == .passed && graded("amy").submission?.source == .git)
        let late = try graded("lou")
        #expect(late.exercises[0].outcome == .passed)
        #expect(late.submission?.source == .submissionsCSV && late.submission?.time == "2026-12-04T12:00:00-05:00" && late.submission?.commit == louCommit)
        #expect(late.late?.startedDays == 3, "a backdated commit pushed late is late by the host's time")
        for name in ["bob", "odd", "sly", "twin"] {
            let refused = try graded(name)
            #expect(refused.exercises[0].outcome != .passed && refused.score == 0, "\(name) was graded")
            #expect(refused.exercises[0].reason?.contains("could not be read") == true, "\(name): \(refused.exercises[0].reason ?? "")")
            #expect(report.warnings.contains { $0.message.hasPrefix("\(name): ") }, "no reason for the instructor about \(name)")
        }
        #expect(report.warnings.contains { $0.message.hasPrefix("odd: ") && $0.message.contains("cannot be a real time") })
        // Nothing any student reads (nor any other report) quotes the secret.
        let files = fileManager.enumerator(at: output, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        #expect(files.count > 5)
        for file in files where (try? file.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
            let text = String(decoding: try Data(contentsOf: file), as: UTF8.self)
            #expect(!text.contains(secret), "\(file.lastPathComponent) quotes the secret file")
        }
    }
}
