import Foundation

/// Limits that add up over a whole sandboxed run (every process it starts
/// together), through a cgroup v2 per grading slot.
///
/// Used when `WORKBOOK_CGROUP` names a cgroup v2 directory delegated to the
/// grader (systemd: `Delegate=yes`, or a directory an administrator created
/// and gave to the grader's user) whose `cgroup.controllers` offers
/// `memory` and `pids`. The grader then makes `slot-<n>` under it, with
/// `memory.max` (`Limits.runMemoryBytes`), `memory.swap.max` 0, `pids.max`
/// (`Limits.processes`) and `cpu.max` (`Limits.runCPUs`, when the `cpu`
/// controller is there), and each run joins its slot's cgroup before
/// anything else starts.
///
/// Without it (cgroup v1 hosts, containers without delegation, macOS) the
/// per-process limits are what holds: RLIMIT_NPROC per slot uid bounds the
/// processes (so memory is at most `processes` × `memoryBytes`), RLIMIT_CPU
/// each process's CPU time, and the wall clock the run.
public struct SlotCgroup: Sendable {
    public let base: String
    public let hasCPU: Bool

    /// The delegated cgroup named by `WORKBOOK_CGROUP`, when it is usable.
    public static let detected: SlotCgroup? = {
        guard let base = ProcessInfo.processInfo.environment["WORKBOOK_CGROUP"], base.hasPrefix("/") else { return nil }
        return SlotCgroup(base: base)
    }()

    public init?(base: String) {
        guard let controllers = try? String(contentsOfFile: base + "/cgroup.controllers", encoding: .utf8) else { return nil }
        let offered = Set(controllers.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        guard offered.contains("memory"), offered.contains("pids") else { return nil }
        self.base = base
        self.hasCPU = offered.contains("cpu")
        let wanted = ["+memory", "+pids"] + (hasCPU ? ["+cpu"] : [])
        guard Self.write(wanted.joined(separator: " "), to: base + "/cgroup.subtree_control") else { return nil }
    }

    /// Creates (or updates) the slot's cgroup for `limits`; its path.
    public func prepare(slot: Int, limits: Limits) throws -> String {
        let path = base + "/slot-\(slot)"
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw SandboxError.systemCallFailed(call: "mkdir(\(path))", errno: errno)
        }
        var settings = [
            ("memory.max", String(limits.runMemoryBytes)),
            ("memory.swap.max", "0"),
            ("pids.max", String(max(1, limits.processes))),
        ]
        if hasCPU {
            let period = 100_000
            settings.append(("cpu.max", "\(Int(Double(period) * max(0.05, limits.runCPUs))) \(period)"))
        }
        for (file, value) in settings where !Self.write(value, to: path + "/" + file) {
            if file == "memory.swap.max" { continue }   // no swap accounting on this host
            throw SandboxError.systemCallFailed(call: "write(\(path)/\(file))", errno: errno)
        }
        return path
    }

    /// The prefix that moves the run into `path` before exec'ing the rest.
    public static func joinPrefix(shell: String, path: String) -> [String] {
        [shell, "-c", "echo 0 > \"$0/cgroup.procs\" && exec \"$@\"", path]
    }

    /// Kills whatever is left in the slot's cgroup (cgroup.kill, Linux 5.14+).
    public static func killAll(path: String) {
        _ = write("1", to: path + "/cgroup.kill")
    }

    @discardableResult
    static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) } == bytes.count
    }
}
