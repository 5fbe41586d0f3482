import Foundation
import Grading

/// The full result of grading a class: what `--format json` writes, what
/// `workbook merge` reads back, and what every other report is rendered
/// from. The shape is documented in docs/GRADING-REPORTS.md; keys are
/// written in snake case.
public struct ClassReport: Codable, Sendable, Equatable {
    /// Always "codable-workbook-grades".
    public var format: String
    /// The report's shape version (bumped on incompatible changes).
    public var version: Int
    /// `GraderSetup.graderVersion` of the grader that produced it.
    public var graderVersion: String
    /// "sandboxed", or "limitsOnly" when the run was allowed without a sandbox.
    public var isolation: String
    /// The slice this report covers; nil for a whole class (or a merge).
    public var shard: ShardInfo?
    /// The graded exercises, in course order: the columns of every report.
    public var exercises: [ExerciseColumn]
    /// The sum of the exercises' points.
    public var maxScore: Double
    /// Top-level entries of the submissions folder that are not student folders.
    public var strayFiles: [SkippedFile]
    /// Students in name order (folder names); roster students without a
    /// folder are listed too, as "no submission".
    public var students: [StudentReport]
    /// The assignment graded (`--assignment FILE.toml`); nil without one.
    public var assignment: AssignmentRecord?
    /// Without an assignment, which of the course's exercises are the
    /// columns, and why (`ExerciseSelection`); nil with an assignment (its
    /// own exercises are the columns).
    public var exerciseSelection: ExerciseSelection?
    /// Where the students' generated-case seeds came from: "secret" (a
    /// secret kept in the instructor's private state) or "course_seed" (a
    /// `--course-seed` given on the command line).
    public var seeds: String?
    /// Things the instructor should look at that are no student's fault or
    /// belong to no one student: roster rows without an LMS id, lateness
    /// that could not be known. One sentence each, with its severity
    /// (a version 3 report's plain strings are read too).
    public var warnings: [GradingWarning]

    public static let formatName = "codable-workbook-grades"
    /// Version 3 scores by rule: exercises have `parts`, cases no points.
    /// Version 4 stores each warning with its severity (`GradingWarning`).
    public static let currentVersion = 4
    /// The versions `load` reads: a gradebook may hold an assignment graded
    /// before the change (its cases keep their old `score` fields, unread).
    public static let readableVersions = 2...4
    /// The versions `merge` combines: those that score as this one does.
    public static let mergeableVersions = 3...4

    public init(graderVersion: String, isolation: String, shard: ShardInfo?, exercises: [ExerciseColumn],
                strayFiles: [SkippedFile], students: [StudentReport], assignment: AssignmentRecord? = nil,
                seeds: String? = nil, warnings: [GradingWarning] = []) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.graderVersion = graderVersion
        self.isolation = isolation
        self.shard = shard
        self.exercises = exercises
        self.maxScore = assignment?.points ?? Score.round(exercises.map(\.maxScore).reduce(0, +))
        self.strayFiles = strayFiles
        self.students = students
        self.assignment = assignment
        self.seeds = seeds
        self.warnings = warnings
    }

    /// How the exercises of a run without an assignment were chosen.
    public struct ExerciseSelection: Codable, Sendable, Equatable {
        public enum Kind: String, Codable, Sendable {
            /// The exercises at least one student of the class handed in a
            /// file for (one that can be graded or not), in course order:
            /// an exercise nobody handed in is not a column of 0s.
            case handedIn = "handed_in"
            /// Every exercise of the course: a single submission (Gradescope's
            /// one student), whose unanswered exercises are its missing ones.
            case singleSubmission = "single_submission"
            /// Every exercise of the course: no student handed in any answer.
            case noneHandedIn = "none_handed_in"
        }

        public var kind: Kind
        /// How many exercises the course has.
        public var courseExercises: Int

        public init(kind: Kind, courseExercises: Int) {
            self.kind = kind
            self.courseExercises = courseExercises
        }
    }

    public struct ShardInfo: Codable, Sendable, Equatable {
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    public struct ExerciseColumn: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        public var maxScore: Double
        /// Cases an answer is checked on: the chapter's output plus the hidden cases.
        public var caseCount: Int
        /// How `maxScore` is split: one part per rule of the task text, then
        /// the chapter's output, then the cases that name no rule (when
        /// there are such parts), each with its weight and exact share.
        /// Empty in a version 2 report.
        public var parts: [ScorePart] = []

        public init(id: String, title: String, maxScore: Double, caseCount: Int, parts: [ScorePart] = []) {
            self.id = id
            self.title = title
            self.maxScore = maxScore
            self.caseCount = caseCount
            self.parts = parts
        }

        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(String.self, forKey: .id)
            title = try container.decode(String.self, forKey: .title)
            maxScore = try container.decode(Double.self, forKey: .maxScore)
            caseCount = try container.decode(Int.self, forKey: .caseCount)
            parts = try container.decodeIfPresent([ScorePart].self, forKey: .parts) ?? []
        }
    }
}

