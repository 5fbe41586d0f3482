import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs untrusted programs. On Linux with bubblewrap: a fresh mount, pid,
/// network, ipc, uts and user namespace showing only the system's /usr, the
/// Swift runtime and the paths a request names, a size-capped private /tmp,
/// no network, no way into further namespaces (bubblewrap's
/// `--disable-userns` where it has it, and the seccomp filter), an
/// unprivileged uid per slot (when started as root), prlimit's resource
/// limits and, where the host has one, a memory cgroup per slot bounding
/// the whole run (`SlotCgroup`). Elsewhere: limits only.
public struct Sandbox: Sendable {
    public let isolation: Isolation
    /// Why there is no real sandbox (nil when `isolation == .sandboxed`).
    public let unavailableReason: String?

    let tools: Tools
    /// Drop to `uid(forSlot:)` with setpriv before anything else runs.
    let dropsPrivileges: Bool
    /// Host directories holding the Swift runtime, bound read-only.
    let runtimePaths: [String]
    /// This bubblewrap has `--disable-userns` (0.8+) and it works here.
    let disablesUserNamespaces: Bool
    /// The memory cgroup each run joins (nil: per-process limits only, and
    /// the seccomp filter denies memfds and SysV shared memory).
    public let cgroup: SlotCgroup?

    struct Tools: Sendable {
        var setpriv: String?
        var prlimit: String?
        var bwrap: String?
        var shell: String?
    }

    /// First uid used for sandboxed runs; slot n runs as `uidBase + n`.
    /// 61000 unless `WORKBOOK_SANDBOX_UID_BASE` says otherwise (graders that
    /// run at the same time on one machine should not share uids).
    public static let uidBase: UInt32 = {
        if let text = ProcessInfo.processInfo.environment["WORKBOOK_SANDBOX_UID_BASE"],
           let value = UInt32(text), value >= 1000, value < 4_000_000_000 {
            return value
        }
        return 61000
    }()

    /// The supplementary group every slot uid runs with: the grader's
    /// sandbox-readable cache belongs to it (mode 0750), so the slot uids can
    /// read compiled programs and other local users cannot. `uidBase - 1`
    /// unless `WORKBOOK_SANDBOX_GID` says otherwise; use a gid no real user
    /// is a member of.
    public static let groupID: UInt32 = {
        if let text = ProcessInfo.processInfo.environment["WORKBOOK_SANDBOX_GID"],
           let value = UInt32(text), value >= 1000, value < 4_000_000_000 {
            return value
        }
        return uidBase - 1
    }()

    /// The unprivileged uid (and gid) a run in `slot` uses when the grader is
    /// root: the uid of the physical slot this process leased for it.
    public static func uid(forSlot slot: Int) -> UInt32 { uidBase + UInt32(physicalSlot(slot)) }

    /// The machine-wide slot this process holds for its own slot number
    /// `slot` (see `SlotLeases`), leased on first use. A slot just leased is
    /// cleared first: as root, whatever a dead holder left running as its
    /// uid is killed, so the new holder starts with the slot empty.
    public static func physicalSlot(_ slot: Int) -> Int {
        let lease = SlotLeases.shared.physical(for: max(0, slot))
        if lease.isNew && getuid() == 0 {
            killAll(uid: uidBase + UInt32(lease.slot))
            SlotCgroup.detected?.killAll(slot: lease.slot)
        }
        return lease.slot
    }

    /// Whether bubblewrap works here (the full wrapper around `true`),
    /// probed once per boot (`BootCache`); otherwise limits only, with the
    /// reason.
    public static func detect() -> Sandbox { detected }

    private static let detected: Sandbox = probeOncePerBoot()

    /// The same sandbox without a memory cgroup: what a host without one
    /// gets (memfds and SysV shared memory denied instead of counted).
    public func withoutCgroup() -> Sandbox {
        Sandbox(isolation: isolation, unavailableReason: unavailableReason, tools: tools, dropsPrivileges: dropsPrivileges,
                runtimePaths: runtimePaths, disablesUserNamespaces: disablesUserNamespaces, cgroup: nil)
    }

    /// A sandbox that never isolates, only limits; for hosts where bubblewrap
    /// is known not to work, and for tests.
    public static func limitsOnly(reason: String) -> Sandbox {
        let tools = findTools()
        return Sandbox(
            isolation: .limitsOnly, unavailableReason: reason,
            tools: Tools(setpriv: tools.setpriv, prlimit: tools.prlimit, bwrap: nil, shell: tools.shell),
            dropsPrivileges: getuid() == 0 && tools.setpriv != nil,
            runtimePaths: [], disablesUserNamespaces: false, cgroup: SlotCgroup.detected
        )
    }

