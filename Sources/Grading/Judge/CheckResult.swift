import Sandbox
import Toolchain

/// The verdict on one answer to one exercise.
public struct CheckResult: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        /// Every case passed.
        case passed
        /// It compiled and ran, and some case did not pass.
        case failed
        /// It did not compile (with the chapter's code and the harness).
        case compileError
    }

    public let exercise: String
    public let answerPath: String
    public let status: Status
    public let compileFailure: CompileFailure?
    /// The visible case first, then the hidden cases in file order.
    public let cases: [CaseResult]
    public let isolation: Isolation
    /// Seconds spent compiling (0 when the program was cached) and running.
    public let compileSeconds: Double
    public let runSeconds: Double
    /// The seed of the generated cases (`--seed` makes the same ones again);
    /// nil when the exercise has no generator.
    public var seed: UInt64? = nil
    /// The exercise's numbered rules (its task text), by which a verdict
    /// groups the failing cases; nil when the chapter states none.
    public var rules: [RuleStatement]? = nil

    public var passed: Bool { status == .passed }
    public var passedCount: Int { cases.filter { $0.status == .passed }.count }
}

/// The outcome of one case.
public struct CaseResult: Sendable, Codable, Equatable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, crashed, timedOut, outputLimit, notRun
    }

    public let name: String
    /// False only for the chapter's visible case.
    public let hidden: Bool
    public let status: Status
    /// What went wrong, in a sentence or two (empty when passed).
    public let message: String
    /// What the case checks: its own `explain` (an instructor's case may
    /// have one), else the text of its rule, which is written once, in the
    /// chapter's rules block (the course's own cases have no `explain`).
    public var explain: String?
    /// Expected and actual, as shown to the learner (JSON or text).
    public let expected: String?
    public let actual: String?
    /// What the program printed while running this case (trimmed).
    public let output: String
    /// Where the case came from (`Solutions`, or an instructor's folder).
    public let origin: String
    /// The task-text rule the case checks (its `"rule"`, fixed or
    /// generated); nil for the chapter's output and a case naming none.
    public var rule: Int? = nil
    /// How the case's expected and actual values are spelled in Swift's
    /// terms (enum cases, structs, queries), for a verdict that shows them;
    /// nil for a passed case and where the exercise says nothing.
    public var spelling: SwiftSpelling? = nil
    /// Why the case ended so: set by the grader for every case it judges;
    /// nil only in a result made before grader version 6 kept it.
    public var ending: CaseEnding? = nil

    public var passed: Bool { status == .passed }

    /// The words of the grader's message for a run that started as many
    /// processes as it may (`CaseRunner`).
    static let processLimitWords = "started more processes than a run may have"

    /// How a hidden case ended, for a reader who may not see its input: a
    /// sentence fixed by its status and its ending, never the run's message,
    /// whose exit status, signal name and standard error the answer chooses
    /// and could choose from the case's input. `ending` is nil for a case
    /// stored before grader version 6 kept it: a crash is then told in
    /// words that fit every way a run ends early.
    public static func hiddenSentence(status: Status, ending: CaseEnding?) -> String {
        switch status {
        case .passed:
            return "passed"
        case .failed:
            return "This hidden case gave a different result than expected."
        case .crashed:
            switch ending {
            case .processLimit?:
                return "Your answer started more processes than a run may have in this hidden case (fork, posix_spawn or Process in a loop?); an answer needs no processes of its own."
            case .crashed?:
                return "Your answer crashed in this hidden case (a fatal error, a force unwrap of nil, an index out of range, endless recursion, or too much memory or CPU time)."
            case .exited?:
                return "Your answer ended the program early in this hidden case; an answer must not call exit()."
            default:
                return "Your answer crashed or ended the program early in this hidden case."
            }
        case .timedOut:
            return "Your answer ran out of time in this hidden case (an endless loop?)."
        case .outputLimit:
            return "Your answer went past the output limit in this hidden case: it printed too much, or returned a value far larger than its input."
        case .notRun:
            return "Not run: an earlier case crashed, ended the program, ran out of time, went past the output limit or started too many processes; fix that first."
        }
    }
}

extension CaseResult {
    /// A case's result whose status follows from why it ended.
    init(name: String, hidden: Bool, ending: CaseEnding, message: String, explain: String?, expected: String?, actual: String?, output: String, origin: String) {
        self.init(name: name, hidden: hidden, status: ending.status, message: message, explain: explain, expected: expected, actual: actual, output: output, origin: origin)
        self.ending = ending
    }
}

/// One numbered rule of an exercise's task text.
public struct RuleStatement: Sendable, Codable, Equatable {
    public let number: Int
    public let text: String

    public init(number: Int, text: String) {
        self.number = number
        self.text = text
    }
}