/// One part of an exercise's points (docs/GRADING-REPORTS.md, Scores): a
/// rule of the task text, the chapter's output, or the cases that name no
/// rule. A part is earned whole or not at all.
public struct ScorePart: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// A numbered rule of the task text: earned when all its cases pass.
        case rule
        /// The chapter's visible output: earned when it is printed as the
        /// chapter shows it, or when another part is not met while some are
        /// (the bug is then taken off once, under that part).
        case chapterOutput = "chapter_output"
        /// Hidden cases naming no rule (an instructor's own, from --cases).
        case noRule = "no_rule"
    }

    public var kind: Kind
    /// The rule's number, for `rule`.
    public var rule: Int?
    public var weight: Double
    /// The part's share of the exercise's points, exact to the cent (largest
    /// remainder over the parts, by weight).
    public var maxScore: Double
    /// True for a guard rule (cases.json `"guards"`): it asks only for a
    /// refusal or for leaving something as it is, and is credited only
    /// together with a rule that accepts (``RuleCredit``). Absent otherwise.
    public var withAcceptance: Bool? = nil

    public init(kind: Kind, rule: Int?, weight: Double, maxScore: Double, withAcceptance: Bool? = nil) {
        self.kind = kind
        self.rule = rule
        self.weight = weight
        self.maxScore = maxScore
        self.withAcceptance = withAcceptance
    }

    /// "Rule 6", "The chapter's output", "Cases that name no rule".
    public var title: String {
        switch kind {
        case .rule: "Rule \(rule ?? 0)"
        case .chapterOutput: "The chapter's output"
        case .noRule: "Cases that name no rule"
        }
    }
}

/// How an answer did on one part of an exercise.
public struct PartReport: Codable, Sendable, Equatable {
    public var kind: ScorePart.Kind
    public var rule: Int?
    /// The rule's sentence, from the chapter (nil for the other kinds).
    public var text: String?
    /// True when the part is earned.
    public var met: Bool
    public var score: Double
    public var maxScore: Double
    /// The names of the part's cases, in run order.
    public var cases: [String]
    /// Of them, those that did not pass.
    public var failedCases: [String]

    public init(kind: ScorePart.Kind, rule: Int?, text: String?, met: Bool, score: Double, maxScore: Double, cases: [String], failedCases: [String]) {
        self.kind = kind
        self.rule = rule
        self.text = text
        self.met = met
        self.score = score
        self.maxScore = maxScore
        self.cases = cases
        self.failedCases = failedCases
    }

    public var title: String { ScorePart(kind: kind, rule: rule, weight: 0, maxScore: maxScore).title }

    /// "Rule 6 not met: −1.25", "Rule 2 met: 1.25 of 1.25"; the chapter's
    /// output says when it differs but is not taken off (`ScorePart.Kind`).
    public var line: String {
        if met, kind == .chapterOutput, !failedCases.isEmpty {
            return "\(title) differs, not taken off again (a rule not met is the likely cause): \(Score.text(score)) of \(Score.text(maxScore))"
        }
        if met { return "\(title) met: \(Score.text(score)) of \(Score.text(maxScore))" }
        if failedCases.isEmpty {
            // Its cases passed: nothing for nothing (RuleCredit).
            return "\(title) not credited: −\(Score.text(maxScore)) (it counts only together with a rule that accepts something, and none is met)"
        }
        let why = kind == .chapterOutput ? "not as the chapter shows" : "not met"
        return "\(title) \(why): −\(Score.text(maxScore))"
    }
}

/// A file or folder that was not graded, and why.
public struct SkippedFile: Codable, Sendable, Equatable {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }
}

