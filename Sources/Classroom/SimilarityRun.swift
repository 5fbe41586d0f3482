import Foundation
import Sandbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `workbook grade --similarity`'s run of `workbook-similarity` on the
/// answers as they were graded (`GradedAnswers`): a separate process with
/// limits on its memory (address space), CPU and own time, so that no class
/// of answers (an answer whose helpers inline into each other, a file nested
/// ten thousand deep) can take the machine or stall the run. The report
/// program bounds each answer itself (one student's answer that reaches a
/// bound is noted and left out, `AnswerReader`); these limits are the
/// backstop. A crash or a limit is a sentence for the instructor, and the
/// grades, written before, stay written.
public struct SimilarityRun: Sendable {
    public var executable: URL
    public var arguments: [String]
    public var limits: HostLimits
    /// Its own time (the wall clock less what a busy machine kept from it).
    public var timeoutSeconds: Double

    public init(executable: URL, arguments: [String], answers: Int) {
        self.executable = executable
        self.arguments = arguments
        let limits = Self.limits(answers: answers)
        self.limits = limits.host
        timeoutSeconds = limits.seconds
    }

    /// The limits for a class of `answers` answers (all exercises): 4 GiB of
    /// address space (the report program reserves 512 MiB of stack per
    /// worker thread, `LargeStack`, and holds every answer's fingerprints;
    /// 200 students × 3 exercises use well under a gigabyte), and five
    /// minutes plus half a second per answer of its own time (a class of
    /// 600 answers takes well under a minute), twice that in CPU time (it
    /// reads answers on every core).
    public static func limits(answers: Int) -> (host: HostLimits, seconds: Double) {
        let seconds = 300 + 0.5 * Double(answers)
        return (HostLimits(memoryBytes: 4 << 30, cpuSeconds: UInt64(2 * seconds)), seconds)
    }

    public enum Outcome: Sendable, Equatable {
        /// The report was written; what the program printed.
        case written(output: String)
        /// It was not: why, in the instructor's words, and what it printed.
        case failed(reason: String, output: String)
    }

    public func run() -> Outcome {
        guard let (program, argv) = limits.wrap(executable.path, arguments) else {
            return .failed(reason: "neither prlimit nor a shell was found to start \(executable.lastPathComponent) under its memory and time limits; install util-linux (prlimit)", output: "")
        }
        let result: HostCommandResult
        do {
            result = try HostProcess.run(HostCommand(executable: program, arguments: argv, timeoutSeconds: timeoutSeconds, outputBytes: 16 << 20))
        } catch {
            return .failed(reason: "\(executable.lastPathComponent) could not be started (\(error)); run 'swift build --product workbook-similarity' and try again", output: "")
        }
        let output = String(decoding: result.standardOutput, as: UTF8.self) + String(decoding: result.standardError, as: UTF8.self)
        if result.timedOut {
            let why = result.starved ? "the machine was too busy to give it its time" : "it took more than \(Int(timeoutSeconds)) s of its own time, its limit for this class"
            return .failed(reason: "\(executable.lastPathComponent) was stopped: \(why)", output: output)
        }
        if result.outputLimitExceeded {
            return .failed(reason: "\(executable.lastPathComponent) was stopped: it printed more than 16 MiB", output: output)
        }
        switch result.termination {
        case .exited(0):
            return .written(output: output)
        case let .exited(code):
            return .failed(reason: "\(executable.lastPathComponent) exited with status \(code) (its message is above)", output: output)
        case let .signaled(signal):
            let limit: String
            let outOfCPU = signal == SIGXCPU || (signal == SIGKILL && result.cpuSeconds >= Double(limits.cpuSeconds) - 1)
            switch signal {
            case _ where outOfCPU:
                limit = "; it reached its CPU limit of \(limits.cpuSeconds) s"
            case SIGABRT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS:
                limit = "; it may have reached its memory limit of \(limits.memoryBytes >> 30) GiB (address space), or met a bug: the message above says which"
            default:
                limit = ""
            }
            return .failed(reason: "\(executable.lastPathComponent) stopped with \(Termination.signalName(signal))\(limit)", output: output)
        }
    }
}
