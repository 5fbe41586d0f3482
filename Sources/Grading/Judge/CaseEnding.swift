/// Why a case ended as it did: decided where the grader saw it happen (the
/// driver's report, the sandbox's account of the run), stored with the
/// case's result (grades.json's `ending`), and read wherever a case's end is
/// told apart (a hidden case's sentence, the class's counts), so that no
/// decision reads a message's wording.
public enum CaseEnding: String, Sendable, Codable, CaseIterable {
    /// The case passed.
    case passed
    /// The answer returned a result other than the expected one.
    case wrongResult
    /// The answer threw where a result was expected.
    case threw
    /// The answer returned a result where an error was expected.
    case didNotThrow
    /// The answer threw another error than the expected one.
    case wrongError
    /// The chapter's program printed something other than the chapter shows.
    case wrongOutput
    /// The program was killed by a signal: a fatal error, a memory fault,
    /// too much memory or CPU time.
    case crashed
    /// The program exited before the grader's driver ended it (an `exit()`
    /// in the answer, or a status other than 0 at the end).
    case exited
    /// Stopped at the time limit.
    case timedOut
    /// Stopped at the output cap.
    case outputLimit
    /// The run held as many processes as a run may have.
    case processLimit
    /// The run's result channel held lines the grader's driver would not
    /// write, so none of its results counts.
    case voided
    /// Not run: an earlier case ended the run (or the chapter's program
    /// filled it with processes) in a way that would end the next one too.
    case notRun

    /// The status a case with this ending has.
    public var status: CaseResult.Status {
        switch self {
        case .passed: .passed
        case .wrongResult, .threw, .didNotThrow, .wrongError, .wrongOutput, .voided: .failed
        case .crashed, .exited, .processLimit: .crashed
        case .timedOut: .timedOut
        case .outputLimit: .outputLimit
        case .notRun: .notRun
        }
    }
}