    /// Every run fails to start with this errno, as when the machine has
    /// run out of processes (EAGAIN); for tests (`failingToStart(errno:)`).
    var spawnErrno: Int32? = nil

    /// The same sandbox, whose every run fails to start with `errno` (as
    /// `posix_spawn` fails when the machine has run out of processes); for
    /// tests of how a caller reports it.
    public func failingToStart(errno: Int32) -> Sandbox {
        var sandbox = self
        sandbox.spawnErrno = errno
        return sandbox
    }

    /// Whether runs drop root to a per-slot uid (only possible as root with setpriv).
    public var usesSlotUIDs: Bool { dropsPrivileges }

    // MARK: Running

    /// The command line (argv, argv[0] first) and the environment `run`
    /// would start for `request`, for logs and for debugging a setup.
    /// Throws what `run` would throw for the request.
    public func commandLine(for request: RunRequest) throws -> (arguments: [String], environment: [String: String]) {
        guard request.executable.hasPrefix("/") else {
            throw SandboxError.invalidRequest("executable must be an absolute path, got \(request.executable)")
        }
        guard request.slot >= 0 && request.slot < 4000 else {
            throw SandboxError.invalidRequest("slot \(request.slot) is outside 0..<4000")
        }
        let uid = Sandbox.uid(forSlot: request.slot)
        var visible = [request.executable] + request.readOnlyPaths
        if let everything = visible.first(where: { Sandbox.normalized($0) == "/" }) {
            throw SandboxError.invalidRequest("\(everything) would show the whole host to the program; name the directories it needs instead")
        }
        for path in visible {
            guard FileManager.default.fileExists(atPath: path) else { throw SandboxError.pathNotFound(path) }
            if dropsPrivileges { try Sandbox.checkReachable(path, uid: uid) }
        }
        visible = Array(Set(visible.map(Sandbox.normalized))).sorted { ($0.count, $0) < ($1.count, $1) }
        let executable = Sandbox.normalized(request.executable)

        var env = request.environment
        if env["SWIFT_BACKTRACE"] == nil { env["SWIFT_BACKTRACE"] = "enable=no" }

        let limits = request.limits
        var argv: [String] = []
        if let cgroup, let shell = tools.shell {
            argv += SlotCgroup.joinPrefix(shell: shell, paths: try cgroup.prepare(slot: Sandbox.physicalSlot(request.slot), limits: limits))
        }
        if dropsPrivileges, let setpriv = tools.setpriv {
            argv += [setpriv, "--reuid=\(uid)", "--regid=\(uid)", "--groups=\(Sandbox.groupID)", "--"]
        }
        // One table of limits; prlimit's options and the shell's ulimit
        // lines are both made from it.
        let resourceLimits = ResourceLimit.table(for: limits, dropsPrivileges: dropsPrivileges)
        if let prlimit = tools.prlimit {
            argv += [prlimit] + resourceLimits.map(\.prlimitArgument) + ["--"]
        } else if let shell = tools.shell {
            let script = (resourceLimits.compactMap(\.ulimitCommand) + ["exec \"$@\""]).joined(separator: "; ")
            argv += [shell, "-c", script, "sandbox"]
        }

        if isolation == .sandboxed, let bwrap = tools.bwrap {
            argv += [bwrap] + bwrapArguments(limits: limits, environment: env, visible: visible)
            if let limit = Sandbox.processLimitInside(dropsPrivileges: dropsPrivileges, prlimit: tools.prlimit, limits: limits) {
                argv += limit
            }
            argv += [executable] + request.arguments
            return (argv, ["PATH": "/usr/bin:/bin"])
        }
        argv += [executable] + request.arguments
        return (argv, env)
    }

    /// Without a slot's own uid (a normal user's run), RLIMIT_NPROC set
    /// outside would count every process of the user, so it is set inside
    /// the sandbox instead: bubblewrap gives the program a user namespace of
    /// its own, and the kernel (5.14 and later) counts that limit per user
    /// namespace, so only the run's own processes count against it (a fork
    /// bomb stops there, not at the machine's last process id). `prlimit`
    /// runs in the sandbox, from the read-only /usr, and execs the program.
    static func processLimitInside(dropsPrivileges: Bool, prlimit: String?, limits: Limits) -> [String]? {
        guard !dropsPrivileges, let prlimit, prlimit.hasPrefix("/usr/") else { return nil }
        return [prlimit, "--nproc=\(max(1, limits.processes))", "--"]
    }

