import Foundation
import Grading

/// One `workbook grade` run: read the submissions, grade (reusing stored
/// results), then write every report atomically. Nothing is written when
/// grading throws or is interrupted, so an existing gradebook stays as it was.
public struct GradeRun: Sendable {
    public var submissions: URL
    public var formats: [ReportFormat]
    public var output: URL
    public var options: GradeOptions
    /// The result store; default `<report folder>/.grade-cache`.
    public var storeDirectory: URL?
    /// Grade `submissions` as one student's answers (Gradescope's
    /// /autograder/submission) instead of a folder of student folders.
    public var single: Bool
    public var singleName: String

    /// Gradescope's autograder puts the submission here.
    public static let gradescopeSubmission = URL(fileURLWithPath: "/autograder/submission")

    public init(submissions: URL, formats: [ReportFormat], output: URL, options: GradeOptions,
                storeDirectory: URL? = nil, single: Bool = false, singleName: String = "submission") {
        self.submissions = submissions
        self.formats = formats
        self.output = output
        self.options = options
        self.storeDirectory = storeDirectory
        self.single = single
        self.singleName = singleName
    }

    /// True when `url` is Gradescope's submission folder.
    public static func isGradescopeSubmission(_ url: URL) -> Bool {
        url.standardizedFileURL.path == gradescopeSubmission.path
    }

    public func writer() throws -> ReportWriter {
        try ReportWriter(formats: formats, output: output, gradescopeSingle: single)
    }

    public func run(checker: Checker, progress: @escaping @Sendable (GradeProgress) -> Void = { _ in },
                    isCancelled: @escaping @Sendable () -> Bool = { false }) throws -> (report: ClassReport, files: [URL]) {
        let writer = try writer()
        let ids = checker.exerciseIDs
        let found = single
            ? try Submissions.single(submissions, name: singleName, exerciseIDs: ids)
            : try Submissions.scan(submissions, exerciseIDs: ids, excluding: [writer.folder])
        var options = options
        options.store = ResultStore(directory: storeDirectory ?? writer.folder.appendingPathComponent(".grade-cache"))
        let report = try ClassGrader(checker: checker).grade(found, options: options, progress: progress, isCancelled: isCancelled)
        let files = try writer.write(report)
        return (report, files)
    }
}

/// `workbook merge`: shard results in, every report out.
public struct MergeRun: Sendable {
    public var inputs: [URL]
    public var writer: ReportWriter
    public var allowMissingShards: Bool

    public init(inputs: [URL], writer: ReportWriter, allowMissingShards: Bool = false) {
        self.inputs = inputs
        self.writer = writer
        self.allowMissingShards = allowMissingShards
    }

    public func run() throws -> (report: ClassReport, files: [URL]) {
        let parts = try inputs.map { (path: $0.path, report: try ClassReport.load($0)) }
        let report = try ClassReport.merge(parts, allowMissing: allowMissingShards)
        return (report, try writer.write(report))
    }
}
