import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A host command run without isolation but with a time limit, an output
/// cap and its own process group (everything it starts is killed with it on
/// timeout). Used for the compiler and for the sandbox's own probes.
public struct HostCommand: Sendable {
    public var executable: String
    /// Arguments after argv[0].
    public var arguments: [String]
    /// nil: inherit the current process's environment.
    public var environment: [String: String]?
    public var standardInput: Data
    /// Stopped once it has had this many seconds of its own time: the wall
    /// clock less the time it waited for a CPU on a busy machine (see
    /// `RunClock`), or by the wall clock at twenty times this (then the result
    /// says `starved`: no verdict on the command).
    public var timeoutSeconds: Double
    /// stdout + stderr together; past it the command is killed.
    public var outputBytes: Int
    /// What the command is, for the process log (`WORKBOOK_PROCESS_LOG`).
    public var logLabel: String? = nil

    public init(
        executable: String, arguments: [String] = [], environment: [String: String]? = nil,
        standardInput: Data = Data(), timeoutSeconds: Double = 60, outputBytes: Int = 64 << 20
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.standardInput = standardInput
        self.timeoutSeconds = timeoutSeconds
        self.outputBytes = outputBytes
    }
}

public struct HostCommandResult: Sendable {
    public var termination: Termination
    public var standardOutput: Data
    public var standardError: Data
    public var timedOut: Bool
    public var outputLimitExceeded: Bool
    public var duration: Double
    /// When stopped for time: the CPU seconds the command and everything it
    /// started had used by then (so a caller can tell a command that was
    /// working from one a busy machine starved).
    public var cpuSecondsWhenStopped: Double? = nil
    /// Stopped at the backstop (twenty times the timeout by the wall clock)
    /// before it had its timeout of its own time: the machine was too busy,
    /// which says nothing about the command. `timedOut` is set too.
    public var starved = false
    /// Seconds the command was held back waiting for a CPU (counted while
    /// it ran long enough to be sampled, see `RunClock`).
    public var waitedSeconds: Double = 0
    /// CPU seconds (user + system) the command and the descendants it
    /// reaped used.
    public var cpuSeconds: Double = 0
}

public enum HostProcess {
    /// Runs `command` to completion (or until its limits stop it).
    /// Throws only if it could not be started.
    public static func run(_ command: HostCommand) throws -> HostCommandResult {
        let env = command.environment ?? ProcessInfo.processInfo.environment
        let outcome = try Spawner.run(SpawnSpec(
            executable: command.executable,
            argv: [command.executable] + command.arguments,
            environment: env,
            input: command.standardInput,
            wallClock: command.timeoutSeconds,
            outputCap: command.outputBytes,
            logLabel: command.logLabel
        ))
        return HostCommandResult(
            termination: outcome.termination, standardOutput: outcome.stdout, standardError: outcome.stderr,
            timedOut: outcome.timedOut, outputLimitExceeded: outcome.outputLimitExceeded, duration: outcome.duration,
            cpuSecondsWhenStopped: outcome.cpuSecondsAtTimeout, starved: outcome.starved, waitedSeconds: outcome.waitedSeconds,
            cpuSeconds: outcome.cpuSeconds
        )
    }
}

struct SpawnSpec {
    var executable: String
    var argv: [String]
    var environment: [String: String]
    var input: Data
    /// The time limit, counted by `RunClock`.
    var wallClock: Double
    var outputCap: Int
    /// How many CPUs the process tree can use at once (for `RunClock`).
    var cpus = Double(ProcessInfo.processInfo.activeProcessorCount)
    /// Where the process starts (needs glibc's posix_spawn_file_actions_addchdir_np).
    var workingDirectory: String? = nil
    /// Readable by the process as file descriptor 4 (a pipe holding these
    /// bytes, then end of file): bubblewrap's `--seccomp 4`.
    var descriptor4: Data? = nil
    /// What the process is, for `ProcessLog` (when it is on).
    var logLabel: String? = nil
    /// Stopped once its process tree holds this many threads at a sample
    /// (nil: never for that).
    var processLimit: Int? = nil
}

struct SpawnOutcome {
    var termination: Termination
    var stdout = Data()
    var stderr = Data()
    var channel = Data()
    var timedOut = false
    var outputLimitExceeded = false
    var duration: Double = 0
    /// The process group was killed (time, output, or leftovers holding the pipes).
    var killed = false
    /// CPU seconds of the whole process tree when the deadline stopped it.
    var cpuSecondsAtTimeout: Double? = nil
    /// Stopped at `RunClock`'s backstop before it had its limit.
    var starved = false
    /// Stopped because its tree reached `SpawnSpec.processLimit`.
    var processLimitReached = false
    /// Seconds the tree was held back waiting for a CPU (`RunClock.waited`).
    var waitedSeconds: Double = 0
    /// CPU seconds (user + system) of the process and the descendants it
    /// reaped, from wait4(2).
    var cpuSeconds: Double = 0
}

