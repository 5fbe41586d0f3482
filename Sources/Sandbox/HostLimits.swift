/// Per-process resource limits for a program of the grader's own that reads
/// students' text outside the sandbox (the similarity report): address
/// space, CPU time, file size, no core file. Set by `prlimit` where the host
/// has it, else by the shell's `ulimit`, from the same table as a sandboxed
/// run's (`ResourceLimit`), so a runaway never takes the machine's memory
/// and a crash of it never writes a core of the students' code.
public struct HostLimits: Sendable, Equatable {
    public var memoryBytes: UInt64
    public var cpuSeconds: UInt64
    public var fileSizeBytes: UInt64

    public init(memoryBytes: UInt64, cpuSeconds: UInt64, fileSizeBytes: UInt64 = 1 << 30) {
        self.memoryBytes = memoryBytes
        self.cpuSeconds = cpuSeconds
        self.fileSizeBytes = fileSizeBytes
    }

    var table: [ResourceLimit] {
        [
            ResourceLimit(prlimit: "cpu", ulimit: "t", value: cpuSeconds),
            ResourceLimit(prlimit: "as", ulimit: "v", value: memoryBytes, ulimitUnit: 1024),
            ResourceLimit(prlimit: "fsize", ulimit: "f", value: fileSizeBytes, ulimitUnit: 512),
            ResourceLimit(prlimit: "core", ulimit: "c", value: 0),
        ]
    }

    /// `executable arguments` as a command that sets the limits first and
    /// then runs it; nil when the host has neither `prlimit` nor a shell.
    public func wrap(_ executable: String, _ arguments: [String]) -> (executable: String, arguments: [String])? {
        let tools = Sandbox.findTools()
        if let prlimit = tools.prlimit {
            return (prlimit, table.map(\.prlimitArgument) + ["--", executable] + arguments)
        }
        if let shell = tools.shell {
            let script = (table.compactMap(\.ulimitCommand) + ["exec \"$@\""]).joined(separator: "; ")
            return (shell, ["-c", script, "limits", executable] + arguments)
        }
        return nil
    }
}
