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
            ResourceLimit(prlimit: "cpu", ulimit: "t", value: UInt64(max(1, limits.cpuSeconds))),
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
}
