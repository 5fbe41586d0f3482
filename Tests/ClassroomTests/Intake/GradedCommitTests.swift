import Foundation
import Testing
import TestSupport
@testable import Classroom
import Grading

/// Which commit of a git student is graded, and what the similarity report
/// is given for them: the commit graded, never the working tree; under
/// `student_timestamps = "refuse"` the host's push record chooses it, never
/// a date the student wrote.
@Suite("Git intake: the commit graded is the one compared", .serialized, .tags(.slow))
struct GradedCommitTests {
    static let due = "2026-12-01T23:59:00-05:00"
    static let onTime = gitDate("2026-12-01T20:00:00-05:00")
    static let afterDue = gitDate("2026-12-03T09:00:00-05:00")

    static func toml(refuse: Bool, times: Bool) -> String {
        """
        id = "hw-commits"
        title = "Homework in git"
        due = \(due)
        \(times ? "submission_times = \"submissions.csv\"" : "")
        \(refuse ? "student_timestamps = \"refuse\"" : "")

        [[exercises]]
        id = "kebab-strategy"
        points = 10
        """
    }

    static func text(_ path: String) throws -> String {
        try String(contentsOf: courseRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// A stub that compiles and converts nothing.
    static let stub = """
        import Foundation

        extension JSONDecoder.KeyDecodingStrategy {
            static let convertFromKebabCase: JSONDecoder.KeyDecodingStrategy = .custom { path in path.last! }
        }

        """

    struct Run {
        let folder: URL
        let report: ClassReport
        let manifest: GradedAnswers
        let copies: URL
    }

    /// Grades `submissions` under the assignment, keeping the graded bytes.
    static func grade(_ folder: URL, refuse: Bool, times: String?, slot: Int) throws -> Run {
        let assignment = folder.appendingPathComponent("hw")
        try FileManager.default.createDirectory(at: assignment, withIntermediateDirectories: true)
        try Data(toml(refuse: refuse, times: times != nil).utf8).write(to: assignment.appendingPathComponent("hw.toml"))
        if let times { try Data(times.utf8).write(to: assignment.appendingPathComponent("submissions.csv")) }
        var options = GradeOptions(jobs: 2)
        options.firstSlot = slot
        options.courseSecret = "graded-commit-secret"
        let copies = folder.appendingPathComponent("copies")
        options.gradedCopies = try GradedCopies(folder: copies)
        let run = GradeRun(submissions: folder.appendingPathComponent("class"), formats: [.json, .feedback], output: folder.appendingPathComponent("grades"),
                           options: options, assignment: assignment.appendingPathComponent("hw.toml").path)
        let (report, _) = try run.run(checker: try ClassFixture.makeChecker())
        try options.gradedCopies!.writeManifest()
        return Run(folder: folder, report: report, manifest: try GradedAnswers.load(from: copies), copies: copies)
    }

    static func graded(_ run: Run, _ student: String) throws -> String {
        let entry = try #require(run.manifest.students.first { $0.name == student }, "\(student) has no graded copy")
        let answer = try #require(entry.answers.first { $0.exercise == "kebab-strategy" })
        return try String(contentsOf: run.copies.appendingPathComponent(answer.file), encoding: .utf8)
    }

    @Test("a copy committed on time, then a stub after the deadline (or a working tree of other code): the copy is graded and compared, the working tree named")
    func workingTreeAttacks() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graded-commit-\(UUID().uuidString)")
        let submissions = folder.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let classmate = try Self.text("Tests/GradingTests/Answers/kebab-strategy/alt-computed-property-helpers.swift")
        let stub = Self.stub
        // ben: the classmate whose answer is copied (a plain folder).
        try FileManager.default.createDirectory(at: submissions.appendingPathComponent("ben"), withIntermediateDirectories: true)
        try Data(classmate.utf8).write(to: submissions.appendingPathComponent("ben/kebab-strategy.swift"))
        // sly: the copy committed on time, a stub committed after the deadline, the stub in the working tree.
        let sly = try HostileRepository(in: submissions, name: "sly")
        let copied = try sly.commit(files: ["kebab-strategy.swift": classmate], date: Self.onTime)
        try sly.commit(files: ["kebab-strategy.swift": stub], date: Self.afterDue, parent: copied)
        try Data(stub.utf8).write(to: sly.folder.appendingPathComponent("kebab-strategy.swift"))
        // uma: the copy committed on time, something else (uncommitted) in the working tree.
        let uma = try HostileRepository(in: submissions, name: "uma")
        try uma.commit(files: ["kebab-strategy.swift": classmate], date: Self.onTime)
        try Data("// my own work, honest\n".utf8).write(to: uma.folder.appendingPathComponent("kebab-strategy.swift"))

        let run = try Self.grade(folder, refuse: false, times: nil, slot: SlotBlocks.gradedCommit)
        for name in ["ben", "sly", "uma"] {
            let student = try #require(run.report.students.first { $0.name == name })
            #expect(student.exercises[0].outcome == .passed, "\(name): \(student.exercises[0].reason ?? "")")
            #expect(try Self.graded(run, name) == classmate, "\(name): the similarity report is not given the bytes graded")
        }
        #expect(try #require(run.report.students.first { $0.name == "sly" }).late == nil, "graded at the commit before the deadline")
        let origins = Dictionary(uniqueKeysWithValues: run.manifest.students.map { ($0.name, $0.origin) })
        #expect(origins["ben"] == GradedAnswers.Origin(kind: .folder, name: "ben"))
        #expect(origins["sly"] == GradedAnswers.Origin(kind: .commit, name: copied))
        for name in ["sly", "uma"] {
            #expect(run.report.warnings.contains { $0.message.hasPrefix("\(name): the working tree differs from the graded commit") && $0.message.contains("kebab-strategy.swift is not the commit's") },
                    "\(name) is not named: \(run.report.warnings)")
        }
        #expect(!run.report.warnings.contains { $0.message.hasPrefix("ben:") })
    }

