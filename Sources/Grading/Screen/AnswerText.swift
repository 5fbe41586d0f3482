import Foundation

/// The rules every answer's text meets before anything reads it, wherever
/// it comes from (a learner's file for `workbook check`, a class's folder
/// for `workbook grade`, a request's body for `workbook serve`): at most
/// `maximumBytes`, UTF-8, no NUL byte, not blank. Each reader words a
/// `Problem` for where the text came from.
public enum AnswerText {
    /// The largest answer read: every reader of the text is linear, and
    /// this keeps it quick.
    public static let maximumBytes = 512 * 1024

    /// Why bytes are not an answer's text.
    public enum Problem: Error, Sendable, Equatable {
        /// More than `maximumBytes` (how many bytes there are).
        case tooLarge(bytes: Int)
        case notUTF8
        case nulBytes
        /// Nothing but white space.
        case empty
    }

    /// The problem of an answer of `bytes` bytes, before it is read: nil
    /// when it is not too large.
    public static func sizeProblem(bytes: Int) -> Problem? {
        bytes > maximumBytes ? .tooLarge(bytes: bytes) : nil
    }

    /// `data` as an answer's text, or its first problem (size, encoding,
    /// NUL bytes, blank, in that order).
    public static func validate(_ data: Data) throws(Problem) -> String {
        if let problem = sizeProblem(bytes: data.count) { throw problem }
        guard let text = String(validating: data, as: UTF8.self) else { throw .notUTF8 }
        if text.utf8.contains(0) { throw .nulBytes }
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { throw .empty }
        return text
    }
}

extension AnswerText.Problem {
    /// How `workbook check` (and a class's grading) says it of the answer
    /// file shown as `path`, for the exercise `exercise`.
    public func unreadableAnswer(path: String, exercise: String) -> GradingError {
        let reason = switch self {
        case let .tooLarge(bytes):
            "the file is \(bytes / 1024) KiB, more than an answer can be (\(AnswerText.maximumBytes / 1024) KiB at most); keep only the code the exercise asks for"
        case .notUTF8:
            "the file is not UTF-8 text; save it as UTF-8 Swift source"
        case .nulBytes:
            "the file holds NUL bytes, so it is not Swift source"
        case .empty:
            "the file is empty; write your answer there (run './workbook reset \(exercise)' to get the starter code back)"
        }
        return .unreadableAnswer(path: path, reason: reason)
    }
}
