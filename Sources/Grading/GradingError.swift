/// Problems that stop a check before any verdict: the learner's or the
/// instructor's input is unusable, or the grader is not set up.
public enum GradingError: Error, Sendable, Equatable, CustomStringConvertible {
    case unknownExercise(String, known: [String], suggestion: String?)
    case missingAnswer(path: String)
    case unreadableAnswer(path: String, reason: String)
    case invalidCases(path: String, reason: String)
    case setup(String)

    public var description: String {
        switch self {
        case let .unknownExercise(id, known, suggestion):
            var text = "error: no exercise '\(id)'"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            return text + "\nThe exercises are: \(known.joined(separator: ", ")). Run './workbook list' to see them."
        case let .missingAnswer(path):
            return "error: no answer at \(path); check the path, or leave out --answer to use your file in Exercises/"
        case let .unreadableAnswer(path, reason):
            return "\(path): error: \(reason)"
        case let .invalidCases(path, reason):
            return "\(path): error: invalid cases: \(reason)"
        case let .setup(message):
            return "error: \(message)"
        }
    }
}
