import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import Grading
import Sandbox
import Testing

/// How a run's ending is decided from the sandbox's account alone: every
/// limit, every signal a program meets, an exit before and after the
/// driver's last line.
@Suite struct RunEndingTests {
    static func result(_ termination: Termination, timedOut: Bool = false, outputLimit: Bool = false, processLimit: Bool = false,
                       stderr: String = "") -> RunResult {
        var result = RunResult(termination: termination, standardOutput: Data(), standardError: Data(stderr.utf8), channel: Data(),
                               timedOut: timedOut, outputLimitExceeded: outputLimit, duration: 1, isolation: .sandboxed)
        result.processLimitReached = processLimit
        return result
    }

    @Test("a run that ends as the driver ends it has no abnormal ending")
    func normal() {
        #expect(RunEnding.of(Self.result(.exited(0)), driverDone: true) == nil)
    }

    @Test("a limit decides first, however the process then ended")
    func limitsFirst() {
        // Stopped for its processes, its time, its output: the grader killed it.
        for termination in [Termination.signaled(SIGKILL), .exited(0), .exited(1)] {
            #expect(RunEnding.of(Self.result(termination, timedOut: true, processLimit: true), driverDone: false) == .processLimit)
            #expect(RunEnding.of(Self.result(termination, timedOut: true, outputLimit: true), driverDone: true) == .timedOut)
            #expect(RunEnding.of(Self.result(termination, outputLimit: true), driverDone: false) == .outputLimit)
        }
        #expect(RunEnding.processLimit.caseEnding == .processLimit)
        #expect(RunEnding.timedOut.caseEnding == .timedOut)
        #expect(RunEnding.outputLimit.caseEnding == .outputLimit)
    }

    @Test("each signal a program meets is a crash, told apart by what it says")
    func signals() {
        let expected: [(Int32, RunEnding.Signal)] = [
            (SIGSEGV, .memoryFault), (SIGBUS, .memoryFault), (SIGILL, .trap), (SIGTRAP, .trap), (SIGKILL, .killed),
            (SIGXCPU, .cpuTime), (SIGXFSZ, .fileSize), (SIGABRT, .aborted), (SIGTERM, .other), (SIGPIPE, .other),
        ]
        for (signal, kind) in expected {
            // Whether or not the driver's last line came first: a signal is a crash.
            for done in [false, true] {
                let ending = RunEnding.of(Self.result(.signaled(signal)), driverDone: done)
                #expect(ending == .signaled(signal, kind), "signal \(signal)")
                #expect(ending?.caseEnding == .crashed)
            }
        }
    }

    @Test("an exit before the driver's last line, any status, is an early exit; after it, a status other than 0")
    func exits() {
        for code: Int32 in [0, 1, 3, 255] {
            #expect(RunEnding.of(Self.result(.exited(code)), driverDone: false) == .exitedEarly(code))
        }
        #expect(RunEnding.of(Self.result(.exited(2)), driverDone: true) == .exitStatus(2))
        #expect(RunEnding.exitedEarly(0).caseEnding == .exited)
        #expect(RunEnding.exitStatus(2).caseEnding == .exited)
    }

    @Test("what the program printed never decides it")
    func printedWordsDoNotDecide() {
        let words = "timed out: stopped: did not finish: killed (SIGKILL) Fatal error"
        #expect(RunEnding.of(Self.result(.exited(0), stderr: words), driverDone: true) == nil)
        #expect(RunEnding.of(Self.result(.exited(0), stderr: words), driverDone: false) == .exitedEarly(0))
    }
}
