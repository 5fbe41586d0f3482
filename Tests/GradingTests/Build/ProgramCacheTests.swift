import Foundation
import Testing
@testable import Grading

/// The grader's cache against another local user: a planted folder, a
/// symbolic link, a swapped program.
@Suite("Program cache", .tags(.slow))
struct ProgramCacheTests {
    func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cache-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func entries(_ url: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    }

    @Test("a world-writable folder another user created first is refused and nothing is written into it")
    func plantedFolder() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let planted = base.appendingPathComponent("codable-workbook")
        try FileManager.default.createDirectory(at: planted, withIntermediateDirectories: true)
        chmod(planted.path, 0o777)
        if getuid() == 0 { chown(planted.path, 65534, 65534) }
        do {
            _ = try ProgramCache(root: planted, sandboxGroup: nil)
            Issue.record("the planted folder was accepted")
        } catch {
            let message = "\(error)"
            #expect(message.contains(planted.path))
            #expect(message.contains("writable") || message.contains("belongs to uid"), "\(message)")
        }
        #expect(entries(planted).isEmpty)
        var st = stat()
        lstat(planted.path, &st)
        #expect(st.st_mode & 0o777 == 0o777, "the grader changed a folder it does not own")
    }

    @Test("a symbolic link in place of the cache is refused")
    func symlink() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let target = base.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        chmod(target.path, 0o700)
        let link = base.appendingPathComponent("cache")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        #expect(throws: GradingError.self) { try ProgramCache(root: link, sandboxGroup: nil) }
        #expect(entries(target).isEmpty)
    }

    @Test("a new cache is created 0700, and the default lives in the user's cache folder")
    func createdPrivate() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("a/b/codable-workbook")
        let cache = try ProgramCache(root: root, sandboxGroup: nil)
        for url in [root, cache.sandboxArea] {
            var st = stat()
            lstat(url.path, &st)
            #expect(st.st_mode & 0o777 == 0o700, "\(url.path): \(String(st.st_mode & 0o777, radix: 8))")
        }
        #expect(ProgramCache.defaultRoot(environment: ["HOME": "/home/ada"]).path == "/home/ada/.cache/codable-workbook")
        #expect(ProgramCache.defaultRoot(environment: ["HOME": "/home/ada", "XDG_CACHE_HOME": "/x"]).path == "/x/codable-workbook")
        #expect(ProgramCache.defaultRoot(environment: ["HOME": "/home/ada", "WORKBOOK_CACHE": "/w"]).path == "/w")
    }

    @Test("a sandbox area shared with the slot uids belongs to their group and is closed to others",
          .enabled(if: getuid() == 0, "needs root to set a group"))
    func sharedArea() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = try ProgramCache(root: base.appendingPathComponent("private"), sandboxGroup: 60999, sandboxArea: base.appendingPathComponent("shared"))
        let built = base.appendingPathComponent("built")
        try Data("#!/bin/sh\necho hi\n".utf8).write(to: built)
        let program = try cache.record(key: "k", built: built)
        for url in [cache.sandboxArea, program.deletingLastPathComponent(), program] {
            var st = stat()
            lstat(url.path, &st)
            #expect(st.st_gid == 60999)
            #expect(st.st_mode & 0o027 == 0, "\(url.path): \(String(st.st_mode & 0o777, radix: 8))")
        }
        // A planted shared area (ours, but open to everyone) is refused.
        let open = base.appendingPathComponent("open")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: true)
        chmod(open.path, 0o755)
        #expect(throws: GradingError.self) { try ProgramCache(root: base.appendingPathComponent("p2"), sandboxGroup: 60999, sandboxArea: open) }
    }

    @Test("a program swapped after it was recorded is not run, and is compiled again")
    func swappedProgram() throws {
        let base = try scratch()
        defer { try? FileManager.default.removeItem(at: base) }
        let cache = try ProgramCache(root: base.appendingPathComponent("c"), sandboxGroup: nil)
        let built = base.appendingPathComponent("built")
        try Data("original".utf8).write(to: built)
        let program = try cache.record(key: "abc", built: built)
        #expect(cache.verifiedExecutable(key: "abc") == program)
        try Data("swapped".utf8).write(to: program)
        #expect(cache.verifiedExecutable(key: "abc") == nil)
        #expect(!FileManager.default.fileExists(atPath: program.path))
        #expect(cache.verifiedExecutable(key: "never-built") == nil)
    }
}
