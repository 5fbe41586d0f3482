import Foundation
import Grading
import Sandbox
import Testing

/// A busy machine delays a verdict, never changes one (issue 31). Other
/// work holding every core starves the compiler and the answer's program of
/// CPU time, so they take longer by the clock. The compile budget and the
/// run's time limit count their own time, the wall clock less the time they
/// waited for a CPU (`RunClock` in the sandbox), so the verdicts here are
/// those of a quiet machine, only later. (With plain wall-clock limits, as
/// before, a correct answer's verdict here was "compile error": its 2 s
/// budget passed while the compiler waited for a CPU.)
@Suite("A busy machine does not change a verdict", .serialized, .tags(.slow))
struct BusyMachineTests {
    /// kebab-strategy's reference answer, correct, but its program first
    /// spends about a second of CPU time (a debug build's loop) before its
    /// first key is converted.
    static func slowAnswer(from reference: String) throws -> String {
        let first = "let key = codingPath.last!"
        guard reference.contains(first) else { throw POSIXError(.EINVAL) }
        return reference.replacingOccurrences(of: first, with: "precondition(slowStart >= 0)\n        " + first) + """

        /// A second or so of work, done once, before the first key is converted.
        let slowStart: Int = {
            var total = 0
            for index in 0..<200_000_000 { total &+= index & 7 }
            return total
        }()

        """
    }

    /// What a verdict says: the status and each case's name and status.
    struct Verdict: Equatable, CustomStringConvertible {
        let status: CheckResult.Status
        let cases: [String]
        /// Not compared: why a compile failed, for the test's message.
        let compileErrors: String
        init(_ result: CheckResult) {
            status = result.status
            cases = result.cases.map { "\($0.name): \($0.status.rawValue)" }
            compileErrors = (result.compileFailure?.diagnostics ?? []).map(\.rendered).joined(separator: "\n")
        }
        static func == (left: Verdict, right: Verdict) -> Bool { left.status == right.status && left.cases == right.cases }
        var description: String { "\(status): " + cases.filter { !$0.hasSuffix(": passed") }.joined(separator: "; ") + compileErrors }
    }

    /// Processes that spin on every core, several per core, until stopped.
    final class Spinners {
        private var pids: [pid_t] = []
        init(perCore: Int) throws {
            for _ in 0..<(perCore * ProcessInfo.processInfo.activeProcessorCount) {
                var pid: pid_t = 0
                let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sh"), strdup("-c"), strdup("while :; do :; done"), nil]
                defer { for pointer in argv { free(pointer) } }
                let status = posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ)
                guard status == 0 else { stop(); throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EPERM) }
                pids.append(pid)
            }
        }
        func stop() {
            for pid in pids { kill(pid, SIGKILL) }
            for pid in pids { var status: Int32 = 0; while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
            pids = []
        }
        deinit { stop() }
    }

    @Test("a correct answer and a slow but correct one: the same verdicts with every core held by other work as without",
          .timeLimit(.minutes(5)))
    func sameVerdictsWhenStarved() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("busy-machine-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        // Tight limits, so that starvation would cross them: the slow
        // answer's program needs about 1 s of CPU of its 3 s, its compile
        // about half a second of its 2 s budget.
        var limits = TestCourse.setup.limits
        limits.wallClockSeconds = 3
        limits.cpuSeconds = 10
        let setup = try GraderSetup(course: TestCourse.setup.course, productsDirectory: TestCourse.productsDirectory,
                                    cacheDirectory: cache, limits: limits, compileBudgetSeconds: 2)
        let checker = Checker(setup: setup)
        let reference = try String(contentsOf: TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)
        func check(_ text: String, _ tag: String) throws -> Verdict {
            // A comment makes each answer new to the cache: compiled and run again.
            let answer = text + "\n// \(tag) \(UUID().uuidString)\n"
            return Verdict(try TestCourse.slots.with {
                try checker.check(CheckRequest(exercise: .id("kebab-strategy"), answer: .text(answer, shownAs: "Exercises/kebab-strategy.swift"), seeds: .these([7]), slot: $0))
            })
        }
        // The step kit and the generated cases first, unhurried.
        _ = try check(reference, "kit")
        let slowAnswer = try Self.slowAnswer(from: reference)
        let idle = (correct: try check(reference, "idle"), slow: try check(slowAnswer, "idle"))
        #expect(idle.correct.status == .passed, "\(idle.correct)")
        #expect(idle.slow.status == .passed, "\(idle.slow)")

        let spinners = try Spinners(perCore: 4)
        defer { spinners.stop() }
        let busy = (correct: try check(reference, "busy"), slow: try check(slowAnswer, "busy"))
        spinners.stop()
        #expect(busy.correct == idle.correct, "busy: \(busy.correct); idle: \(idle.correct)")
        #expect(busy.slow == idle.slow, "busy: \(busy.slow); idle: \(idle.slow)")
    }

    /// `workbook check` as `nobody` (a learner: no slot uids, no memory
    /// cgroup, bubblewrap in a user namespace), with the same tight limits.
    static func checkAsNobody(_ answer: URL, root: URL) throws -> (status: Int32, output: String) {
        let home = root.appendingPathComponent("nobody-home")
        return try UnprivilegedGraderTests.runAsNobody(["check", "kebab-strategy", "--answer", answer.path, "--course", root.path,
                                                        "--timeout", "3", "--compile-budget", "2"],
                                                       root: root, home: home, cache: root.appendingPathComponent("nobody-cache"))
    }

    @Test("as a normal user: the slow but correct answer passes with every core held by other work, as without",
          .enabled(if: UnprivilegedGraderTests.canDrop, "needs root (to become nobody) and setpriv"), .timeLimit(.minutes(8)))
    func sameVerdictAsNormalUser() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ConcurrentGraderTests.binary.path), "build the workbook first (swift build)")
        let user = UnprivilegedGraderTests.user
        let (root, _) = try ConcurrentGraderTests.course()
        defer { try? FileManager.default.removeItem(at: root) }
        chmod(root.path, 0o755)
        for folder in ["nobody-cache", "nobody-home", "answers"] {
            let url = root.appendingPathComponent(folder)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
            chown(url.path, user.uid, user.gid)
        }
        func answer(_ text: String, _ tag: String) throws -> URL {
            let url = root.appendingPathComponent("answers/\(tag).swift")
            try (text + "\n// \(tag) \(UUID().uuidString)\n").write(to: url, atomically: true, encoding: .utf8)
            chmod(url.path, 0o644)
            return url
        }
        let reference = try String(contentsOf: TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift"), encoding: .utf8)
        // The step kit first, unhurried.
        let kit = try Self.checkAsNobody(try answer(reference, "kit"), root: root)
        try #require(kit.status == 0, "\(kit.output)")
        let slowAnswer = try Self.slowAnswer(from: reference)
        let idle = try Self.checkAsNobody(try answer(slowAnswer, "idle"), root: root)
        #expect(idle.status == 0, "\(idle.output)")

        let spinners = try Spinners(perCore: 4)
        defer { spinners.stop() }
        let busy = try Self.checkAsNobody(try answer(slowAnswer, "busy"), root: root)
        spinners.stop()
        #expect(busy.status == idle.status, "busy:\n\(busy.output)\nidle:\n\(idle.output)")
    }
}