public struct StudentReport: Codable, Sendable, Equatable {
    /// The student's folder name, exactly (for a roster student with no
    /// folder, the roster's `folder`).
    public var name: String
    /// The final score: graded points, less the late penalty, with the
    /// overrides applied last; never below 0.
    public var score: Double
    public var maxScore: Double
    /// One entry per exercise, in course (or assignment) order.
    public var exercises: [ExerciseReport]
    /// Files in the student's folder that are not answers (unknown names, other files).
    public var ignoredFiles: [SkippedFile]
    /// The student's roster row; nil without a roster or for a folder not on it.
    public var roster: RosterEntry? = nil
    /// "roster" (on the roster), "unknown" (a folder not on the roster:
    /// graded, kept out of the LMS export) or nil when there is no roster.
    public var enrollment: Enrollment? = nil
    /// False for a roster student with no folder ("no submission").
    public var submitted: Bool = true
    /// The sum of the exercises' graded points, before the late penalty and
    /// the overrides (exact to the cent).
    public var gradedScore: Double? = nil
    /// The due date this student had (an extension's when given), ISO 8601 with offset.
    public var due: String? = nil
    /// True when `due` comes from the assignment's `[extensions]`.
    public var extended: Bool = false
    /// When the work was handed in and how that is known.
    public var submission: SubmissionRecord? = nil
    /// The late penalty; nil when on time or when no assignment was given.
    public var late: LatePenalty? = nil
    /// The instructor's overrides, in file order, applied last.
    public var overrides: [OverrideRecord] = []
    /// The seed of this student's generated cases (instructor-facing only:
    /// student-facing reports never show it).
    public var seed: UInt64? = nil

    public enum Enrollment: String, Codable, Sendable {
        case roster, unknown
    }

    public init(name: String, score: Double, maxScore: Double, exercises: [ExerciseReport], ignoredFiles: [SkippedFile]) {
        self.name = name
        self.score = score
        self.maxScore = maxScore
        self.exercises = exercises
        self.ignoredFiles = ignoredFiles
    }
}

public struct ExerciseReport: Codable, Sendable, Equatable {
    /// The three-way verdict of version 1: pass, fail, missing.
    public enum Status: String, Codable, Sendable {
        case pass, fail, missing
    }

    /// Why, in more detail than `status` (version 1's field; see `outcome`).
    public enum Detail: String, Codable, Sendable {
        /// Every case passed.
        case passed
        /// Compiled and ran; some cases did not pass.
        case failed
        /// Did not compile with the chapter's code.
        case compileError = "compile_error"
        /// The file could not be graded: empty, binary, not UTF-8, a link
        /// leaving the student's folder, a folder, too large.
        case unusable
        /// No file.
        case missing
    }

    /// How the exercise ended, one of seven kinds.
    public enum Outcome: String, Codable, Sendable, CaseIterable {
        /// Every case passed.
        case passed
        /// Some cases passed, not all.
        case partial
        /// It ran, no case passed, and at least one gave a different result.
        case wrong
        /// Did not compile with the chapter's code.
        case compileError = "compile_error"
        /// It ran, no case passed, and every case crashed, ran out of time,
        /// printed too much or was not run after one that did.
        case crashedOrTimedOut = "crashed_or_timed_out"
        /// The file could not be graded (empty, binary, a link out, too large).
        case unusable
        /// No file.
        case missing
    }

    public var exercise: String
    public var status: Status
    public var detail: Detail
    public var outcome: Outcome
    /// Points earned: the sum of the earned parts' shares, or the override's points.
    public var score: Double
    public var maxScore: Double
    /// For `unusable`, `missing` and `compile_error`: a sentence for the instructor and the student.
    public var reason: String?
    /// Where the answer was found, relative to the student's folder.
    public var file: String?
    public var passedTests: Int
    public var totalTests: Int
    /// True when the result came from the result store (an unchanged
    /// answer). Not written to grades.json: a re-run's reports are
    /// byte-identical to the first run's; the progress log says what was reused.
    public var reused: Bool
    /// The compiler's errors, for `compile_error`.
    public var compileErrors: [CompileErrorLine]?
    /// One entry per case (the chapter's output first); empty unless it ran.
    public var tests: [TestReport]
    /// The points by part (rules, the chapter's output): what `score` is the
    /// sum of; empty unless it ran (and in a version 2 report).
    public var parts: [PartReport] = []
    /// The graded points when an override replaced them.
    public var gradedScore: Double? = nil
    /// The override that set `score`, when there is one.
    public var override: OverrideRecord? = nil

    enum CodingKeys: String, CodingKey {
        case exercise, status, detail, outcome, score, maxScore, reason, file, passedTests, totalTests, compileErrors, tests, parts, gradedScore, override
    }

