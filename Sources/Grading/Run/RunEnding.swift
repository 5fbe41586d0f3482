import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Sandbox

/// Why a sandboxed run did not end as the driver ends it (its last line
/// written, exit status 0), decided from the sandbox's account of the run
/// alone: its limits, its signal, its exit status, and whether the driver's
/// last line came. Never from anything the program printed. This is where
/// a case's abnormal ending (``CaseEnding``) is chosen; ``CaseRunner``
/// words it.
enum RunEnding: Equatable, Sendable {
    /// The run held as many processes as it may.
    case processLimit
    /// Stopped at its time limit.
    case timedOut
    /// Stopped at the output cap.
    case outputLimit
    /// Killed by a signal (a fatal error, a memory fault, a limit the kernel
    /// enforces).
    case signaled(Int32, Signal)
    /// Exited before the driver's last line (an `exit()` in the answer).
    case exitedEarly(Int32)
    /// Exited with a status other than 0 after the driver's last line.
    case exitStatus(Int32)

    /// What a signal says of the program that met it.
    enum Signal: Equatable, Sendable {
        /// SIGSEGV, SIGBUS: a memory fault, often a stack overflow.
        case memoryFault
        /// SIGILL, SIGTRAP: a trap (Swift's fatal errors and overflow checks).
        case trap
        /// SIGKILL: the memory or process limit, or the grader stopping it.
        case killed
        /// SIGXCPU: its CPU time.
        case cpuTime
        /// SIGXFSZ: a file larger than allowed.
        case fileSize
        /// SIGABRT: an abort, often a failed allocation.
        case aborted
        case other

        init(_ signal: Int32) {
            switch signal {
            case SIGSEGV, SIGBUS: self = .memoryFault
            case SIGILL, SIGTRAP: self = .trap
            case SIGKILL: self = .killed
            case SIGXCPU: self = .cpuTime
            case SIGXFSZ: self = .fileSize
            case SIGABRT: self = .aborted
            default: self = .other
            }
        }
    }

    /// How a run ended, in the order the sandbox's account is read: a limit
    /// first (the grader stopped it), then the way the process ended. Nil
    /// when the run ended as the driver ends it.
    static func of(_ result: RunResult, driverDone: Bool) -> RunEnding? {
        if result.processLimitReached { return .processLimit }
        if result.timedOut { return .timedOut }
        if result.outputLimitExceeded { return .outputLimit }
        switch result.termination {
        case .exited(0) where driverDone: return nil
        case let .signaled(signal): return .signaled(signal, Signal(signal))
        case let .exited(code): return driverDone ? .exitStatus(code) : .exitedEarly(code)
        }
    }

    /// The case's ending.
    var caseEnding: CaseEnding {
        switch self {
        case .processLimit: .processLimit
        case .timedOut: .timedOut
        case .outputLimit: .outputLimit
        case .signaled: .crashed
        case .exitedEarly, .exitStatus: .exited
        }
    }
}
