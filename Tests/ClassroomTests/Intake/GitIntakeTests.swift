import Foundation
import Testing
@testable import Classroom
#if canImport(Glibc)
import Glibc
#endif

/// A student's repository, `.git` included, is data from an attacker: git
/// never runs on it, nothing in it is followed or read unbounded, nothing
/// it makes git say reaches a student, and it never stops the class.
@Suite("Git intake: hostile repositories")
struct GitIntakeTests {
    let farFuture = Moment(date: Date(timeIntervalSince1970: 4_000_000_000), offsetMinutes: 0)
    let onTime = gitDate("2026-12-01T10:00:00-05:00")

    static func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
    }

    @Test("a partial clone with a missing blob: the promisor's upload-pack or ssh command never runs")
    func partialClone() throws {
        for variant in ["uploadpack", "sshCommand"] {
            let repository = try HostileRepository()
            let scratch = Self.temporary("scratch"), marker = Self.temporary("ran")
            defer { repository.remove(); try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: marker) }
            try repository.commit(files: ["kebab-strategy.swift": "answer\n"], date: onTime)
            let blob = try repository.git(["rev-parse", "HEAD:kebab-strategy.swift"])
            try FileManager.default.removeItem(at: repository.objectPath(blob))
            try repository.git(["config", "core.repositoryformatversion", "1"])
            try repository.git(["config", "extensions.partialClone", "evil"])
            try repository.git(["config", "remote.evil.promisor", "true"])
            if variant == "uploadpack" {
                try repository.git(["config", "remote.evil.url", "file://\(repository.folder.path)"])
                try repository.git(["config", "remote.evil.uploadpack", "touch \(marker.path); false"])
            } else {
                try repository.git(["config", "remote.evil.url", "ssh://example.invalid/x"])
                try repository.git(["config", "core.sshCommand", "touch \(marker.path); false"])
            }
            #expect(throws: (any Error).self, "a partial clone is refused (\(variant))") {
                try GitSubmission.resolve(repository.folder, deadline: farFuture, scratch: scratch)
            }
            #expect(!FileManager.default.fileExists(atPath: marker.path), "the repository's \(variant) ran")
        }
    }

    @Test("a tree with a link `Exercises` and a folder `Exercises/`: nothing is written through the link")
    func linkThenFolder() throws {
        let repository = try HostileRepository()
        let scratch = Self.temporary("scratch"), outside = Self.temporary("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { repository.remove(); try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: outside) }
        let answer = try repository.blob("written outside\n")
        let inner = try repository.tree([(mode: "100644", name: "kebab-strategy.swift", object: answer)])
        let top = try repository.tree([(mode: "120000", name: "Exercises", object: try repository.blob(outside.path)),
                                       (mode: "40000", name: "Exercises", object: inner)])
        try repository.commit(top, date: onTime)
        #expect(throws: (any Error).self, "two entries of one name are refused") {
            try GitSubmission.resolve(repository.folder, deadline: farFuture, scratch: scratch)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == [], "the export wrote through the link")
    }

    @Test("a .git of HEAD and commondir: a classmate's repository is never graded as hers")
    func commondir() throws {
        let classmate = try HostileRepository()
        let scratch = Self.temporary("scratch"), her = Self.temporary("her")
        defer { classmate.remove(); try? FileManager.default.removeItem(at: scratch); try? FileManager.default.removeItem(at: her) }
        try classmate.commit(files: ["kebab-strategy.swift": "the classmate's answer\n"], date: onTime)
        let git = her.appendingPathComponent(".git")
        try FileManager.default.createDirectory(at: git, withIntermediateDirectories: true)
        try Data("ref: refs/heads/main\n".utf8).write(to: git.appendingPathComponent("HEAD"))
        try Data(classmate.gitDirectory.path.utf8).write(to: git.appendingPathComponent("commondir"))
        #expect(throws: (any Error).self) { try GitSubmission.resolve(her, deadline: farFuture, scratch: scratch) }
    }

    @Test("a symbolic link for a ref, for packed-refs or for objects/ is never followed")
    func linkedRefs() throws {
        let classmate = try HostileRepository()
        defer { classmate.remove() }
        try classmate.commit(files: ["kebab-strategy.swift": "the classmate's answer\n"], date: onTime)
        let copyOfObjects = { (her: HostileRepository) in
            let objects = her.gitDirectory.appendingPathComponent("objects")
            try FileManager.default.removeItem(at: objects)
            try FileManager.default.copyItem(at: classmate.gitDirectory.appendingPathComponent("objects"), to: objects)
        }
        for variant in ["ref", "packed-refs", "objects"] {
            let her = try HostileRepository()
            let scratch = Self.temporary("scratch")
            defer { her.remove(); try? FileManager.default.removeItem(at: scratch) }
            let heads = her.gitDirectory.appendingPathComponent("refs/heads")
            switch variant {
            case "ref":
                try copyOfObjects(her)
                try FileManager.default.createSymbolicLink(atPath: heads.appendingPathComponent("main").path,
                                                           withDestinationPath: classmate.gitDirectory.appendingPathComponent("refs/heads/main").path)
            case "packed-refs":
                try copyOfObjects(her)
                let packed = Self.temporary("packed-refs")
                try Data("\(try classmate.git(["rev-parse", "HEAD"])) refs/heads/main\n".utf8).write(to: packed)
                try FileManager.default.createSymbolicLink(atPath: her.gitDirectory.appendingPathComponent("packed-refs").path, withDestinationPath: packed.path)
            default:
                try Data((try classmate.git(["rev-parse", "HEAD"]) + "\n").utf8).write(to: heads.appendingPathComponent("main"))
                try FileManager.default.removeItem(at: her.gitDirectory.appendingPathComponent("objects"))
                try FileManager.default.createSymbolicLink(atPath: her.gitDirectory.appendingPathComponent("objects").path,
                                                           withDestinationPath: classmate.gitDirectory.appendingPathComponent("objects").path)
            }
            #expect(throws: (any Error).self, "a linked \(variant) was followed") {
                try GitSubmission.resolve(her.folder, deadline: farFuture, scratch: scratch)
            }
        }
    }

    @Test("a FIFO for HEAD or packed-refs: refused at once, nothing waits on it")
    func fifo() throws {
        for name in ["HEAD", "packed-refs"] {
            let repository = try HostileRepository()
            let scratch = Self.temporary("scratch")
            let fifo = repository.gitDirectory.appendingPathComponent(name)
            defer {
                // Whatever still waits on the FIFO gets its end of file.
                let fd = open(fifo.path, O_WRONLY | O_NONBLOCK)
                if fd >= 0 { close(fd) }
                repository.remove()
                try? FileManager.default.removeItem(at: scratch)
            }
            try repository.commit(files: ["kebab-strategy.swift": "answer\n"], date: onTime)
            if name == "packed-refs" {
                try repository.git(["pack-refs", "--all"])
            }
            try? FileManager.default.removeItem(at: fifo)
            #expect(mkfifo(fifo.path, 0o600) == 0)
            let done = DispatchSemaphore(value: 0)
            final class Box: @unchecked Sendable { var threw = false }
            let box = Box()
            let folder = repository.folder, deadline = farFuture
            Thread.detachNewThread {
                do { _ = try GitSubmission.resolve(folder, deadline: deadline, scratch: scratch) } catch { box.threw = true }
                done.signal()
            }
            let finished = done.wait(timeout: .now() + 20) == .success
            #expect(finished, "reading a repository whose \(name) is a FIFO hung")
            #expect(!finished || box.threw, "a FIFO for \(name) was read")
        }
    }

    @Test("trees that repeat one subtree (4 billion paths): only the two folders read are listed, in bounded time")
    func subtreeBomb() throws {
        let repository = try HostileRepository()
        let scratch = Self.temporary("scratch")
        defer { repository.remove(); try? FileManager.default.removeItem(at: scratch) }
        var tree = try repository.tree([(mode: "100644", name: "kebab-strategy.swift", object: try repository.blob("deep\n"))])
        for _ in 0..<8 {
            tree = try repository.tree((0..<16).map { (mode: "40000", name: String(format: "d%02d", $0), object: tree) })
        }
        let top = try repository.tree([(mode: "40000", name: "Exercises", object: tree),
                                       (mode: "100644", name: "kebab-strategy.swift", object: try repository.blob("answer\n"))])
        try repository.commit(top, date: onTime)
        let start = Date()
        let chosen = try #require(try GitSubmission.resolve(repository.folder, deadline: farFuture, scratch: scratch))
        #expect(Date().timeIntervalSince(start) < 20)
        #expect(try String(contentsOf: chosen.folder.appendingPathComponent("kebab-strategy.swift"), encoding: .utf8) == "answer\n")
        let exercises = try FileManager.default.contentsOfDirectory(atPath: chosen.folder.appendingPathComponent("Exercises").path)
        #expect(exercises.isEmpty, "folders inside Exercises/ are not exported: \(exercises.prefix(3))")
    }

    @Test("thousands of names for one blob are refused, not written")
    func manyNames() throws {
        let repository = try HostileRepository()
        let scratch = Self.temporary("scratch")
        defer { repository.remove(); try? FileManager.default.removeItem(at: scratch) }
        let blob = try repository.blob("same\n")
        let names = (0..<6000).map { String(format: "n%05d.swift", $0) }
        try repository.commit(try repository.tree(names.map { (mode: "100644", name: $0, object: blob) }), date: onTime)
        #expect(throws: (any Error).self) { try GitSubmission.resolve(repository.folder, deadline: farFuture, scratch: scratch) }
    }

    @Test("a committer date that cannot be a real time is an error, not on time")
    func impossibleDates() throws {
        for date in ["1700000000 +0260", "99999999999999999999 +0000", "18446744073709551617 +0000", "-5 +0000", "1764601200"] {
            let repository = try HostileRepository()
            let scratch = Self.temporary("scratch")
            defer { repository.remove(); try? FileManager.default.removeItem(at: scratch) }
            try repository.commit(files: ["kebab-strategy.swift": "answer\n"], date: date)
            #expect(throws: (any Error).self, "committer date '\(date)'") {
                try GitSubmission.resolve(repository.folder, deadline: farFuture, scratch: scratch)
            }
        }
    }

    @Test("exported answers are private to the grader (0700 folder, 0600 files)")
    func privateExport() throws {
        let repository = try HostileRepository()
        let scratch = Self.temporary("scratch")
        defer { repository.remove(); try? FileManager.default.removeItem(at: scratch) }
        try repository.commit(files: ["kebab-strategy.swift": "answer\n"], date: onTime)
        let chosen = try #require(try GitSubmission.resolve(repository.folder, deadline: farFuture, scratch: scratch))
        var status = stat()
        #expect(lstat(chosen.folder.path, &status) == 0 && status.st_mode & 0o777 == 0o700)
        #expect(lstat(chosen.folder.appendingPathComponent("kebab-strategy.swift").path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(lstat(scratch.path, &status) == 0 && status.st_mode & 0o077 == 0)
    }

    @Test("an ordinary clone is read: packed by git gc, packed-refs, a remote and a branch in its config")
    func ordinaryClone() throws {
        let repository = try HostileRepository()
        let scratch = Self.temporary("scratch")
        defer { repository.remove(); try? FileManager.default.removeItem(at: scratch) }
        let first = try repository.commit(files: ["kebab-strategy.swift": "first\n"], date: onTime)
        let second = try repository.commit(files: ["kebab-strategy.swift": "second\n", "notes.txt": "mine\n"],
                                           date: gitDate("2026-12-01T12:00:00-05:00"), parent: first)
        try repository.commit(files: ["kebab-strategy.swift": "too late\n"], date: gitDate("2026-12-03T12:00:00-05:00"), parent: second)
        try repository.git(["config", "remote.origin.url", "https://github.com/classroom/hw-student.git"])
        try repository.git(["config", "remote.origin.fetch", "+refs/heads/*:refs/remotes/origin/*"])
        try repository.git(["config", "branch.main.remote", "origin"])
        try repository.git(["gc", "-q"])
        let loose = try FileManager.default.contentsOfDirectory(atPath: repository.gitDirectory.appendingPathComponent("objects").path)
        #expect(loose.allSatisfy { $0.count != 2 }, "git gc left loose objects: \(loose)")
        #expect(FileManager.default.fileExists(atPath: repository.gitDirectory.appendingPathComponent("packed-refs").path))
        let chosen = try #require(try GitSubmission.resolve(repository.folder, deadline: Moment.parse("2026-12-02T00:09:00-05:00")!, scratch: scratch,
                                                            answers: ["kebab-strategy"]))
        #expect(chosen.commit == second && !chosen.late)
        #expect(try String(contentsOf: chosen.folder.appendingPathComponent("kebab-strategy.swift"), encoding: .utf8) == "second\n")
        #expect(try Data(contentsOf: chosen.folder.appendingPathComponent("notes.txt")).isEmpty, "a file that is no answer is exported as a name only")
    }
}