    public init(exercise: String, status: Status, detail: Detail, outcome: Outcome, score: Double, maxScore: Double, reason: String?,
                file: String?, passedTests: Int, totalTests: Int, reused: Bool, compileErrors: [CompileErrorLine]?, tests: [TestReport]) {
        self.exercise = exercise
        self.status = status
        self.detail = detail
        self.outcome = outcome
        self.score = score
        self.maxScore = maxScore
        self.reason = reason
        self.file = file
        self.passedTests = passedTests
        self.totalTests = totalTests
        self.reused = reused
        self.compileErrors = compileErrors
        self.tests = tests
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decode(String.self, forKey: .exercise)
        status = try container.decode(Status.self, forKey: .status)
        detail = try container.decode(Detail.self, forKey: .detail)
        outcome = try container.decode(Outcome.self, forKey: .outcome)
        score = try container.decode(Double.self, forKey: .score)
        maxScore = try container.decode(Double.self, forKey: .maxScore)
        reason = try container.decodeIfPresent(String.self, forKey: .reason)
        file = try container.decodeIfPresent(String.self, forKey: .file)
        passedTests = try container.decode(Int.self, forKey: .passedTests)
        totalTests = try container.decode(Int.self, forKey: .totalTests)
        reused = false
        compileErrors = try container.decodeIfPresent([CompileErrorLine].self, forKey: .compileErrors)
        tests = try container.decode([TestReport].self, forKey: .tests)
        parts = try container.decodeIfPresent([PartReport].self, forKey: .parts) ?? []
        gradedScore = try container.decodeIfPresent(Double.self, forKey: .gradedScore)
        override = try container.decodeIfPresent(OverrideRecord.self, forKey: .override)
    }
}

public struct CompileErrorLine: Codable, Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
}

/// One case, with everything the instructor may see. A case carries no
/// points of its own (since version 3): its rule's part does. Student-facing
/// renderers (feedback, Gradescope) leave out a hidden case's input,
/// expected and actual values and its output.
public struct TestReport: Codable, Sendable, Equatable {
    public var name: String
    /// False only for the chapter's visible case.
    public var hidden: Bool
    /// How the case ended, in grades.json as `passed`, `failed`, `crashed`,
    /// `timedOut`, `outputLimit` or `notRun` (the same words since report version 1).
    public var status: CaseResult.Status
    public var message: String?
    public var explain: String?
    public var expected: String?
    public var actual: String?
    public var output: String?
    public var origin: String
    /// The number of the task-text rule the case checks (`"rule": N` in
    /// cases.json, or the generator's); nil for the chapter's output and
    /// for a case that names no rule.
    public var rule: Int? = nil
    /// Why the case ended so (grader version 6 on); nil in a report written before.
    public var ending: CaseEnding? = nil

    public var passed: Bool { status == .passed }
}

enum Score {
    /// Two decimals, as gradebooks show them.
    static func round(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    static func text(_ value: Double) -> String {
        let rounded = round(value)
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}

extension ClassReport {
    /// The report as pretty JSON with sorted keys (stable across runs).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads a report written by `jsonData()` (a shard's result, for a merge).
    public static func load(_ url: URL) throws -> ClassReport {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ClassroomError.badReport(path: url.path, reason: "cannot read it (\(error.localizedDescription))")
        }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        // A report of version 3 or older stored its warnings as strings.
        if let stored = try? decoder.decode(StoredVersion.self, from: data), stored.version <= 3 {
            decoder.userInfo[GradingWarning.legacyStrings] = true
        }
        let report: ClassReport
        do { report = try decoder.decode(ClassReport.self, from: data) } catch {
            throw ClassroomError.badReport(path: url.path, reason: "it is not a grades report written by './workbook grade --format json' (\(describe(error)))")
        }
        guard report.format == formatName else {
            throw ClassroomError.badReport(path: url.path, reason: "its \"format\" is \"\(report.format)\", not \"\(formatName)\"")
        }
        guard readableVersions.contains(report.version) else {
            throw ClassroomError.badReport(path: url.path, reason: "it has report version \(report.version); this workbook reads versions \(readableVersions.lowerBound) to \(readableVersions.upperBound). Grade again with this workbook")
        }
        return report
    }
}

/// The version a stored report declares, read before the rest.
private struct StoredVersion: Decodable {
    let version: Int
}

private func describe(_ error: Error) -> String {
    guard let decoding = error as? DecodingError else { return "\(error)" }
    switch decoding {
    case let .keyNotFound(key, context):
        return "no \"\(key.stringValue)\" at \(path(context.codingPath))"
    case let .typeMismatch(_, context), let .valueNotFound(_, context), let .dataCorrupted(context):
        return "\(context.debugDescription) at \(path(context.codingPath))"
    @unknown default:
        return "\(error)"
    }
}

private func path(_ keys: [CodingKey]) -> String {
    keys.isEmpty ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
}
