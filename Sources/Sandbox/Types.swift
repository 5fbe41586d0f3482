import Foundation

/// Resource limits applied to one sandboxed run.
public struct Limits: Sendable, Codable, Equatable {
    /// Killed (SIGKILL to the whole process group) once the run has had
    /// this many seconds of its own time: the wall clock less the time it
    /// waited for a CPU while ready to run, so a busy machine delays the
    /// verdict but does not change it. A run that sleeps or waits is
    /// stopped after this many seconds by the clock; one that computes once
    /// it has had this much CPU time (or this many seconds of every CPU it
    /// may use). At twenty times this by the clock it is stopped regardless,
    /// and a run that had not had its time by then is `starved` (see
    /// `RunClock`).
    public var wallClockSeconds: Double = 10
    /// The backstop of every time limit (this one, `HostCommand`'s timeout,
    /// the compile budget), as a multiple of it: the same verdict as on a
    /// quiet machine while a run gets at least a twentieth of a CPU (about
    /// twenty runnable threads per core; the 2-core development machine
    /// with six parallel builds ran at a load average of 17-19, a tenth);
    /// below that, no verdict, and no run holds its slot longer than twenty
    /// times its limit.
    public static let backstopFactor = 20.0
    /// RLIMIT_CPU: the kernel sends SIGXCPU past it (set one second above
    /// this when it is not below `wallClockSeconds`, so that the time limit
    /// stops a program with one thread at work, as on a quiet machine: see
    /// `ResourceLimit.cpuSeconds(for:)`).
    public var cpuSeconds: Int = 10
    /// RLIMIT_AS: address space per process; and, where a memory cgroup
    /// per slot is available (`SlotCgroup`), the memory of the whole run:
    /// every process, memfd, tmpfs page and shared memory segment together.
    public var memoryBytes: UInt64 = 1 << 30
    /// The processes (threads included) a run may have at once: RLIMIT_NPROC
    /// of the slot's uid as root, or set inside the sandbox's user namespace
    /// as a normal user; and a run whose process tree holds this many when
    /// the grader samples it is stopped (`RunResult.processLimitReached`).
    public var processes: Int = 64
    /// stdout + stderr + channel together; past it the run is killed and `outputLimitExceeded` is set.
    public var outputBytes: Int = 1 << 20
    /// RLIMIT_FSIZE: largest file the program may write.
    public var fileSizeBytes: UInt64 = 16 << 20
    /// RLIMIT_NOFILE.
    public var openFiles: Int = 256
    /// Size of the private /tmp.
    public var tmpfsBytes: UInt64 = 64 << 20
    /// CPUs the whole run may use at once (cgroup `cpu.max`, see `SlotCgroup`).
    public var runCPUs: Double = 1

    public init() {}
}

/// How a process ended.
public enum Termination: Sendable, Equatable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    public var description: String {
        switch self {
        case .exited(let code): return "exited with status \(code)"
        case .signaled(let signal): return "killed by signal \(signal) (\(Termination.signalName(signal)))"
        }
    }

    /// `SIGILL`, `SIGSEGV`, … for the signals a crashing or limited program meets.
    public static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGHUP: return "SIGHUP"
        case SIGINT: return "SIGINT"
        case SIGQUIT: return "SIGQUIT"
        case SIGILL: return "SIGILL"
        case SIGTRAP: return "SIGTRAP"
        case SIGABRT: return "SIGABRT"
        case SIGBUS: return "SIGBUS"
        case SIGFPE: return "SIGFPE"
        case SIGKILL: return "SIGKILL"
        case SIGSEGV: return "SIGSEGV"
        case SIGPIPE: return "SIGPIPE"
        case SIGALRM: return "SIGALRM"
        case SIGTERM: return "SIGTERM"
        case SIGXCPU: return "SIGXCPU"
        case SIGXFSZ: return "SIGXFSZ"
        default: return "signal \(signal)"
        }
    }
}

/// Whether a run was isolated by bubblewrap or only limited.
public enum Isolation: String, Sendable, Codable {
    case sandboxed
    case limitsOnly
}

/// One program to run in the sandbox.
public struct RunRequest: Sendable {
    /// Absolute path of the program.
    public var executable: String
    public var arguments: [String]
    public var standardInput: Data
    /// Extra host paths made visible read-only at the same path (the program's
    /// directory, fixture directories, a shared library directory, …). The
    /// executable itself is always made visible, even if no entry covers it.
    public var readOnlyPaths: [String]
    /// The only environment the program sees (plus `SWIFT_BACKTRACE=enable=no`
    /// unless this sets `SWIFT_BACKTRACE` itself).
    public var environment: [String: String]
    public var limits: Limits
    /// 0..<jobs. Parallel runs must use distinct slots: each slot runs as its
    /// own unprivileged uid (`Sandbox.uid(forSlot:)`).
    public var slot: Int