    @Test("under refuse, a HEAD whose committer date is after the deadline is graded when the host's record says it was pushed on time; push records with commits choose the commit")
    func hostRecordChooses() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graded-commit-\(UUID().uuidString)")
        let submissions = folder.appendingPathComponent("class")
        try FileManager.default.createDirectory(at: submissions, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let answer = try Self.text("Solutions/kebab-strategy/answer.swift")
        let stub = Self.stub
        // vic: the copy on time, then a stub dated after the deadline; both pushed on time (one final push record).
        let vic = try HostileRepository(in: submissions, name: "vic")
        let vicCopy = try vic.commit(files: ["kebab-strategy.swift": answer], date: Self.onTime)
        let vicHead = try vic.commit(files: ["kebab-strategy.swift": stub], date: Self.afterDue, parent: vicCopy)
        // wes: two pushes recorded with their commits: the answer on time, a stub after the deadline.
        let wes = try HostileRepository(in: submissions, name: "wes")
        let wesAnswer = try wes.commit(files: ["kebab-strategy.swift": answer], date: Self.afterDue)
        let wesStub = try wes.commit(files: ["kebab-strategy.swift": stub], date: Self.onTime, parent: wesAnswer)
        // ann: no record at all: HEAD, lateness not known.
        let ann = try HostileRepository(in: submissions, name: "ann")
        let annHead = try ann.commit(files: ["kebab-strategy.swift": answer], date: Self.afterDue)
        // twin: a commit holding café.txt in NFC and in NFD beside the answer.
        let twin = try HostileRepository(in: submissions, name: "twin")
        let nfc = "caf\u{E9}.txt", nfd = "cafe\u{301}.txt"
        try twin.commit(try twin.tree([(mode: "100644", name: nfd, object: try twin.blob("one\n")),
                                       (mode: "100644", name: nfc, object: try twin.blob("two\n")),
                                       (mode: "100644", name: "kebab-strategy.swift", object: try twin.blob(answer))]),
                        date: Self.onTime)

        let times = """
        student,submitted_at,commit
        vic,2026-12-01T23:00:00-05:00,
        wes,2026-12-01T22:00:00-05:00,\(wesAnswer)
        wes,2026-12-02T10:00:00-05:00,\(wesStub)
        twin,2026-12-01T21:00:00-05:00,

        """
        let run = try Self.grade(folder, refuse: true, times: times, slot: SlotBlocks.gradedCommit + 2)
        func student(_ name: String) throws -> StudentReport { try #require(run.report.students.first { $0.name == name }) }

        let vicReport = try student("vic")
        #expect(vicReport.submission?.commit == vicHead, "the host's final push record: HEAD is graded, whatever its date says")
        #expect(vicReport.exercises[0].outcome != .passed, "the stub at HEAD was graded")
        #expect(vicReport.late == nil && vicReport.submission?.time == "2026-12-01T23:00:00-05:00")
        #expect(try Self.graded(run, "vic") == stub)

        let wesReport = try student("wes")
        #expect(wesReport.submission?.commit == wesAnswer, "the last push at or before the deadline chose the commit")
        #expect(wesReport.exercises[0].outcome == .passed)
        #expect(wesReport.late == nil && wesReport.submission?.time == "2026-12-01T22:00:00-05:00")
        #expect(wesReport.submission?.note?.contains("submissions.csv:3") == true, "\(wesReport.submission?.note ?? "")")

        let annReport = try student("ann")
        #expect(annReport.submission?.commit == annHead && annReport.submission?.time == nil)
        #expect(annReport.exercises[0].outcome == .passed)

        let twinReport = try student("twin")
        #expect(twinReport.exercises[0].outcome == .passed, "the repository was refused: \(run.report.warnings)")
        let refused = twinReport.ignoredFiles.filter { $0.reason.contains("another Unicode form") }
        #expect(refused.count == 1, "\(twinReport.ignoredFiles)")
        #expect(refused.first.map { FolderName($0.file) == FolderName(nfd) } == true, "the NFD spelling is the one left out: \(refused)")
        #expect(twinReport.ignoredFiles.contains { FolderName($0.file) == FolderName(nfc) && !$0.reason.contains("Unicode") })
        #expect(!run.report.warnings.contains { $0.message.hasPrefix("twin: the git repository was not graded") }, "\(run.report.warnings)")
    }

    @Test("submission_times rows: one per student, or one per push with its commit")
    func pushRecordsAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("push-records-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("submissions.csv")
        let commit = String(repeating: "a", count: 40), other = String(repeating: "b", count: 40)
        try Data("student,submitted_at,commit\nada,2026-12-02T10:00:00Z,\(other)\nada,2026-12-01T10:00:00Z,\(commit)\nbob,2026-12-01T10:00:00Z,\n".utf8).write(to: file)
        let times = try SubmissionTimes.load(file, path: "submissions.csv", folders: ["ada", "bob"])
        #expect(times.pushes["ada"]?.map(\.commit) == [commit, other], "oldest first")
        #expect(times.byFolder["ada"]?.line == 2, "the last push is the submission time")
        let deadline = Moment.parse("2026-12-01T23:59:00Z")!
        #expect(SubmissionTimes.pushChosen(times.pushes["ada"]!, deadline: deadline).map { ($0.push.commit, $0.late) }! == (commit, false))
        #expect(SubmissionTimes.pushChosen(times.pushes["ada"]!, deadline: Moment.parse("2026-11-30T00:00:00Z")!).map { ($0.push.commit, $0.late) }! == (commit, true))
        #expect(SubmissionTimes.pushChosen(times.pushes["bob"]!, deadline: deadline) == nil)

        try Data("student,submitted_at\nada,2026-12-01T10:00:00Z\nada,2026-12-02T10:00:00Z\n".utf8).write(to: file)
        #expect(throws: ClassroomError.self, "two rows without commits") { try SubmissionTimes.load(file, path: "submissions.csv", folders: ["ada"]) }
        try Data("student,submitted_at,commit\nada,2026-12-01T10:00:00Z,xyz\n".utf8).write(to: file)
        #expect(throws: ClassroomError.self, "a commit that is no id") { try SubmissionTimes.load(file, path: "submissions.csv", folders: ["ada"]) }
    }
}