    public func run(_ request: RunRequest) throws -> RunResult {
        let (argv, spawnEnvironment) = try commandLine(for: request)
        if let spawnErrno { throw SandboxError.spawnFailed(executable: argv[0], errno: spawnErrno) }
        let uid = Sandbox.uid(forSlot: request.slot)
        let limits = request.limits

        if dropsPrivileges || isolation == .sandboxed { Reaper.adoptOrphans() }
        let physical = Sandbox.physicalSlot(request.slot)
        let oomKillsBefore = cgroup?.oomKills(slot: physical) ?? 0
        let outcome = try Spawner.run(SpawnSpec(
            executable: argv[0],
            argv: argv,
            environment: spawnEnvironment,
            input: request.standardInput,
            wallClock: limits.wallClockSeconds,
            outputCap: max(0, limits.outputBytes),
            // The CPUs the run can use: the slot's cgroup may hold it to fewer.
            cpus: cgroup?.hasCPU == true ? max(0.05, min(Double(ProcessInfo.processInfo.activeProcessorCount), limits.runCPUs))
                                         : Double(ProcessInfo.processInfo.activeProcessorCount),
            // Never the grader's own folder: bubblewrap's first process is
            // the sandbox's pid 1, and its environment (/proc/1/environ,
            // readable inside) holds the PWD a shell on the way exports; at
            // `/` it names nothing. Limits only: a temporary folder.
            workingDirectory: isolation == .sandboxed ? "/" : NSTemporaryDirectory(),
            descriptor4: isolation == .sandboxed ? Seccomp.program(countedMemory: cgroup != nil) : nil,
            logLabel: ProcessLog.shared == nil ? nil
                : "run slot=\(request.slot) program=" + URL(fileURLWithPath: request.executable).pathComponents.suffix(2).joined(separator: "/"),
            // The tree holds the run's processes and bubblewrap's (outside
            // the run's user namespace as a normal user): at `processes`
            // the kernel refuses the run's next fork, or is about to.
            processLimit: max(1, limits.processes)
        ))
        var memoryLimitExceeded = false
        if let cgroup {
            cgroup.killAll(slot: physical)
            memoryLimitExceeded = cgroup.oomKills(slot: physical) > oomKillsBefore
        }
        if dropsPrivileges {
            // Stopped early, or not contained by a pid namespace: hunt down
            // everything the slot's uid still runs. Then reap what was
            // orphaned to us (bubblewrap's own init process, at least).
            if outcome.killed || isolation == .limitsOnly {
                Sandbox.killAll(uid: uid)
            }
            Reaper.reapChildren(uid: uid)
        } else if isolation == .sandboxed {
            Reaper.reapOrphanedSandboxes()
        }

        var termination = outcome.termination
        if isolation == .sandboxed, case .exited(let code) = termination, code > 128, code <= 128 + 64 {
            // bubblewrap reports a child killed by signal n as status 128+n.
            termination = .signaled(code - 128)
        }
        if isolation == .sandboxed, termination == .exited(1), outcome.stdout.isEmpty, outcome.channel.isEmpty,
           String(decoding: outcome.stderr.prefix(6), as: UTF8.self) == "bwrap:" {
            // bubblewrap itself failed to set up: the host changed since it
            // was probed (a sysctl, a new kernel); probe again next time.
            BootCache.forget(Sandbox.probeRecordName)
        }
        var result = RunResult(
            termination: termination,
            standardOutput: outcome.stdout,
            standardError: outcome.stderr,
            channel: outcome.channel,
            timedOut: outcome.timedOut,
            outputLimitExceeded: outcome.outputLimitExceeded,
            duration: outcome.duration,
            isolation: isolation
        )
        result.memoryLimitExceeded = memoryLimitExceeded
        result.starved = outcome.starved
        result.processLimitReached = outcome.processLimitReached
        result.waitedSeconds = outcome.waitedSeconds
        return result
    }

