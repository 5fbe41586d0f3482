import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a run's time limit is counted, so that a busy machine delays a
/// verdict but does not change it.
///
/// A run's *own time* is the wall-clock time since it started less the time
/// its process tree was held back waiting for a CPU while ready to run (the
/// kernel's `run_delay`, /proc/<pid>/task/<tid>/schedstat). For a program
/// that sleeps or waits for input it is the wall clock; for one that
/// computes it is its CPU time; on a quiet machine it is the wall clock. The
/// limit is reached when
/// - the run has had `limit` seconds of own time, or
/// - its processes have used `limit` times `cpus` seconds of CPU (every CPU
///   it may use for its whole limit: whatever it waited for, it waited for
///   itself, as a program with more threads than CPUs does), or
/// - the backstop passed: `backstopFactor` times the limit by the wall
///   clock. A run stopped there without having had its limit is *starved*:
///   the machine was too busy to judge it, and the caller says so instead
///   of giving a verdict.
///
/// The time held back is sampled every `sampleInterval` seconds: in each
/// interval the longest any one thread of the tree waited (exact for a
/// program with one thread at work). `run_delay` counts a wait when it
/// ends (or the thread moves to another CPU), so a thread ready to run at
/// two samples that did not run between them is credited the interval at
/// once, and its `run_delay` is not counted again when it catches up. The total never exceeds the time since the start. Nothing
/// is ever stopped before `limit` seconds by the clock. Where the kernel
/// keeps no `run_delay` (or /proc cannot be read) nothing is credited: the
/// limit is the wall clock, as it was.
struct RunClock {
    /// The backstop, as a multiple of the limit (see `Limits.backstopFactor`).
    static let backstopFactor = Limits.backstopFactor
    /// Seconds between samples of the tree's waiting.
    static let sampleInterval = 0.25

    let start: Double
    let limit: Double
    /// How many CPUs the tree can use at once.
    let cpus: Double
    /// Seconds the tree was held back waiting for a CPU, as of the last sample.
    private(set) var waited = 0.0
    /// CPU seconds of the tree, as of the last sample.
    private(set) var cpu = 0.0
    /// Threads of every process of the tree (zombies included), as of the
    /// last sample: what the kernel's process limits count.
    private(set) var tasks = 0
    private var lastSample: Double
    /// Each thread at the last sample, and the seconds of waiting credited
    /// to it so far.
    private var threads: [pid_t: (sample: ThreadSample, credited: Double)] = [:]

    /// One thread's scheduling counters.
    struct ThreadSample: Equatable {
        /// Nanoseconds on a CPU, and waiting for one (schedstat's first two fields).
        var ran: UInt64
        var delay: UInt64
        /// State R: running or ready to run.
        var runnable: Bool
    }

    init(start: Double, limit: Double, cpus: Double) {
        self.start = start
        self.limit = max(0, limit)
        self.cpus = max(0.01, cpus)
        lastSample = start
    }

    /// The wall-clock time past which the run is starved.
    var backstop: Double { start + limit * Self.backstopFactor }

    /// The earliest the limit can be reached, given what is known so far.
    var earliestLimit: Double { start + limit + waited }

    /// Own time at `now`, as of the last sample.
    func ownSeconds(at now: Double) -> Double { now - start - waited }

    /// When the next sample is due: one every `sampleInterval`, and one
    /// before any decision about the limit.
    var nextSample: Double { min(lastSample + Self.sampleInterval, earliestLimit) }

    /// Reads the tree's CPU time and each of its threads' waiting.
    mutating func sample(root: pid_t, at now: Double) {
        record(Self.read(root: root), at: now)
    }

    /// Takes in one sample of the tree: its CPU seconds and its threads.
    mutating func record(_ found: (cpu: Double, threads: [pid_t: ThreadSample]), at now: Double) {
        let interval = max(0, now - lastSample)
        var longest = 0.0
        var seen: [pid_t: (sample: ThreadSample, credited: Double)] = [:]
        for (tid, thread) in found.threads {
            // What run_delay says it waited since the start (a smaller value
            // than before: a new thread that reused the id).
            var before = threads[tid]
            if let previous = before, thread.delay < previous.sample.delay { before = nil }
            var since = Double(thread.delay) / 1e9
            let credited = before?.credited ?? 0
            if let previous = before?.sample, previous.runnable && thread.runnable && thread.ran == previous.ran {
                // Ready to run at both samples and never ran between them:
                // it waited the whole interval, and still waits (run_delay
                // counts most of a wait only when it ends).
                since = max(since, credited + interval)
            }
            let total = max(credited, since)
            longest = max(longest, total - credited)
            seen[tid] = (thread, total)
        }
        threads = seen
        tasks = found.threads.count
        waited = min(now - start, waited + longest)
        cpu = max(cpu, found.cpu)
        lastSample = now
    }

    enum State: Equatable {
        case running
        /// Had its limit (own time or CPU): a verdict.
        case limitReached
        /// Stopped by the backstop before it had its limit.
        case starved
    }

    /// Where the run stands at `now` (call right after `sample`).
    func state(at now: Double) -> State {
        if ownSeconds(at: now) >= limit || cpu >= limit * cpus { return .limitReached }
        if now >= backstop { return .starved }
        return .running
    }

    /// The tree's CPU seconds (user + system, with reaped children) and
    /// each thread's scheduling counters, walking /proc from `root`.
    static func read(root: pid_t) -> (cpu: Double, threads: [pid_t: ThreadSample]) {
        let ticks = Double(sysconf(Int32(_SC_CLK_TCK)))
        var cpu = 0.0
        var threads: [pid_t: ThreadSample] = [:]
        var seen: Set<pid_t> = []
        var frontier = [root]
        while let next = frontier.popLast() {
            guard seen.insert(next).inserted else { continue }
            if ticks > 0, let fields = statFields("/proc/\(next)/stat"), fields.count > 14 {
                // utime, stime, cutime, cstime.
                cpu += fields[11...14].compactMap { Double($0) }.reduce(0, +) / ticks
            }
            for task in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(next)/task")) ?? [] {
                guard let tid = pid_t(task) else { continue }
                let folder = "/proc/\(next)/task/\(task)"
                if let text = try? String(contentsOfFile: folder + "/schedstat", encoding: .utf8) {
                    let fields = text.split(separator: " ")
                    if fields.count >= 2, let ran = UInt64(fields[0]), let delay = UInt64(fields[1]) {
                        threads[tid] = ThreadSample(ran: ran, delay: delay, runnable: statFields(folder + "/stat")?.first == "R")
                    }
                }
                if let text = try? String(contentsOfFile: folder + "/children", encoding: .utf8) {
                    frontier += text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
                }
            }
        }
        return (cpu, threads)
    }

    /// The fields of a /proc stat file after the command's name (the state first).
    private static func statFields(_ path: String) -> [Substring]? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }
}
