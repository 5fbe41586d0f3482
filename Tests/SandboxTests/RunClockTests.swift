import Foundation
import Testing
@testable import Sandbox

/// The arithmetic of `RunClock` on made-up samples: what counts as waiting
/// for a CPU, and when a run has had its time.
@Suite("How a run's own time is counted")
struct RunClockTests {
    typealias Thread = RunClock.ThreadSample

    static func thread(ran: Double, waited: Double, runnable: Bool = true) -> Thread {
        Thread(ran: UInt64(ran * 1e9), delay: UInt64(waited * 1e9), runnable: runnable)
    }

    @Test("a sleeper waits for no CPU: its own time is the clock, and it has had its limit at the limit")
    func sleeper() {
        var clock = RunClock(start: 100, limit: 2, cpus: 2)
        for step in 1...8 {
            let now = 100 + Double(step) * 0.25
            clock.record((cpu: 0, threads: [7: Self.thread(ran: 0.001, waited: 0, runnable: false)]), at: now)
            #expect(clock.waited == 0)
            #expect(clock.state(at: now) == (now >= 102 ? .limitReached : .running))
        }
    }

    @Test("one thread that waits: what run_delay says is credited, never more than the time since the start")
    func oneThread() {
        var clock = RunClock(start: 0, limit: 1, cpus: 2)
        clock.record((cpu: 0.05, threads: [7: Self.thread(ran: 0.05, waited: 0.2)]), at: 0.25)
        #expect(abs(clock.waited - 0.2) < 1e-9)
        clock.record((cpu: 0.1, threads: [7: Self.thread(ran: 0.1, waited: 0.6)]), at: 0.5)
        // 0.6 s of waiting in 0.5 s: held to the clock.
        #expect(abs(clock.waited - 0.5) < 1e-9)
        #expect(clock.state(at: 0.5) == .running)
    }

    @Test("a thread ready to run that did not run between two samples is credited the interval, and not again when run_delay catches up")
    func stalledThread() {
        var clock = RunClock(start: 0, limit: 1, cpus: 1)
        clock.record((cpu: 0, threads: [7: Self.thread(ran: 0.01, waited: 0.24)]), at: 0.25)
        // Never ran, still ready: run_delay has moved only a little (it is
        // counted when the thread moves to another CPU, or when it runs).
        clock.record((cpu: 0, threads: [7: Self.thread(ran: 0.01, waited: 0.4)]), at: 0.5)
        clock.record((cpu: 0, threads: [7: Self.thread(ran: 0.01, waited: 0.5)]), at: 0.75)
        #expect(abs(clock.waited - 0.74) < 1e-9)
        // It ran 10 ms at 0.99: the wait that ended there (0.24 → 0.98) is
        // what was credited already, plus the part after 0.75.
        clock.record((cpu: 0.01, threads: [7: Self.thread(ran: 0.02, waited: 0.98)]), at: 1.0)
        #expect(abs(clock.waited - 0.98) < 1e-9)
        #expect(clock.state(at: 1.0) == .running)
    }

    @Test("threads waiting side by side count once: the longest wait of the interval")
    func parallelThreads() {
        var clock = RunClock(start: 0, limit: 3, cpus: 2)
        clock.record((cpu: 0.1, threads: [7: Self.thread(ran: 0.05, waited: 0.2), 8: Self.thread(ran: 0.05, waited: 0.15)]), at: 0.25)
        #expect(abs(clock.waited - 0.2) < 1e-9)
    }

    @Test("a spinner has had its limit once its own time reaches it, however late by the clock")
    func spinner() {
        var clock = RunClock(start: 0, limit: 1, cpus: 2)
        // A fifth of a core: 0.05 s of CPU per 0.25 s, waiting the rest.
        var step = 0
        while clock.state(at: Double(step) * 0.25) == .running && step < 100 {
            step += 1
            let now = Double(step) * 0.25
            clock.record((cpu: now / 5, threads: [7: Self.thread(ran: now / 5, waited: now * 4 / 5)]), at: now)
        }
        let now = Double(step) * 0.25
        #expect(clock.state(at: now) == .limitReached)
        #expect(now >= 5 && now < 5.3, "stopped at \(now) s")
    }

    @Test("a tree that used its limit on every CPU has had its time, whatever its threads waited")
    func cpuOfEveryCPU() {
        var clock = RunClock(start: 0, limit: 1, cpus: 2)
        // Eight threads on two CPUs, each waiting three quarters of the time.
        var threads: [pid_t: Thread] = [:]
        for tid in 0..<8 { threads[pid_t(100 + tid)] = Self.thread(ran: 0.25, waited: 0.75) }
        clock.record((cpu: 2, threads: threads), at: 1)
        #expect(clock.ownSeconds(at: 1) < 1)
        #expect(clock.state(at: 1) == .limitReached)
    }

    @Test("the backstop: twenty times the limit by the clock, starved when the run had not had its time")
    func backstop() {
        var clock = RunClock(start: 0, limit: 0.5, cpus: 2)
        let backstop = 0.5 * Limits.backstopFactor
        clock.record((cpu: 0.01, threads: [7: Self.thread(ran: 0.01, waited: backstop - 0.3)]), at: backstop - 0.25)
        #expect(clock.state(at: backstop - 0.25) == .running)
        clock.record((cpu: 0.01, threads: [7: Self.thread(ran: 0.01, waited: backstop - 0.05)]), at: backstop)
        #expect(clock.state(at: backstop) == .starved)
        #expect(clock.nextSample <= backstop + RunClock.sampleInterval)
    }

    @Test("nothing is stopped before its limit by the clock")
    func neverEarly() {
        var clock = RunClock(start: 0, limit: 2, cpus: 2)
        clock.record((cpu: 3.9, threads: [7: Self.thread(ran: 1.9, waited: 0), 8: Self.thread(ran: 1.9, waited: 0)]), at: 1.95)
        #expect(clock.state(at: 1.95) == .running)
        #expect(clock.earliestLimit >= 2)
    }
}