func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

enum Spawner {
    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's pipe2 and posix_spawn_file_actions_addclosefrom_np are not
    /// imported into Swift; look them up once.
    private struct LibC: @unchecked Sendable {
        let pipe2: Pipe2?
        let closeFrom: CloseFrom?
        let addChdir: AddChdir?
    }

    private static let libc: LibC = {
        // The grader must survive a program that closes its end of a pipe.
        signal(SIGPIPE, SIG_IGN)
        let handle = dlopen(nil, RTLD_NOW)
        let p = dlsym(handle, "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
        let c = dlsym(handle, "posix_spawn_file_actions_addclosefrom_np").map { unsafeBitCast($0, to: CloseFrom.self) }
        let d = dlsym(handle, "posix_spawn_file_actions_addchdir_np").map { unsafeBitCast($0, to: AddChdir.self) }
        return LibC(pipe2: p, closeFrom: c, addChdir: d)
    }()

    /// Serialises pipe creation + spawn when pipe2/closefrom are missing, so
    /// no other run's child inherits our pipe ends.
    private static let spawnLock = NSLock()

    /// Processes started here and not reaped yet (guarded by spawnLock).
    nonisolated(unsafe) private static var leaders: Set<pid_t> = []

    /// Runs `body` with the set of run leaders, while no spawn can happen.
    static func withLeaders<T>(_ body: (Set<pid_t>) -> T) -> T {
        spawnLock.lock()
        defer { spawnLock.unlock() }
        return body(leaders)
    }

    private static func forgetLeader(_ pid: pid_t) {
        spawnLock.lock()
        leaders.remove(pid)
        spawnLock.unlock()
    }

    private static func makePipe() throws -> (read: Int32, write: Int32) {
        var fds: [Int32] = [-1, -1]
        if let pipe2 = libc.pipe2 {
            guard pipe2(&fds, O_CLOEXEC) == 0 else { throw SandboxError.systemCallFailed(call: "pipe2", errno: errno) }
        } else {
            guard pipe(&fds) == 0 else { throw SandboxError.systemCallFailed(call: "pipe", errno: errno) }
            _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }

    static func run(_ spec: SpawnSpec) throws -> SpawnOutcome {
        _ = libc
        spawnLock.lock()
        var opened: [Int32] = []
        func closeAll() { for fd in opened { close(fd) }; opened.removeAll() }

        let stdinPipe: (read: Int32, write: Int32)?
        let outPipe, errPipe, chanPipe: (read: Int32, write: Int32)
        let devNull: Int32
        var extraPipe: Int32? = nil
        do {
            if spec.input.isEmpty {
                stdinPipe = nil
                devNull = open("/dev/null", O_RDONLY | O_CLOEXEC)
                guard devNull >= 0 else { throw SandboxError.systemCallFailed(call: "open(/dev/null)", errno: errno) }
                opened.append(devNull)
            } else {
                devNull = -1
                let p = try makePipe(); opened += [p.read, p.write]; stdinPipe = p
            }
            outPipe = try makePipe(); opened += [outPipe.read, outPipe.write]
            errPipe = try makePipe(); opened += [errPipe.read, errPipe.write]
            chanPipe = try makePipe(); opened += [chanPipe.read, chanPipe.write]
            if let bytes = spec.descriptor4 {
                // Small (a seccomp program): fits the pipe's buffer, so it is
                // written whole before the child starts.
                let p = try makePipe(); opened += [p.read, p.write]
                let written = bytes.withUnsafeBytes { write(p.write, $0.baseAddress, $0.count) }
                guard written == bytes.count else { throw SandboxError.systemCallFailed(call: "write(pipe)", errno: errno) }
                close(p.write); opened.removeAll { $0 == p.write }
                extraPipe = p.read
            }
        } catch {
            closeAll()
            spawnLock.unlock()
            throw error
        }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdinPipe?.read ?? devNull, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe.write, 2)
        posix_spawn_file_actions_adddup2(&actions, chanPipe.write, 3)
        if let extraPipe { posix_spawn_file_actions_adddup2(&actions, extraPipe, 4) }
        if let closeFrom = libc.closeFrom { _ = closeFrom(&actions, extraPipe == nil ? 4 : 5) }
        if let directory = spec.workingDirectory, let addChdir = libc.addChdir { _ = addChdir(&actions, directory) }

        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for s in [SIGPIPE, SIGXFSZ, SIGXCPU, SIGINT, SIGQUIT, SIGTERM, SIGHUP, SIGCHLD, SIGALRM] { sigaddset(&defaults, s) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv: [UnsafeMutablePointer<CChar>?] = spec.argv.map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = spec.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }

        var pid: pid_t = 0
        let start = monotonicSeconds()
        let rc = posix_spawn(&pid, spec.executable, &actions, &attributes, argv, envp)
        // The child's ends belong to the child now.
        if let stdinPipe { close(stdinPipe.read) } else { close(devNull) }
        close(outPipe.write); close(errPipe.write); close(chanPipe.write)
        if let extraPipe { close(extraPipe) }
        if rc == 0 { leaders.insert(pid) }
        spawnLock.unlock()
        guard rc == 0 else {
            if let stdinPipe { close(stdinPipe.write) }
            close(outPipe.read); close(errPipe.read); close(chanPipe.read)
            throw SandboxError.spawnFailed(executable: spec.executable, errno: rc)
        }
        let outcome = collect(pid: pid, start: start, spec: spec,
                              stdinWrite: stdinPipe?.write, reads: [outPipe.read, errPipe.read, chanPipe.read])
        ProcessLog.shared?.record(spec: spec, outcome: outcome)
        return outcome
    }

    /// The poll loop: feeds stdin, drains the three output pipes, watches
    /// the process (through a pidfd where the kernel has them), enforces the
    /// deadline and the output cap, then reaps the child.
    private static func collect(pid: pid_t, start: Double, spec: SpawnSpec, stdinWrite: Int32?, reads: [Int32]) -> SpawnOutcome {
        var buffers = [Data(), Data(), Data()]
        var open = reads.map { Optional($0) }
        var writer = stdinWrite
        var inputOffset = 0
        let input = [UInt8](spec.input)
        for fd in reads { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
        if let w = writer { _ = fcntl(w, F_SETFL, fcntl(w, F_GETFL) | O_NONBLOCK) }
        var processFD: Int32? = openPidFD(pid)

        var total = 0
        var timedOut = false
        var capped = false
        var killed = false
        var starved = false
        var processLimitReached = false
        var clock = RunClock(start: start, limit: spec.wallClock, cpus: spec.cpus)
        var chunk = [UInt8](repeating: 0, count: 65536)
        var status: Int32 = 0
        var usage = rusage()
        var reaped = false
        /// Once the process is gone, how long others may still hold its pipes.
        var graceDeadline = Double.infinity
        var idleSleep: UInt32 = 100

        var killedTree: [pid_t] = []
        var cpuAtTimeout: Double?
        func killGroup() {
            if !killed {
                killed = true
                killedTree = killTree(pid)
            }
        }
        func tryReap() {
            if !reaped, wait4(pid, &status, WNOHANG, &usage) == pid {
                reaped = true
                forgetLeader(pid)
                graceDeadline = monotonicSeconds() + 0.5
            }
        }

        loop: while true {
            let now = monotonicSeconds()
            if now >= clock.nextSample && !reaped {
                clock.sample(root: pid, at: now)
                if let limit = spec.processLimit, clock.tasks >= limit {
                    // A fork bomb: it would spin against the limit until its
                    // time ran out (its processes waiting for a CPU held by
                    // each other, which the clock does not count).
                    processLimitReached = true
                    killGroup()
                    break loop
                }
                let state = clock.state(at: now)
                if state != .running {
                    timedOut = true
                    starved = state == .starved
                    cpuAtTimeout = clock.cpu
                    killGroup()
                    break loop
                }
            }
            let pipesOpen = open.contains { $0 != nil }
            if !pipesOpen && reaped { break loop }
            if reaped && now >= graceDeadline {
                // The program ended but something it started still holds
                // the pipes (only possible without a pid namespace).
                killGroup()
                break loop
            }
            var fds: [pollfd] = []
            var owners: [Int] = []   // index into open; -1 stdin; -2 the process
            for (i, fd) in open.enumerated() {
                if let fd { fds.append(pollfd(fd: fd, events: Int16(POLLIN), revents: 0)); owners.append(i) }
            }
            if let w = writer { fds.append(pollfd(fd: w, events: Int16(POLLOUT), revents: 0)); owners.append(-1) }
            if let p = processFD, !reaped { fds.append(pollfd(fd: p, events: Int16(POLLIN), revents: 0)); owners.append(-2) }

            if !pipesOpen && processFD == nil {
                // No pidfd: poll the process itself, backing off.
                tryReap()
                if reaped { break loop }
                usleep(idleSleep)
                idleSleep = min(idleSleep * 2, 5000)
                continue
            }
            let limit = reaped ? graceDeadline : min(clock.nextSample, graceDeadline)
            let timeoutMs = Int32(max(1, min(250, ((limit - now) * 1000).rounded(.up))))
            let ready = poll(&fds, nfds_t(fds.count), timeoutMs)
            if ready < 0 {
                if errno == EINTR { continue }
                killGroup()
                break loop
            }
            if ready == 0 {
                if processFD == nil { tryReap() }
                continue
            }
            for (k, pfd) in fds.enumerated() where pfd.revents != 0 {
                let owner = owners[k]
                if owner == -2 {
                    tryReap()
                    if let p = processFD { close(p) }
                    processFD = nil
                    continue
                }
                if owner == -1 {
                    guard let w = writer else { continue }
                    if pfd.revents & Int16(POLLOUT) != 0 && inputOffset < input.count {
                        let n = input.withUnsafeBytes { raw in
                            write(w, raw.baseAddress! + inputOffset, min(65536, input.count - inputOffset))
                        }
                        if n > 0 { inputOffset += n } else if n < 0 && errno != EAGAIN && errno != EINTR { inputOffset = input.count }
                    } else if pfd.revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 {
                        inputOffset = input.count
                    }
                    if inputOffset >= input.count { close(w); writer = nil }
                    continue
                }
                guard let fd = open[owner] else { continue }
                let n = read(fd, &chunk, chunk.count)
                if n > 0 {
                    let room = spec.outputCap - total
                    if n > room {
                        if room > 0 { buffers[owner].append(contentsOf: chunk[0..<room]) }
                        total = spec.outputCap
                        capped = true
                        killGroup()
                        break loop
                    }
                    buffers[owner].append(contentsOf: chunk[0..<n])
                    total += n
                } else if n == 0 || (errno != EAGAIN && errno != EINTR) {
                    close(fd)
                    open[owner] = nil
                }
            }
        }

        for fd in open { if let fd { close(fd) } }
        if let w = writer { close(w) }
        if let p = processFD { close(p) }
        if !reaped {
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
            forgetLeader(pid)
        }
        if killed {
            // A group member may outlive the leader (limits-only runs); make sure.
            kill(-pid, SIGKILL)
            // Descendants orphaned to this process (when it is a subreaper).
            for other in killedTree.dropFirst() {
                var ignored: Int32 = 0
                _ = waitpid(other, &ignored, WNOHANG)
            }
        }
        let duration = monotonicSeconds() - start

        let termination: Termination
        if status & 0x7f == 0 {
            termination = .exited((status >> 8) & 0xff)
        } else {
            termination = .signaled(status & 0x7f)
        }
        return SpawnOutcome(
            termination: termination, stdout: buffers[0], stderr: buffers[1], channel: buffers[2],
            timedOut: timedOut, outputLimitExceeded: capped, duration: duration, killed: killed,
            cpuSecondsAtTimeout: cpuAtTimeout, starved: starved, processLimitReached: processLimitReached, waitedSeconds: clock.waited,
            cpuSeconds: Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        )
    }

    private typealias Syscall = @convention(c) (Int, Int, Int) -> Int
    private struct SyscallBox: @unchecked Sendable { let call: Syscall? }
    private static let syscallFunction = SyscallBox(call: dlsym(dlopen(nil, RTLD_NOW), "syscall").map { unsafeBitCast($0, to: Syscall.self) })

    /// pidfd_open(2) (Linux 5.3+): a descriptor that polls readable when the
    /// process exits. nil where unsupported.
    private static func openPidFD(_ pid: pid_t) -> Int32? {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
        guard let call = syscallFunction.call else { return nil }
        let fd = call(434, Int(pid), 0)   // SYS_pidfd_open
        guard fd >= 0 else { return nil }
        _ = fcntl(Int32(fd), F_SETFD, FD_CLOEXEC)
        return Int32(fd)
        #else
        return nil
        #endif
    }
}

/// The process's children, from every thread's /proc children list (Linux).
func childProcesses(of pid: pid_t) -> [pid_t] {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return [] }
    var pids: [pid_t] = []
    for task in tasks {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8) else { continue }
        pids += text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    return pids
}

/// SIGKILLs `root`, its process group and every descendant, even those that
/// moved to process groups of their own (the Swift driver puts each frontend
/// in its own group). The tree is frozen with SIGSTOP first so nothing can
/// fork past the sweep. Returns the pids it found, root first.
@discardableResult
func killTree(_ root: pid_t) -> [pid_t] {
    var all: [pid_t] = [root]
    var seen: Set<pid_t> = [root]
    kill(root, SIGSTOP)
    var frontier = [root]
    while let next = frontier.popLast() {
        for child in childProcesses(of: next) where !seen.contains(child) {
            seen.insert(child)
            kill(child, SIGSTOP)
            all.append(child)
            frontier.append(child)
        }
    }
    kill(-root, SIGKILL)
    for process in all { kill(process, SIGKILL) }
    return all
}
