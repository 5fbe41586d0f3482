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

    static func git(_ folder: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Student", "-c", "user.email=s@example.edu", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
    }

    @Test("nothing the repository's own configuration names runs: no smudge filter, no signature program; links stay links")
    func hostileRepository() throws {
        let (folder, _) = try Self.repository([])
        let scratch = folder.deletingLastPathComponent().appendingPathComponent("scratch-\(UUID().uuidString)")
        let marker = folder.deletingLastPathComponent().appendingPathComponent("ran-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: marker) }
        try Data("* filter=evil\n".utf8).write(to: folder.appendingPathComponent(".gitattributes"))
        try Data("answer\n".utf8).write(to: folder.appendingPathComponent("kebab-strategy.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("mana-decoding.swift").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
        try Data("nested\n".utf8).write(to: folder.appendingPathComponent("Exercises/userinfo-interval.swift"))
        try Self.git(folder, ["add", "."])
        try Self.git(folder, ["commit", "-q", "-m", "x", "--date", "2026-12-01T10:00:00-05:00"])
        // Planted after the commit, as a student's repository could hold them.
        try Self.git(folder, ["config", "filter.evil.smudge", "touch \(marker.path); cat"])
        try Self.git(folder, ["config", "log.showSignature", "true"])
        try Self.git(folder, ["config", "gpg.program", "/bin/sh -c 'touch \(marker.path)'"])
        let chosen = try #require(try GitSubmission.resolve(folder, deadline: Moment(date: Date.distantFuture, offsetMinutes: 0), scratch: scratch))
        #expect(!FileManager.default.fileExists(atPath: marker.path), "a program named by the repository's configuration ran")
        #expect(try String(contentsOf: chosen.folder.appendingPathComponent("kebab-strategy.swift"), encoding: .utf8) == "answer\n")
        #expect(try String(contentsOf: chosen.folder.appendingPathComponent("Exercises/userinfo-interval.swift"), encoding: .utf8) == "nested\n")
        let read = StudentFolder.read(name: "s", folder: chosen.folder, exerciseIDs: ["kebab-strategy", "mana-decoding"])
        guard case let .unusable(_, reason)? = read.answers["mana-decoding"] else {
            Issue.record("a link to /etc/passwd was not refused: \(String(describing: read.answers["mana-decoding"]))")
            return
        }
        #expect(reason.contains("outside the student's folder"))
    }

    @Test("the last commit at or before the deadline, its tree, not the working files")
    func lastOnTime() throws {
        let (folder, ids) = try Self.repository([("one", "2026-12-01T10:00:00-05:00"), ("two", "2026-12-02T00:09:00-05:00"), ("three", "2026-12-02T09:00:00-05:00")])
        try Data("working".utf8).write(to: folder.appendingPathComponent("kebab-strategy.swift"))
        let scratch = folder.deletingLastPathComponent().appendingPathComponent("scratch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: folder) }
        let chosen = try #require(try GitSubmission.resolve(folder, deadline: deadline, scratch: scratch))
        #expect(chosen.commit == ids[1] && !chosen.late)
        #expect(chosen.time?.text == "2026-12-02T00:09:00-05:00")
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