    public init(
        executable: String,
        arguments: [String] = [],
        standardInput: Data = Data(),
        readOnlyPaths: [String] = [],
        environment: [String: String] = [:],
        limits: Limits = Limits(),
        slot: Int = 0
    ) {
        self.executable = executable
        self.arguments = arguments
        self.standardInput = standardInput
        self.readOnlyPaths = readOnlyPaths
        self.environment = environment
        self.limits = limits
        self.slot = slot
    }
}

/// What a sandboxed run did.
public struct RunResult: Sendable {
    /// For a sandboxed run that was killed by a signal inside the sandbox,
    /// this is `.signaled`; bubblewrap reports such deaths as status 128+n,
    /// so a program that itself calls `exit(129...192)` is also read as a
    /// signal. A run stopped for time or output is `.signaled(SIGKILL)`.
    public var termination: Termination
    public var standardOutput: Data
    public var standardError: Data
    /// Everything the program wrote to file descriptor 3.
    public var channel: Data
    public var timedOut: Bool
    public var outputLimitExceeded: Bool
    /// Wall-clock seconds from spawn to reaping.
    public var duration: Double
    public var isolation: Isolation
    /// The kernel killed a process of the run for going past the run's
    /// memory (only known where a memory cgroup holds the run).
    public var memoryLimitExceeded = false
    /// Stopped because its processes (threads included) reached
    /// `Limits.processes`, counted in the run's process tree at each sample
    /// (every quarter second, see `RunClock`): a fork bomb is stopped there,
    /// not left to spin against the limit until its time runs out.
    public var processLimitReached = false
    /// Stopped at the backstop (twenty times `Limits.wallClockSeconds` by the
    /// clock) before it had its time: the machine was too busy to run it,
    /// which is no verdict on the program. `timedOut` is set too.
    public var starved = false
    /// Seconds the run was held back waiting for a CPU (not counted against
    /// its time limit).
    public var waitedSeconds: Double = 0

    public init(
        termination: Termination, standardOutput: Data, standardError: Data, channel: Data,
        timedOut: Bool, outputLimitExceeded: Bool, duration: Double, isolation: Isolation
    ) {
        self.termination = termination
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.channel = channel
        self.timedOut = timedOut
        self.outputLimitExceeded = outputLimitExceeded
        self.duration = duration
        self.isolation = isolation
    }

    /// True when the program ran to its own end with status 0 (no limit hit).
    public var succeeded: Bool {
        termination == .exited(0) && !timedOut && !outputLimitExceeded
    }
}

/// Failures of the sandbox itself (never of the program it runs).
public enum SandboxError: Error, CustomStringConvertible, Sendable {
    case spawnFailed(executable: String, errno: Int32)
    case systemCallFailed(call: String, errno: Int32)
    case pathNotFound(String)
    case notReachable(path: String, uid: UInt32, blocker: String, mode: String)
    case invalidRequest(String)

    public var description: String {
        switch self {
        case let .spawnFailed(executable, code) where code == EAGAIN:
            return "Sandbox: could not start \(executable): this machine has run out of processes (EAGAIN, \(String(cString: strerror(code)))): too many programs are running here at once. Wait until fewer run, or run fewer at once (a lower --jobs)."
        case let .spawnFailed(executable, code) where code == ENOMEM:
            return "Sandbox: could not start \(executable): this machine has no memory left for another process (ENOMEM, \(String(cString: strerror(code)))). Wait until fewer programs run, or run fewer at once (a lower --jobs)."
        case let .spawnFailed(executable, code):
            return "Sandbox: could not start \(executable): \(String(cString: strerror(code))). Check that the file exists and is executable."
        case let .systemCallFailed(call, code):
            return "Sandbox: \(call) failed: \(String(cString: strerror(code))). This is a problem of the host, not of the program; retry, or check open-file and process limits of the grader."
        case let .pathNotFound(path):
            return "Sandbox: \(path) does not exist, so it cannot be shown to the program. Build it first or drop it from readOnlyPaths."
        case let .notReachable(path, uid, blocker, mode):
            return "Sandbox: \(path) cannot be reached by the sandbox user (uid \(uid)): \(blocker) has mode \(mode). Make it readable and searchable by others (chmod o+rx \(blocker)), e.g. build into a directory created with mode 0755 rather than a private temporary directory."
        case let .invalidRequest(message):
            return "Sandbox: \(message)"
        }
    }

    /// The machine could not start another process (EAGAIN: out of
    /// processes or threads; ENOMEM): no fault of the program being run or
    /// of the answer it checks. Whoever asked gives no verdict, keeps
    /// nothing, and says so.
    public var isOutOfProcesses: Bool {
        if case let .spawnFailed(_, code) = self { return code == EAGAIN || code == ENOMEM }
        return false
    }
}
