import Foundation
import Sandbox
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Processes that spin on every core, several per core, until stopped: a
/// machine whose CPUs are all held by other work.
final class CoreSpinners {
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

/// A run's time limit counts its own time (the wall clock less the time it
/// waited for a CPU), so a busy machine delays a time-out but does not
/// cause one; a sleeping program is still stopped at its limit; and a
/// backstop at twenty times the limit (`Limits.backstopFactor`) bounds every run (docs/SECURITY.md).
/// Each test holds every core with spinning processes.
@Suite("Time limits on a busy machine", .serialized, .tags(.slow))
struct BusyRunTests {
    @Test("a program that sleeps is stopped at its limit, not later, while every core is busy")
    func sleeperStoppedAtLimit() throws {
        let spinners = try CoreSpinners(perCore: 4)
        defer { spinners.stop() }
        let result = try HostProcess.run(HostCommand(executable: "/bin/sleep", arguments: ["60"], timeoutSeconds: 2))
        #expect(result.timedOut)
        #expect(!result.starved)
        // Sleeping is not waiting for a CPU: nothing is credited.
        #expect(result.duration >= 2 && result.duration < 4, "stopped after \(result.duration) s")
        #expect(result.waitedSeconds < 0.5, "credited \(result.waitedSeconds) s")
    }

    @Test("a program that computes is stopped once it has had its limit in CPU time, however long that takes")
    func spinnerStoppedAfterItsTime() throws {
        let spinners = try CoreSpinners(perCore: 2)
        defer { spinners.stop() }
        let limit = 1.0
        let result = try HostProcess.run(HostCommand(executable: "/bin/sh", arguments: ["-c", "while :; do :; done"], timeoutSeconds: limit))
        #expect(result.timedOut)
        let cpu = try #require(result.cpuSecondsWhenStopped)
        let own = result.duration - result.waitedSeconds
        print(String(format: "busy spinner: %.1f s of CPU, %.1f s of its own time in %.1f s%@", cpu, own, result.duration, result.starved ? " (starved)" : ""))
        // Later than on a quiet machine (it shared a core with others) ...
        #expect(result.waitedSeconds > 0.5, "waited \(result.waitedSeconds) s in \(result.duration) s")
        if result.starved {
            // ... and when other work left it under 1/20 of a CPU, stopped
            // at the backstop without having had its time: no verdict.
            #expect(own < limit && cpu < limit)
            #expect(result.duration >= limit * Limits.backstopFactor - 0.05)
        } else {
            // ... but stopped only once it had its limit: its own time is
            // its CPU time (ticks of 10 ms).
            #expect(own >= limit)
            #expect(cpu >= limit - 0.15, "stopped after \(cpu) s of CPU in \(result.duration) s")
        }
        #expect(result.duration < limit * Limits.backstopFactor + 1)
    }

    @Test("the backstop holds: a program that can get almost no CPU is stopped at its backstop and reported starved")
    func backstop() throws {
        let spinners = try CoreSpinners(perCore: 4)
        defer { spinners.stop() }
        let limit = 0.5
        // At the lowest priority next to four spinners a core, it gets well
        // under a twentieth of a CPU: starved.
        let result = try HostProcess.run(HostCommand(executable: "/usr/bin/nice", arguments: ["-n", "19", "/bin/sh", "-c", "while :; do :; done"],
                                                     timeoutSeconds: limit))
        #expect(result.timedOut)
        #expect(result.starved)
        // Killed at the backstop; but a killed process must still get a CPU
        // to exit, and at nice 19 next to the spinners that can take seconds.
        #expect(result.duration >= limit * Limits.backstopFactor - 0.05 && result.duration < limit * Limits.backstopFactor + 10, "stopped after \(result.duration) s")
        #expect((result.cpuSecondsWhenStopped ?? 0) < limit, "\(result.cpuSecondsWhenStopped ?? 0) s of CPU")
    }

    @Test("in the sandbox: an endless loop times out once it has had its limit, the same verdict as on a quiet machine")
    func sandboxedLoop() throws {
        let quiet = try runHostile("loop", slot: 66) { $0.wallClockSeconds = 1 }
        let spinners = try CoreSpinners(perCore: 4)
        defer { spinners.stop() }
        let busy = try runHostile("loop", slot: 66) { $0.wallClockSeconds = 1 }
        spinners.stop()
        for result in [quiet, busy] {
            #expect(result.timedOut)
            #expect(!result.starved)
            #expect(result.termination == .signaled(SIGKILL))
            #expect(result.duration - result.waitedSeconds >= 1)
            #expect(result.duration < 11)
        }
        // How long the sandboxed loop waited depends on the kernel: with
        // autogroup scheduling (sched_autogroup_enabled) its session gets its
        // own share beside the spinners' and it may hardly wait at all; the
        // verdicts above must hold either way. (The host commands above, in
        // the spinners' session, do wait.)
        #expect(try leftovers(slot: 66) == [])
    }
}
