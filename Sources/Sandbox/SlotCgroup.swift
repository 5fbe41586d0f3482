import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Limits that add up over a whole sandboxed run (every process it starts
/// together, and the memory of its memfds, its tmpfs pages and its SysV
/// shared memory), through a memory cgroup per grading slot.
///
/// Found in this order:
/// - `WORKBOOK_CGROUP=off`: none.
/// - `WORKBOOK_CGROUP=/path`: a cgroup v2 directory delegated to the grader
///   (systemd `Delegate=yes`, or one an administrator made and gave to the
///   grader's user) whose `cgroup.controllers` offers `memory` and `pids`.
///   Each slot gets `slot-<n>` under it with `memory.max`, `memory.swap.max`
///   0, `pids.max` and `cpu.max` (when the `cpu` controller is there).
/// - As root on a cgroup v1 host (the `memory` controller mounted, as on
///   older distributions and many container hosts): `slot-<n>` under a
///   `codable-workbook-<pid>` folder inside the grader's own memory cgroup
///   (so the host's limits on the grader still cover its runs), with
///   `memory.limit_in_bytes` and `memory.memsw.limit_in_bytes` (no swap);
///   likewise `pids.max` when the v1 `pids` controller is mounted. The
///   folders are removed when the grader exits.
/// - As root on a cgroup v2 host whose own cgroup can take children with the
///   `memory` controller (a delegated service): the same, in cgroup v2.
///
/// The memory limit is the run's own `Limits.memoryBytes` (`--memory`), for
/// all its processes together. Without any of these (a normal user without
/// delegation, macOS) the per-process limits hold, and the seccomp filter
/// denies what a cgroup would have had to count (memfd_create, SysV shared
/// memory): see docs/SECURITY.md.
public struct SlotCgroup: Sendable {
    public enum Version: String, Sendable { case v1, v2 }
    public let version: Version
    /// The folder that holds the slots' cgroups (v1: in the memory hierarchy).
    public let base: String
    /// v1 only: the matching folder in the `pids` hierarchy, when mounted.
    public let pidsBase: String?
    public let hasCPU: Bool

    /// What this host offers (see the type's description), found once.
    public static let detected: SlotCgroup? = {
        let named = ProcessInfo.processInfo.environment["WORKBOOK_CGROUP"] ?? ""
        if ["off", "none", "0", "no"].contains(named.lowercased()) { return nil }
        if named.hasPrefix("/") { return SlotCgroup(delegated: named) }
        guard getuid() == 0 else { return nil }
        let folder = "codable-workbook-\(getpid())"
        if let v1 = SlotCgroup(v1Folder: folder) { return v1 }
        if let own = CgroupPaths.ownV2(), let v2 = SlotCgroup(ownV2: own, folder: folder) { return v2 }
        return nil
    }()

    /// A delegated cgroup v2 directory (`WORKBOOK_CGROUP`).
    public init?(delegated base: String) {
        guard let controllers = try? String(contentsOfFile: base + "/cgroup.controllers", encoding: .utf8) else { return nil }
        let offered = Set(controllers.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
        guard offered.contains("memory"), offered.contains("pids") else { return nil }
        let cpu = offered.contains("cpu")
        let wanted = ["+memory", "+pids"] + (cpu ? ["+cpu"] : [])
        guard Self.write(wanted.joined(separator: " "), to: base + "/cgroup.subtree_control") else { return nil }
        self.version = .v2
        self.base = base
        self.pidsBase = nil
        self.hasCPU = cpu
    }

    /// `folder` inside the grader's own v1 memory (and pids) cgroup.
    init?(v1Folder folder: String) {
        guard let memory = CgroupPaths.ownV1(controller: "memory") else { return nil }
        Self.removeLeftovers(in: memory)
        if let pids = CgroupPaths.ownV1(controller: "pids") { Self.removeLeftovers(in: pids) }
        let base = memory + "/" + folder
        guard Self.makeFolder(base), FileManager.default.fileExists(atPath: base + "/memory.limit_in_bytes") else { return nil }
        var pids: String?
        if let own = CgroupPaths.ownV1(controller: "pids"), Self.makeFolder(own + "/" + folder) { pids = own + "/" + folder }
        self.version = .v1
        self.base = base
        self.pidsBase = pids
        self.hasCPU = false
        Self.removeAtExit(self)
    }

    /// `folder` under the grader's own v2 cgroup, when the memory and pids
    /// controllers can be enabled for it (never in a cgroup with processes
    /// of its own: cgroup v2's rule, so only where the host set it up).
    init?(ownV2 own: String, folder: String) {
        let base = own + "/" + folder
        Self.removeLeftovers(in: own)
        guard let controllers = try? String(contentsOfFile: own + "/cgroup.controllers", encoding: .utf8),
              controllers.contains("memory"), controllers.contains("pids"),
              Self.write("+memory +pids", to: own + "/cgroup.subtree_control"),
              Self.makeFolder(base),
              Self.write("+memory +pids", to: base + "/cgroup.subtree_control")
        else { return nil }
        self.version = .v2
        self.base = base
        self.pidsBase = nil
        self.hasCPU = false
        Self.removeAtExit(self)
    }

    /// The slot's cgroup (v1: in the memory hierarchy), for `kill` and the counters.
    public func path(slot: Int) -> String { base + "/slot-\(slot)" }

    /// Creates (or updates) the slot's cgroups for `limits`; the folders a
    /// run must join (each one's `cgroup.procs`).
    public func prepare(slot: Int, limits: Limits) throws -> [String] {
        let path = path(slot: slot)
        guard Self.makeFolder(path) else { throw SandboxError.systemCallFailed(call: "mkdir(\(path))", errno: errno) }
        let memory = String(limits.memoryBytes)
        switch version {
        case .v2:
            var settings = [("memory.max", memory), ("memory.swap.max", "0"), ("pids.max", String(max(1, limits.processes)))]
            if hasCPU {
                let period = 100_000
                settings.append(("cpu.max", "\(Int(Double(period) * max(0.05, limits.runCPUs))) \(period)"))
            }
            for (file, value) in settings where !Self.write(value, to: path + "/" + file) {
                if file == "memory.swap.max" { continue }   // no swap accounting on this host
                throw SandboxError.systemCallFailed(call: "write(\(path)/\(file))", errno: errno)
            }
            return [path]
        case .v1:
            // memsw (memory + swap) must stay >= the memory limit while
            // either changes: open it, set the memory, then close it to match.
            let memsw = path + "/memory.memsw.limit_in_bytes"
            let hasSwapAccounting = FileManager.default.fileExists(atPath: memsw)
            if hasSwapAccounting { Self.write("-1", to: memsw) }
            guard Self.write(memory, to: path + "/memory.limit_in_bytes") else {
                throw SandboxError.systemCallFailed(call: "write(\(path)/memory.limit_in_bytes)", errno: errno)
            }
            if hasSwapAccounting { Self.write(memory, to: memsw) }
            var joined = [path]
            if let pidsBase {
                let pids = pidsBase + "/slot-\(slot)"
                if Self.makeFolder(pids), Self.write(String(max(1, limits.processes)), to: pids + "/pids.max") { joined.append(pids) }
            }
            return joined
        }
    }

    /// The prefix that moves the run into `paths` before exec'ing the rest.
    public static func joinPrefix(shell: String, paths: [String]) -> [String] {
        let moves = paths.indices.map { "echo 0 > \"$\($0 == 0 ? "0" : String($0))/cgroup.procs\"" }.joined(separator: " && ")
        let script = moves + " && shift \(paths.count - 1) && exec \"$@\""
        return [shell, "-c", script] + paths
    }

    /// How many times the kernel's OOM killer has killed a process of the slot.
    public func oomKills(slot: Int) -> Int {
        let file = version == .v1 ? "/memory.oom_control" : "/memory.events"
        guard let text = try? String(contentsOfFile: path(slot: slot) + file, encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("oom_kill ") {
            return Int(line.dropFirst("oom_kill ".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        return 0
    }

    /// Kills whatever is left in the slot's cgroup: `cgroup.kill` (v2, Linux
    /// 5.14+), else SIGKILL to every process listed until none is (at most ~2 s).
    public func killAll(slot: Int) {
        let path = path(slot: slot)
        if version == .v2, Self.write("1", to: path + "/cgroup.kill") { return }
        let deadline = monotonicSeconds() + 2
        while monotonicSeconds() < deadline {
            let listed = (try? String(contentsOfFile: path + "/cgroup.procs", encoding: .utf8)) ?? ""
            let pids = listed.split(separator: "\n").compactMap { pid_t($0) }
            if pids.isEmpty { return }
            for pid in pids { kill(pid, SIGKILL) }
            usleep(2000)
        }
    }

    @discardableResult
    static func write(_ text: String, to path: String) -> Bool {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) } == bytes.count
    }

    static func makeFolder(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0 || errno == EEXIST
    }

    /// The `codable-workbook-<pid>` folders of graders that no longer run
    /// (killed before they could remove them), when empty.
    public static func removeLeftovers(in parent: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for name in names where name.hasPrefix("codable-workbook-") {
            guard let pid = pid_t(name.dropFirst("codable-workbook-".count)), pid != getpid(),
                  kill(pid, 0) != 0 && errno == ESRCH else { continue }
            let base = parent + "/" + name
            for slot in (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [] where slot.hasPrefix("slot-") {
                rmdir(base + "/" + slot)
            }
            rmdir(base)
        }
    }

    /// Folders made by this process, removed (empty) when it exits.
    nonisolated(unsafe) private static var madeBases: [SlotCgroup] = []

    private static func removeAtExit(_ cgroup: SlotCgroup) {
        madeBases.append(cgroup)
        atexit {
            for cgroup in SlotCgroup.madeBases {
                for base in [cgroup.base] + (cgroup.pidsBase.map { [$0] } ?? []) {
                    let slots = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
                    for name in slots where name.hasPrefix("slot-") { rmdir(base + "/" + name) }
                    rmdir(base)
                }
            }
        }
    }
}

/// Where this process's own cgroups are, from /proc/self/cgroup and
/// /proc/self/mountinfo.
enum CgroupPaths {
    /// The folder of this process's cgroup in the v1 hierarchy of `controller`.
    static func ownV1(controller: String) -> String? {
        guard let own = ownPath(where: { $0.split(separator: ",").contains(Substring(controller)) }),
              let mount = mountPoint(where: { type, options in type == "cgroup" && options.split(separator: ",").contains(Substring(controller)) })
        else { return nil }
        return join(mount, own)
    }

    /// The folder of this process's cgroup v2 (the unified hierarchy).
    static func ownV2() -> String? {
        guard let own = ownPath(where: { $0.isEmpty }),
              let mount = mountPoint(where: { type, _ in type == "cgroup2" })
        else { return nil }
        return join(mount, own)
    }

    private static func join(_ mount: (point: String, root: String), _ own: String) -> String? {
        // In a cgroup namespace the mount's root is a prefix of our path.
        var relative = own
        if mount.root != "/" {
            guard own == mount.root || own.hasPrefix(mount.root + "/") else { return nil }
            relative = String(own.dropFirst(mount.root.count))
        }
        let path = mount.point + (relative == "/" ? "" : relative)
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// `hierarchy:controllers:path` lines; the path of the first whose controllers match.
    private static func ownPath(where matches: (Substring) -> Bool) -> String? {
        guard let text = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count == 3, matches(parts[1]) { return String(parts[2]) }
        }
        return nil
    }

    /// mountinfo: `id parent major:minor root point options … - type source superoptions`.
    private static func mountPoint(where matches: (_ type: Substring, _ superOptions: Substring) -> Bool) -> (point: String, root: String)? {
        guard let text = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard let dash = fields.firstIndex(of: "-"), dash >= 5, fields.count > dash + 3 else { continue }
            if matches(fields[dash + 1], fields[dash + 3]) { return (String(fields[4]), String(fields[3])) }
        }
        return nil
    }
}