    /// The bubblewrap options (everything between `bwrap` and the program).
    func bwrapArguments(limits: Limits, environment: [String: String], visible: [String]) -> [String] {
        var args = ["--unshare-all"]
        // No user namespace inside this one (so no mount namespace with a
        // tmpfs of its own either); the seccomp filter denies it too.
        if disablesUserNamespaces { args += ["--unshare-user", "--disable-userns"] }
        args += ["--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv"]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            args += ["--setenv", key, value]
        }
        args += ["--ro-bind", "/usr", "/usr"]
        // Debian's merged /usr: the top-level names are symlinks into it.
        for name in ["lib", "lib64", "bin", "sbin", "lib32", "libx32"] {
            let top = "/" + name
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: top) {
                args += ["--symlink", target, top]
            } else if FileManager.default.fileExists(atPath: top) {
                args += ["--ro-bind", top, top]
            }
        }
        for path in runtimePaths where !Sandbox.isCovered(path, by: ["/usr"]) {
            args += ["--ro-bind", path, path]
        }
        args += ["--proc", "/proc", "--dev", "/dev"]
        args += ["--size", String(max(4096, limits.tmpfsBytes)), "--tmpfs", "/tmp"]
        var covered = ["/usr"] + runtimePaths
        for path in visible where !Sandbox.isCovered(path, by: covered) {
            args += ["--ro-bind", path, path]
            covered.append(path)
        }
        // The root and /dev are tmpfs mounts without a size limit: freeze
        // them, so the capped /tmp is the only place the program can write.
        args += ["--remount-ro", "/dev", "--remount-ro", "/"]
        args += ["--chdir", "/tmp"]
        // No ptrace, namespaces, mounts, uncounted memfds (Seccomp.swift);
        // the program is passed on descriptor 4 by `run`.
        if Seccomp.program() != nil { args += ["--seccomp", "4"] }
        args.append("--")
        return args
    }

    // MARK: Probing

    /// The name of the probe's record in `BootCache`.
    static let probeRecordName = "sandbox-probe-v2"

    /// What a probe found, as `BootCache` keeps it.
    struct ProbeRecord: Codable, Equatable {
        var isolation: Isolation
        var dropsPrivileges: Bool
        var disablesUserNamespaces: Bool
        var reason: String?
    }

    /// What the probe's result depends on: the tools' files, where the Swift
    /// runtime is, the kernel's user namespace switches.
    static func probeKey(tools: Tools, runtime: [String]) -> String {
        let switches = ["/proc/sys/kernel/unprivileged_userns_clone", "/proc/sys/user/max_user_namespaces",
                        "/proc/sys/kernel/apparmor_restrict_unprivileged_userns"].map { path in
            (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "-"
        }
        return ([tools.bwrap, tools.setpriv, tools.prlimit, tools.shell].map(BootCache.identity(ofFile:))
            + ["runtime " + runtime.joined(separator: ":"), "switches " + switches.joined(separator: " ")]).joined(separator: "\n")
    }

    private static func probeOncePerBoot() -> Sandbox {
        let tools = findTools()
        let runtime = swiftRuntimePaths()
        let key = probeKey(tools: tools, runtime: runtime)
        if let record = BootCache.load(ProbeRecord.self, name: probeRecordName, key: key),
           record.isolation == .limitsOnly || tools.bwrap != nil {
            return sandbox(from: record, tools: tools, runtime: runtime)
        }
        let found = probe(tools: tools, runtime: runtime)
        BootCache.store(ProbeRecord(isolation: found.isolation, dropsPrivileges: found.dropsPrivileges,
                                    disablesUserNamespaces: found.disablesUserNamespaces, reason: found.unavailableReason),
                        name: probeRecordName, key: key)
        return found
    }

    static func sandbox(from record: ProbeRecord, tools: Tools, runtime: [String]) -> Sandbox {
        if record.isolation == .limitsOnly { return limitsOnly(reason: record.reason ?? "bubblewrap does not work here") }
        return Sandbox(isolation: .sandboxed, unavailableReason: nil, tools: tools, dropsPrivileges: record.dropsPrivileges,
                       runtimePaths: runtime, disablesUserNamespaces: record.disablesUserNamespaces, cgroup: SlotCgroup.detected)
    }

    /// Runs the full wrapper around `true`: with a slot uid (as root) and
    /// `--disable-userns` first, then without what does not work here.
    static func probe(tools: Tools, runtime: [String]) -> Sandbox {
        let root = getuid() == 0
        guard let bwrap = tools.bwrap else {
            return limitsOnly(reason: "bubblewrap (bwrap) is not installed; install it (apt-get install bubblewrap) for isolation")
        }
        let truePath = ["/usr/bin/true", "/bin/true"].first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/true"
        var request = RunRequest(executable: truePath)
        request.limits.wallClockSeconds = 10
        /// nil when the candidate works, else what went wrong.
        func failure(of candidate: Sandbox) -> String? {
            do {
                let result = try candidate.run(request)
                if result.termination == .exited(0) { return nil }
                let said = String(decoding: result.standardError, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                return "\(bwrap) does not work here (\(result.termination)\(said.isEmpty ? "" : ": " + said)); user namespaces may be disabled"
            } catch {
                return "\(bwrap) could not be started: \(error)"
            }
        }
        var firstProblem: String?
        // Some hosts let root use bubblewrap but not an unprivileged uid:
        // isolation still works, only the per-slot process limit is lost.
        for dropping in (root && tools.setpriv != nil ? [true, false] : [false]) {
            // bubblewrap before 0.8 has no --disable-userns: the seccomp
            // filter still denies new namespaces.
            for disabling in [true, false] {
                let candidate = Sandbox(isolation: .sandboxed, unavailableReason: nil, tools: tools, dropsPrivileges: dropping,
                                        runtimePaths: runtime, disablesUserNamespaces: disabling, cgroup: SlotCgroup.detected)
                guard let problem = failure(of: candidate) else { return candidate }
                if firstProblem == nil { firstProblem = problem }
            }
        }
        return limitsOnly(reason: firstProblem ?? "bubblewrap does not work here")
    }

    static func findTools() -> Tools {
        func find(_ name: String) -> String? {
            var dirs = ["/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin"]
            if let path = ProcessInfo.processInfo.environment["PATH"] {
                dirs += path.split(separator: ":").map(String.init)
            }
            for dir in dirs {
                let candidate = dir + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
            return nil
        }
        return Tools(setpriv: find("setpriv"), prlimit: find("prlimit"), bwrap: find("bwrap"), shell: find("sh"))
    }

    /// Where the Swift runtime libraries live, from the libraries this very
    /// process has loaded (/proc/self/maps), else from `swiftc` on PATH.
    /// Returns the toolchain root (e.g. /opt/swift) when the layout is the
    /// usual `<root>/usr/lib/swift/linux`.
    static func swiftRuntimePaths() -> [String] {
        var libDir: String?
        if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) {
            for line in maps.split(separator: "\n") where line.hasSuffix("/libswiftCore.so") {
                if let slash = line.firstIndex(of: "/") {
                    libDir = (String(line[slash...]) as NSString).deletingLastPathComponent
                    break
                }
            }
        }
        if libDir == nil {
            let env = ProcessInfo.processInfo.environment
            var candidates: [String] = []
            if let swiftc = env["SWIFTC"] { candidates.append(swiftc) }
            for dir in (env["PATH"] ?? "").split(separator: ":") { candidates.append(dir + "/swiftc") }
            for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
                let real = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
                let usr = ((real as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
                libDir = usr + "/lib/swift/linux"
                break
            }
        }
        guard let dir = libDir else { return [] }
        let real = URL(fileURLWithPath: dir).resolvingSymlinksInPath().path
        let suffix = "/usr/lib/swift/linux"
        if real.hasSuffix(suffix) {
            let root = String(real.dropLast(suffix.count))
            return root.isEmpty ? [] : [root]
        }
        return [real]
    }

    // MARK: Paths

    static func normalized(_ path: String) -> String {
        var p = (path as NSString).standardizingPath
        while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
        return p
    }

    static func isCovered(_ path: String, by roots: [String]) -> Bool {
        roots.contains { root in path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") }
    }

    /// The sandbox user must be able to reach `path`: every directory on the
    /// way searchable, the path itself readable (or, for a directory, listable).
    static func checkReachable(_ path: String, uid: UInt32) throws {
        let gid = uid
        func allowed(_ st: stat, _ bits: (owner: mode_t, group: mode_t, other: mode_t)) -> Bool {
            if st.st_uid == uid { return st.st_mode & bits.owner != 0 }
            if st.st_gid == gid || st.st_gid == Sandbox.groupID { return st.st_mode & bits.group != 0 }
            return st.st_mode & bits.other != 0
        }
        func modeString(_ st: stat) -> String { String(st.st_mode & 0o7777, radix: 8).leftPadded(to: 4) }
        let components = normalized(path).split(separator: "/").map(String.init)
        var current = ""
        for (i, component) in components.enumerated() {
            current += "/" + component
            var st = stat()
            guard stat(current, &st) == 0 else { throw SandboxError.pathNotFound(current) }
            let isLast = i == components.count - 1
            let isDir = st.st_mode & S_IFMT == S_IFDIR
            if !isLast || isDir {
                if !allowed(st, (S_IXUSR, S_IXGRP, S_IXOTH)) {
                    throw SandboxError.notReachable(path: path, uid: uid, blocker: current, mode: modeString(st))
                }
            }
            if isLast && !allowed(st, (S_IRUSR, S_IRGRP, S_IROTH)) && !(isDir == false && allowed(st, (S_IXUSR, S_IXGRP, S_IXOTH))) {
                throw SandboxError.notReachable(path: path, uid: uid, blocker: current, mode: modeString(st))
            }
        }
    }

    // MARK: Clean-up

    /// SIGKILLs every process whose real uid is `uid` until none is left
    /// (at most ~2 s). Only used for the per-slot uids, which run nothing else.
    static func killAll(uid: UInt32) {
        let deadline = monotonicSeconds() + 2
        while true {
            let pids = processes(ofUID: uid)
            if pids.isEmpty || monotonicSeconds() > deadline { return }
            for pid in pids { kill(pid, SIGKILL) }
            usleep(2000)
        }
    }

    /// Processes whose real uid is `uid`, from /proc (zombies only if `includingZombies`).
    public static func processes(ofUID uid: UInt32, includingZombies: Bool = false) -> [pid_t] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var found: [pid_t] = []
        for entry in entries {
            guard let pid = pid_t(entry) else { continue }
            guard let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8) else { continue }
            var realUID: UInt32?
            var zombie = false
            for line in status.split(separator: "\n") {
                if line.hasPrefix("State:") { zombie = line.contains("Z (zombie)") || line.contains("X (dead)") }
                if line.hasPrefix("Uid:") {
                    realUID = line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first.flatMap { UInt32($0) }
                    break
                }
            }
            if realUID == uid && (includingZombies || !zombie) { found.append(pid) }
        }
        return found
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// Makes the grader a child subreaper, so processes orphaned by a run (the
/// init process bubblewrap leaves behind when it exits, or a limits-only
/// run's children) become the grader's children and can be reaped at once
/// rather than lingering as zombies that count against the slot's process
/// limit. Only processes of a slot's uid are ever reaped here.
enum Reaper {
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private static let enabled: Bool = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return false }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let PR_SET_CHILD_SUBREAPER: Int32 = 36
        return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) == 0
    }()

    static func adoptOrphans() { _ = enabled }

    static func realUID(of pid: pid_t) -> UInt32? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("Uid:") {
            return line.split(whereSeparator: { $0 == "\t" || $0 == " " }).dropFirst().first.flatMap { UInt32($0) }
        }
        return nil
    }

    /// Without a uid of its own per slot: reaps the bubblewrap init
    /// processes orphaned to us (children named `bwrap` that are not the
    /// leader of a run in progress), waiting up to 0.5 s for them to exit.
    static func reapOrphanedSandboxes() {
        guard enabled else { return }
        let deadline = monotonicSeconds() + 0.5
        var pause: UInt32 = 100
        while true {
            let orphans = Spawner.withLeaders { leaders in
                childProcesses(of: getpid()).filter { pid in
                    !leaders.contains(pid)
                        && (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.hasPrefix("bwrap") == true
                }
            }
            if orphans.isEmpty { return }
            for pid in orphans {
                var status: Int32 = 0
                _ = waitpid(pid, &status, WNOHANG)
            }
            if monotonicSeconds() > deadline { return }
            usleep(pause)
            pause = min(pause * 2, 5000)
        }
    }

    /// Waits for (at most ~2 s, then SIGKILLs) and reaps our children running as `uid`.
    static func reapChildren(uid: UInt32) {
        guard enabled else { return }
        let deadline = monotonicSeconds() + 2
        var pause: UInt32 = 100
        while true {
            let mine = childProcesses(of: getpid()).filter { realUID(of: $0) == uid }
            if mine.isEmpty { return }
            let late = monotonicSeconds() > deadline
            for pid in mine {
                var status: Int32 = 0
                if waitpid(pid, &status, WNOHANG) == 0 && late { kill(pid, SIGKILL) }
            }
            if monotonicSeconds() > deadline + 2 { return }
            usleep(pause)
            pause = min(pause * 2, 5000)
        }
    }
}
