import Foundation

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
    /// Students in name order.
    public var students: [StudentReport]

    public static let formatName = "codable-workbook-grades"
    public static let currentVersion = 1

    public init(graderVersion: String, isolation: String, shard: ShardInfo?, exercises: [ExerciseColumn],
                strayFiles: [SkippedFile], students: [StudentReport]) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.graderVersion = graderVersion
        self.isolation = isolation
        self.shard = shard
        self.exercises = exercises
        self.maxScore = Score.round(exercises.map(\.maxScore).reduce(0, +))
        self.strayFiles = strayFiles
        self.students = students
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
    /// The student's folder name, exactly.
    public var name: String
    public var score: Double
    public var maxScore: Double
    /// One entry per exercise, in course order.
    public var exercises: [ExerciseReport]
    /// Files in the student's folder that are not answers (unknown names, other files).
    public var ignoredFiles: [SkippedFile]
}

public struct ExerciseReport: Codable, Sendable, Equatable {
    /// The three-way verdict.
    public enum Status: String, Codable, Sendable {
        case pass, fail, missing
    }

    /// Why, in more detail than `status`.
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

    public var exercise: String
    public var status: Status
    public var detail: Detail
    public var score: Double
    public var maxScore: Double
    /// For `unusable`, `missing` and `compile_error`: a sentence for the instructor and the student.
    public var reason: String?
    /// Where the answer was found, relative to the student's folder.
    public var file: String?
    public var passedTests: Int
    public var totalTests: Int
    /// True when the result came from the result store (an unchanged answer).
    public var reused: Bool
    /// The compiler's errors, for `compile_error`.
    public var compileErrors: [CompileErrorLine]?
    /// One entry per case (the chapter's output first); empty unless it ran.
    public var tests: [TestReport]
}

public struct CompileErrorLine: Codable, Sendable, Equatable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
}

/// One case, with everything the instructor may see. Student-facing
/// renderers (feedback, Gradescope) leave out a hidden case's input,
/// expected and actual values and its output.
public struct TestReport: Codable, Sendable, Equatable {
    public var name: String
    /// False only for the chapter's visible case.
    public var hidden: Bool
    /// passed, failed, crashed, timedOut, outputLimit or notRun.
    public var status: String
    public var score: Double
    public var maxScore: Double
    public var message: String?
    public var explain: String?
    public var expected: String?
    public var actual: String?
    public var output: String?
    public var origin: String

    public var passed: Bool { status == "passed" }
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
        let report: ClassReport
        do { report = try decoder.decode(ClassReport.self, from: data) } catch {
            throw ClassroomError.badReport(path: url.path, reason: "it is not a grades report written by 'workbook grade --format json' (\(describe(error)))")
        }
        guard report.format == formatName else {
            throw ClassroomError.badReport(path: url.path, reason: "its \"format\" is \"\(report.format)\", not \"\(formatName)\"")
        }
        guard report.version == currentVersion else {
            throw ClassroomError.badReport(path: url.path, reason: "it has report version \(report.version); this workbook reads version \(currentVersion). Grade again with this workbook")
        }
        return report
    }
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
