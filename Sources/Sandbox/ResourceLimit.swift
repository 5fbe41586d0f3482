/// One per-process resource limit of a run, as `prlimit` sets it and, where
/// the host has no `prlimit`, as the shell's `ulimit` does. `table(for:)`
/// is the one list both command lines are made from, so the two can never
/// set different limits.
struct ResourceLimit: Sendable, Codable, Equatable {
    /// prlimit's option: `cpu` for `--cpu=10`.
    var prlimit: String
    /// ulimit's flag (`t` for `ulimit -t 10`); nil when the shell fallback
    /// does not set it.
    var ulimit: String?
    /// The value in prlimit's unit: seconds, bytes or a count.
    var value: UInt64
    /// How many of prlimit's units make one of ulimit's: 1024 for `-v`
    /// (KiB), 512 for `-f` (512-byte blocks), else 1.
    var ulimitUnit: UInt64 = 1

    /// `--cpu=10`.
    var prlimitArgument: String { "--\(prlimit)=\(value)" }

    /// `ulimit -t 10 2>/dev/null`, or nil when the shell does not set it.
    var ulimitCommand: String? {
        ulimit.map { "ulimit -\($0) \(value / ulimitUnit) 2>/dev/null" }
    }

    /// The limits of a run, in the order they are set. RLIMIT_NPROC counts
    /// every process of the real uid, so it is only meaningful for a slot's
    /// own uid (never enforced for root): only when the run drops privileges.
    static func table(for limits: Limits, dropsPrivileges: Bool) -> [ResourceLimit] {
        var table = [
            ResourceLimit(prlimit: "cpu", ulimit: "t", value: cpuSeconds(for: limits)),
            ResourceLimit(prlimit: "as", ulimit: "v", value: limits.memoryBytes, ulimitUnit: 1024),
            ResourceLimit(prlimit: "fsize", ulimit: "f", value: limits.fileSizeBytes, ulimitUnit: 512),
            ResourceLimit(prlimit: "nofile", ulimit: "n", value: UInt64(max(8, limits.openFiles))),
            ResourceLimit(prlimit: "core", ulimit: "c", value: 0),
        ]
        if dropsPrivileges {
            table.append(ResourceLimit(prlimit: "nproc", ulimit: nil, value: UInt64(max(1, limits.processes))))
        }
        return table
    }

    /// RLIMIT_CPU for `limits`: `cpuSeconds`, and one second more when that
    /// is not below the time limit. A program with one thread at work has
    /// as much CPU time as own time at most (see `RunClock`), so the time
    /// limit is meant to stop it; the grader checks it every quarter of a
    /// second, the kernel its CPU limit every tick, and on a busy machine,
    /// where its own time is its CPU time, an equal CPU limit would win that
    /// race: "timed out" would become "killed for CPU time". With the
    /// margin an endless loop times out, as on a quiet machine; a program
    /// with more threads at work still meets the CPU limit first.
    static func cpuSeconds(for limits: Limits) -> UInt64 {
        let seconds = max(1, limits.cpuSeconds)
        return UInt64(Double(seconds) >= limits.wallClockSeconds ? seconds + 1 : seconds)
    }
}
