import Foundation
import Sandbox
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A learner runs `workbook` as a normal user: no slot uids, no memory
/// cgroup. Run from root, these tests drop to `nobody` with setpriv and
/// check that grading still works there and that the limits a cgroup would
/// have counted are refused instead (docs/SECURITY.md).
@Suite("The grader as a normal user", .tags(.slow))
struct UnprivilegedGraderTests {
    static let user: (uid: UInt32, gid: UInt32) = (65534, 65534)
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let canDrop = getuid() == 0 && setpriv != nil && getpwuid(65534) != nil

    /// `workbook check` as `nobody`, in a course copy and a cache of its own.
    static func check(_ answer: URL, exercise: String) throws -> (status: Int32, output: String) {
        let result = try check([answer], exercise: exercise)[0]
        return (result.status, result.output)
    }

    /// The built `workbook` with `arguments`, run as `nobody` in `root`
    /// with its own home and cache (both `nobody`'s); its exit status and
    /// everything it printed.
    static func runAsNobody(_ arguments: [String], root: URL, home: URL, cache: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: setpriv!)
        process.arguments = ["--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups", "--", ConcurrentGraderTests.binary.path] + arguments
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "HOME": home.path,
                           "WORKBOOK_CACHE": cache.path, "NO_COLOR": "1"]
        if let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] { environment["SWIFTC"] = swiftc }
        process.environment = environment
        process.currentDirectoryURL = root
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// `workbook check` of each answer in turn as `nobody`, in one course
    /// copy and one cache (a later check of the same answer reuses its
    /// compile), with `arguments` added; how long each took.
    static func check(_ answers: [URL], exercise: String, arguments: [String] = []) throws -> [(status: Int32, output: String, seconds: Double)] {
        let (root, _) = try ConcurrentGraderTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        chmod(root.path, 0o755)
        let cache = root.appendingPathComponent("nobody-cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chown(cache.path, user.uid, user.gid)
        // A home of its own: the compiler keeps its module cache there.
        let home = root.appendingPathComponent("nobody-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        chown(home.path, user.uid, user.gid)
        return try answers.map { answer in
            let start = Date()
            let run = try runAsNobody(["check", exercise, "--answer", answer.path, "--course", root.path, "--timeout", "20"] + arguments,
                                      root: root, home: home, cache: cache)
            return (run.status, run.output, Date().timeIntervalSince(start))
        }
    }

    @Test("as nobody: a reference answer passes, and an answer cannot nest namespaces or hoard memfds",
          .enabled(if: canDrop, "needs root (to become nobody) and setpriv"))
    func normalUser() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ConcurrentGraderTests.binary.path), "build the workbook first (swift build)")
        let reference = TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift")
        let passed = try Self.check(reference, exercise: "kebab-strategy")
        #expect(passed.status == 0, "the reference answer should pass as a normal user:\n\(passed.output)")
        let hostile = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/unprivileged/escapes-limits.swift")
        let refused = try Self.check(hostile, exercise: "kebab-strategy")
        #expect(refused.status == 1, "\(refused.output)")
        #expect(refused.output.contains("limits held: unshare EPERM, memfd_create EPERM"), "\(refused.output)")
        #expect(!refused.output.contains("LEAKED"), "\(refused.output)")
    }

    @Test("as nobody: an answer that forks is held to the run's process limit, counted in its own user namespace",
          .enabled(if: canDrop, "needs root (to become nobody) and setpriv"))
    func forksHeld() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ConcurrentGraderTests.binary.path), "build the workbook first (swift build)")
        let forking = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/unprivileged/forks-many.swift")
        // JSON: it shows what the chapter's program printed.
        let result = try Self.check([forking], exercise: "amount-string", arguments: ["--format", "json", "--seed", "7"])[0]
        let counts = result.output.matches(of: /STARTED (\d+)/).compactMap { Int($0.1) }
        #expect(!counts.isEmpty, "\(result.output)")
        // The limit (64) counts the sandbox's own processes too: never all 300.
        #expect(counts.allSatisfy { $0 < Limits().processes }, "\(counts)")
        // And the verdict says so, naming the answer's file.
        #expect(result.output.contains("started more processes than a run may have") && result.output.contains(forking.path), "\(result.output)")
    }

    @Test("as nobody: a fork bomb is stopped at the process limit, at once and with the same verdict every time",
          .enabled(if: canDrop, "needs root (to become nobody) and setpriv"))
    func forkBombStopped() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ConcurrentGraderTests.binary.path), "build the workbook first (swift build)")
        let bomb = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/hostile/forks-and-spins.swift")
        // The second and third checks reuse the first's compile: they take
        // what the runs take.
        let checks = try Self.check([bomb, bomb, bomb], exercise: "amount-string", arguments: ["--format", "json", "--seed", "7"])
        for check in checks {
            #expect(check.status == 1)
            #expect(check.output.contains("started more processes than a run may have") && check.output.contains(bomb.path), "\(check.output)")
            #expect(!check.output.contains("timed out"), "\(check.output)")
        }
        // Its processes spin for 30 s, waiting for CPUs held by each other:
        // before, each run went on until they had had 20 s of both CPUs.
        for check in checks.dropFirst() { #expect(check.seconds < 20, "took \(check.seconds) s") }
        let verdicts = checks.map { check in
            ((try? JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any])?["tests"] as? [[String: Any]] ?? [])
                .map { "\($0["name"] ?? "") \($0["status"] ?? "") \($0["message"] ?? "")" }
        }
        #expect(!verdicts[0].isEmpty && verdicts.allSatisfy { $0 == verdicts[0] }, "\(verdicts)")
    }
}
