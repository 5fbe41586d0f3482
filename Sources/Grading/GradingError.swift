/// Problems that stop a check before any verdict: the learner's or the
/// instructor's input is unusable, or the grader is not set up.
public enum GradingError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownExercise(String, known: [String], suggestion: String?)
    case missingAnswer(path: String)
    case unreadableAnswer(path: String, reason: String)
    case invalidCases(path: String, reason: String)
    case setup(String)
    /// The machine was too busy for a verdict: a compile or a run of the
    /// answer was stopped at its backstop before it had its time. Nothing
    /// is judged or kept; checking again later gives the verdict.
    case machineBusy(String)
    /// The machine could not start a process for the check (EAGAIN: it ran
    /// out of processes; ENOMEM): the grader's failure, never the answer's.
    /// Nothing is judged or kept.
    case outOfProcesses(String)

    public var description: String {
        switch self {
        case let .unreadableAnswer(path, _), let .invalidCases(path, _):
            return "\(path): error: \(message)"
        default:
            return "error: \(message)"
        }
    }

    /// What went wrong and what to do, without the place and severity
    /// `description` leads with (for a message that states its own).
    public var message: String {
        switch self {
        case let .unknownExercise(id, known, suggestion):
            var text = "no exercise '\(id)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            return text + "\nThe exercises are: \(known.joined(separator: ", ")). Run './workbook list' to see them."
        case let .missingAnswer(path):
            return "no answer at \(path); check the path, or leave out --answer to use your file in Exercises/"
        case let .unreadableAnswer(_, reason):
            return reason
        case let .invalidCases(_, reason):
            return "invalid cases: \(reason)"
        case let .setup(message):
            return message
        case let .machineBusy(what):
            return "this machine is too busy to check the answer: \(what). A busy machine must not change a verdict, so none was given; check again when it is quieter (fewer programs running)."
        case let .outOfProcesses(what):
            return "the answer could not be checked: \(what) This is no fault of the answer: no verdict was given and nothing was kept; check again when fewer programs run (a class run resumes with the same command)."
        }
    }
}
