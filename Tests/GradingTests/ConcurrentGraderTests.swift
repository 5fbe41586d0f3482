import Foundation
import Sandbox
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Several `workbook` processes on one machine, as on a shared lab server:
/// each leases its sandbox slots machine-wide, so one grader's clean-up never
/// touches another's runs.
@Suite("Many graders on one machine", .tags(.slow))
struct ConcurrentGraderTests {
    static var binary: URL { TestCourse.productsDirectory.appendingPathComponent("workbook") }

    /// A `workbook check` started in the background, with its output.
    final class Check: @unchecked Sendable {
        let process = Process()
        private let pipe = Pipe()
        private var data = Data()
        private let reader = DispatchGroup()

        init(_ arguments: [String], course: URL, cache: URL) throws {
            process.executableURL = ConcurrentGraderTests.binary
            process.arguments = arguments + ["--course", course.path]
            var env = ProcessInfo.processInfo.environment
            env["NO_COLOR"] = "1"
            env["WORKBOOK_CACHE"] = cache.path
            process.environment = env
            process.standardOutput = pipe
            process.standardError = pipe
            process.standardInput = FileHandle.nullDevice
            try process.run()
            reader.enter()
            let handle = pipe.fileHandleForReading
            DispatchQueue.global().async {
                self.data = handle.readDataToEndOfFile()
                self.reader.leave()
            }
        }

        func finish() -> (status: Int32, output: String) {
            process.waitUntilExit()
            reader.wait()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
    }

    static func course() throws -> (root: URL, cache: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("graders-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for folder in ["Chapters", "Solutions"] {
            try FileManager.default.copyItem(at: TestCourse.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        let cache = root.appendingPathComponent(".cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return (root, cache)
    }

    /// Whether `pid` has a descendant running as one of the sandbox's slot uids.
    static func runsSandboxedProgram(under ancestor: pid_t) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return false }
        for entry in entries {
            guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8) else { continue }
            let fields = stat.split(separator: "\n")
            guard let uidLine = fields.first(where: { $0.hasPrefix("Uid:") }),
                  let uid = uidLine.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first.flatMap({ UInt32($0) }),
                  uid >= Sandbox.uidBase, uid < Sandbox.uidBase + UInt32(SlotLeases.count) else { continue }
            var current = pid
            while current > 1 {
                if current == ancestor { return true }
                guard let text = try? String(contentsOfFile: "/proc/\(current)/stat", encoding: .utf8),
                      let close = text.lastIndex(of: ")") else { break }
                let rest = text[text.index(after: close)...].split(separator: " ")
                guard rest.count > 2, let parent = pid_t(rest[1]) else { break }
                current = parent
            }
        }
        return false
    }

    @Test("a hanging answer killed in one grader never kills a slow correct answer in another",
          .enabled(if: getuid() == 0, "slot uids (and so the clash) exist only when the grader is root"))
    func hangBesideSlowAnswer() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let (root, cache) = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let answers = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers")
        let slow = try Check(["check", "kebab-strategy", "--answer", answers.appendingPathComponent("concurrency/slow-but-correct.swift").path, "--timeout", "40"],
                             course: root, cache: cache)
        // Wait until the slow answer's program runs in the sandbox, then hang
        // another grader's answer beside it until its wall clock kills it.
        let deadline = Date().addingTimeInterval(240)
        while !Self.runsSandboxedProgram(under: slow.process.processIdentifier) && slow.process.isRunning && Date() < deadline {
            usleep(50_000)
        }
        let hang = try Check(["check", "mana-decoding", "--answer", answers.appendingPathComponent("hostile/infinite-loop.swift").path, "--timeout", "2"],
                             course: root, cache: cache)
        let hung = hang.finish()
        let slowResult = slow.finish()
        #expect(hung.status == 1)
        #expect(hung.output.contains("timed out"), "\(hung.output)")
        #expect(slowResult.status == 0, "the slow correct answer should pass:\n\(slowResult.output)")
        #expect(!slowResult.output.contains("SIGKILL"), "\(slowResult.output)")
    }

    @Test("eight checks at once, on two cores, two of them hanging: all get their right verdicts")
    func eightAtOnce() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binary.path), "build the workbook first (swift build)")
        let (root, cache) = try Self.course()
        defer { try? FileManager.default.removeItem(at: root) }
        let answers = TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers")
        enum Kind { case right, wrong, hanging }
        let kinds: [Kind] = [.right, .wrong, .hanging, .right, .wrong, .hanging, .right, .wrong]
        let checks = try kinds.map { kind in
            switch kind {
            case .right:
                return try Check(["check", "kebab-strategy", "--answer", TestCourse.root.appendingPathComponent("Solutions/kebab-strategy/answer.swift").path, "--timeout", "30"],
                                 course: root, cache: cache)
            case .wrong:
                return try Check(["check", "kebab-strategy", "--answer", answers.appendingPathComponent("kebab-strategy/wrong-lookup-table.swift").path, "--timeout", "30"],
                                 course: root, cache: cache)
            case .hanging:
                return try Check(["check", "mana-decoding", "--answer", answers.appendingPathComponent("hostile/infinite-loop.swift").path, "--timeout", "3"],
                                 course: root, cache: cache)
            }
        }
        for (index, (kind, check)) in zip(kinds, checks).enumerated() {
            let result = check.finish()
            switch kind {
            case .right:
                #expect(result.status == 0, "check \(index) (reference answer):\n\(result.output)")
            case .wrong:
                #expect(result.status == 1, "check \(index) (wrong answer):\n\(result.output)")
                #expect(result.output.contains("not yet"), "check \(index):\n\(result.output)")
                #expect(!result.output.contains("SIGKILL") && !result.output.contains("timed out"), "check \(index):\n\(result.output)")
            case .hanging:
                #expect(result.status == 1 && result.output.contains("timed out"), "check \(index) (hanging answer):\n\(result.output)")
            }
        }
    }
}
