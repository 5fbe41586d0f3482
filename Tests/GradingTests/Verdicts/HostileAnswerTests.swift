import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Grading
import Sandbox
import Testing

/// Answers that attack the grader: each gets the right verdict within 30 s,
/// leaves nothing running, and the grader's own process carries on.
@Suite("Hostile answers", .tags(.slow))
struct HostileAnswerTests {
    static let hostile = AnswerFixture.all(in: "hostile")

    @Test("the grader survives and names what happened", arguments: hostile)
    func hostileAnswer(_ answer: AnswerFixture) throws {
        let words = answer.expectation.dropFirst("expect: ".count).split(separator: " ", maxSplits: 1).map(String.init)
        let expected = words.first ?? ""
        let text = words.count > 1 ? words[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")) : nil
        let start = Date()
        let (result, slot) = try TestCourse.slots.with { slot in
            (try TestCourse.checker.check(CheckRequest(exercise: .id(answer.exercise), answer: .file(answer.url, shownAs: nil), slot: slot)), slot)
        }
        let elapsed = Date().timeIntervalSince(start)
        // Bounded however busy the machine: every compile and run ends by
        // its backstop (an endless loop is stopped once it has had its 5 s,
        // later by the clock when it waits for a CPU).
        #expect(elapsed < 30 * Limits.backstopFactor, "took \(elapsed) s")
        #expect(result.status == .failed, "status \(result.status)")
        let hidden = result.cases.filter(\.hidden)
        switch expected {
        case "timedOut":
            #expect(hidden.contains { $0.status == .timedOut })
            #expect(hidden.first { $0.status == .timedOut }?.message.contains("timed out") == true)
        case "outputLimit":
            #expect(hidden.contains { $0.status == .outputLimit })
            if let text {
                // Blamed on what filled the limit: print, or the results themselves.
                #expect(hidden.contains { $0.status == .outputLimit && $0.message.contains(text) }, "\(hidden.map { "\($0.name): \($0.message)" })")
            }
        case "bounded":
            // What it threw is the answer's own text: each verdict line is
            // one line, bounded, and says how much was left out.
            #expect(hidden.contains { $0.status == .failed && $0.message.contains(text ?? "") }, "\(hidden.map { "\($0.name): \($0.message.prefix(300))" })")
            #expect(result.cases.allSatisfy { $0.message.count < 2_000 && !$0.message.contains("\u{1B}") }, "\(result.cases.map { "\($0.name): \($0.message.count)" })")
        case "crashed":
            #expect(result.cases.contains { $0.status == .crashed }, "\(result.cases.map { "\($0.name): \($0.status) \($0.message)" })")
            if let text {
                #expect(result.cases.contains { $0.message.contains(text) })
                #expect(!result.cases.contains { $0.message.contains("0x0000") }, "no register dump")
            }
        case "voided":
            // It wrote a result of its own for a case: nothing of that run
            // counts, and the verdict says why (not a pass, not a crash).
            #expect(!hidden.isEmpty && hidden.allSatisfy { $0.status == .failed && $0.message.contains("the program wrote results the grader did not ask for") },
                    "\(hidden.map { "\($0.name): \($0.status) \($0.message)" })")
            #expect(result.cases.first { $0.name == "four bytes in order" }?.passed == false)
        case "forged-case-fails":
            // It claimed a case and ended the program before the harness
            // could: the claimed case never passes, and no case passes on a
            // result from a run that ended early.
            let forged = result.cases.first { $0.name == "four bytes in order" }
            #expect(forged != nil && forged?.passed == false, "\(forged.map { "\($0.status) \($0.message)" } ?? "missing")")
            #expect(hidden.allSatisfy { !$0.passed }, "\(hidden.filter(\.passed).map(\.name))")
        case "processes":
            // Stopped at the run's process limit as soon as the grader saw it
            // there, and told so with the answer's file: not "a different
            // result", not a time-out after its processes spun for minutes
            // waiting for CPUs held by each other.
            let stopped = result.cases.filter { $0.message.contains("started more processes than a run may have") }
            #expect(!stopped.isEmpty && stopped.allSatisfy { $0.status == .crashed && $0.message.contains(answer.url.path) },
                    "\(result.cases.map { "\($0.name): \($0.status) \($0.message)" })")
            #expect(!result.cases.contains { $0.status == .failed || $0.status == .timedOut || $0.status == .passed },
                    "\(result.cases.map { "\($0.name): \($0.status) \($0.message)" })")
            #expect(result.runSeconds < TestCourse.setup.limits.wallClockSeconds + 3, "its runs took \(result.runSeconds) s")
            // The same verdict every time.
            let again = try TestCourse.slots.with { slot in
                try TestCourse.checker.check(CheckRequest(exercise: .id(answer.exercise), answer: .file(answer.url, shownAs: nil), seeds: .given(result.seed), slot: slot))
            }
            #expect(again.cases.map { "\($0.name) \($0.status) \($0.message)" } == result.cases.map { "\($0.name) \($0.status) \($0.message)" })
        default:
            // Failed for its own reasons, but never leaked anything.
            #expect(!result.cases.contains { $0.output.contains("LEAKED") || $0.output.contains("CONNECTED") })
        }
        // Nothing the answer started is still running.
        if TestCourse.setup.sandbox.usesSlotUIDs {
            #expect(Sandbox.processes(ofUID: Sandbox.uid(forSlot: slot)).isEmpty)
        }
    }

    @Test("a hidden case stopped at the process limit says so in the learner's words, only when that is how it ended")
    func hiddenProcessLimitSentence() {
        #expect(CaseResult.hiddenSentence(status: .crashed, ending: .processLimit).contains("started more processes than a run may have in this hidden case"))
        #expect(!CaseResult.hiddenSentence(status: .crashed, ending: .crashed).contains("processes"))
        #expect(CaseResult.hiddenSentence(status: .crashed, ending: .exited).contains("exit()"))
    }

    @Test("an answer cannot reach a port the host listens on")
    func noNetwork() throws {
        guard TestCourse.setup.sandbox.isolation == .sandboxed else { return }
        let listener = try LocalListener(port: 47613)
        defer { listener.close() }
        let answer = AnswerFixture.all(in: "hostile").first { $0.url.lastPathComponent == "connects-to-port.swift" }!
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(answer.exercise), answer: .file(answer.url, shownAs: nil), slot: $0)) }
        let outputs = result.cases.filter(\.hidden).map(\.output).joined()
        #expect(outputs.contains("no network"))
        #expect(!outputs.contains("CONNECTED"))
        #expect(listener.acceptedAny() == false, "the answer reached the host's port")
    }

    @Test("the sandbox hides the solutions from an answer that looks for them")
    func solutionsAreInvisible() throws {
        guard TestCourse.setup.sandbox.isolation == .sandboxed else { return }
        let answer = AnswerFixture.all(in: "hostile").first { $0.url.lastPathComponent == "reads-solutions.swift" }!
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id(answer.exercise), answer: .file(answer.url, shownAs: nil), slot: $0)) }
        #expect(result.cases.filter(\.hidden).allSatisfy { !$0.output.contains("LEAKED") })
        #expect(result.cases.filter(\.hidden).contains { $0.output.contains("nothing found") || $0.message.contains("nothing found") })
    }
}

/// A TCP listener on 127.0.0.1 that records whether anyone connected.
final class LocalListener {
    private let fd: Int32

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(port.bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            Glibc.close(fd)
            throw POSIXError(.EADDRINUSE)
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }

    /// Whether a connection is waiting (non-blocking accept).
    func acceptedAny() -> Bool {
        let client = accept(fd, nil, nil)
        if client >= 0 { Glibc.close(client); return true }
        return false
    }

    func close() { Glibc.close(fd) }
}
