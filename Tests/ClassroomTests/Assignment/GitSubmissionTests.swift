import Foundation
import Testing
@testable import Classroom

/// Which commit of a student's repository is graded, without grading it.
@Suite("Git repository submissions")
struct GitSubmissionTests {
    /// A repository with one commit per (file text, committer date).
    static func repository(_ commits: [(String, String)]) throws -> (folder: URL, ids: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("git-submission-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func git(_ arguments: [String], date: String? = nil) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=Student", "-c", "user.email=s@example.edu", "-c", "commit.gpgsign=false"] + arguments
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            if let date { environment["GIT_AUTHOR_DATE"] = date; environment["GIT_COMMITTER_DATE"] = date }
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        _ = try git(["init", "-q"])
        var ids: [String] = []
        for (text, date) in commits {
            try Data(text.utf8).write(to: folder.appendingPathComponent("kebab-strategy.swift"))
            _ = try git(["add", "."])
            _ = try git(["commit", "-q", "-m", text], date: date)
            ids.append(try git(["rev-parse", "HEAD"]))
        }
        return (folder, ids)
    }

    let deadline = Moment.parse("2026-12-02T00:09:00-05:00")!

    @Test("the last commit at or before the deadline, its tree, not the working files")
    func lastOnTime() throws {
        let (folder, ids) = try Self.repository([("one", "2026-12-01T10:00:00-05:00"), ("two", "2026-12-02T00:09:00-05:00"), ("three", "2026-12-02T09:00:00-05:00")])
        try Data("working".utf8).write(to: folder.appendingPathComponent("kebab-strategy.swift"))
        let scratch = folder.deletingLastPathComponent().appendingPathComponent("scratch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: folder) }
        let chosen = try #require(try GitSubmission.resolve(folder, deadline: deadline, scratch: scratch))
        #expect(chosen.commit == ids[1] && !chosen.late)
        #expect(chosen.time.text == "2026-12-02T00:09:00-05:00")
        #expect(try String(contentsOf: chosen.folder.appendingPathComponent("kebab-strategy.swift"), encoding: .utf8) == "two")
    }

    @Test("with no commit before the deadline, the first after it, late by its committer date")
    func firstLate() throws {
        let (folder, ids) = try Self.repository([("late one", "2026-12-03T01:59:00-05:00"), ("later", "2026-12-05T00:00:00-05:00")])
        let scratch = folder.deletingLastPathComponent().appendingPathComponent("scratch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: folder) }
        let chosen = try #require(try GitSubmission.resolve(folder, deadline: deadline, scratch: scratch))
        #expect(chosen.commit == ids[0] && chosen.late)
        #expect(try String(contentsOf: chosen.folder.appendingPathComponent("kebab-strategy.swift"), encoding: .utf8) == "late one")
    }

    @Test("a repository with no commit has no submission")
    func empty() throws {
        let (folder, _) = try Self.repository([])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(GitSubmission.isRepository(folder))
        #expect(try GitSubmission.resolve(folder, deadline: deadline, scratch: folder.appendingPathComponent("scratch")) == nil)
    }
}
