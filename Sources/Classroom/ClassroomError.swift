import Foundation
import Grading

/// Problems that stop `workbook grade` or `workbook merge` before any report
/// is written. Each message says what is wrong, where, and what to do.
public enum ClassroomError: Error, Sendable, Equatable, CustomStringConvertible {
    case noSubmissions(path: String, reason: String)
    case badShard(String)
    case badCases(path: String, reason: String)
    /// An assignment file or one it names (roster, submission times,
    /// overrides) is wrong: nothing is graded.
    case badAssignment(path: String, line: Int?, reason: String)
    case badReport(path: String, reason: String)
    case mergeMismatch(String)
    case badOutput(path: String, reason: String)
    case unsandboxed(reason: String)
    /// The run was interrupted; graded answers are kept in the result store.
    case interrupted(graded: Int, total: Int)
    /// The host, not a submission, failed (e.g. the sandbox could not start
    /// a program): what went wrong, without a severity (the description
    /// states it).
    case hostFailure(String)

    public var description: String {
        switch self {
        case let .noSubmissions(path, reason):
            return "\(path): error: \(reason)"
        case let .badShard(text):
            return "error: --shard \(text) is not a valid shard: write it as INDEX/COUNT with 0 <= INDEX < COUNT (shards are numbered from 0), e.g. --shard 0/4"
        case let .badCases(path, reason):
            return "\(path): error: \(reason)"
        case let .badAssignment(path, line, reason):
            return "\(path)\(line.map { ":\($0)" } ?? ""): error: \(reason)\nNothing was graded; fix the file and run the same command again."
        case let .badReport(path, reason):
            return "\(path): error: \(reason)"
        case let .mergeMismatch(message):
            return "error: cannot merge: \(message)"
        case let .badOutput(path, reason):
            return "\(path): error: \(reason)"
        case let .unsandboxed(reason):
            return "error: no sandbox here (\(reason)), so a hostile submission could read other students' answers or the grader's files. Install bubblewrap (apt-get install bubblewrap) and run again, or pass --allow-unsandboxed to grade with resource limits only."
        case let .interrupted(graded, total):
            return "interrupted: \(graded) of \(total) answers graded and kept; no report was written. Run the same command again to resume where it stopped."
        case let .hostFailure(message):
            return "error: grading stopped by a problem of this machine, not of a submission: \(message)\nAnswers graded so far are kept; fix the problem and run the same command again to resume."
        }
    }

    /// What a host failure says of the check's `error`: its message, or
    /// the whole of it when it names a file.
    static func hostFailureMessage(_ error: GradingError) -> String {
        switch error {
        case .unreadableAnswer, .invalidCases: error.description
        default: error.message
        }
    }
}
