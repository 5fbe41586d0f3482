import Foundation
import Grading
import Literate
import TextSafety

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
    /// The assignment file (`--assignment`), as given on the command line.
    public var assignment: String?

    /// Gradescope's autograder puts the submission here.
    public static let gradescopeSubmission = URL(fileURLWithPath: "/autograder/submission")

    public init(submissions: URL, formats: [ReportFormat], output: URL, options: GradeOptions,
                storeDirectory: URL? = nil, single: Bool = false, singleName: String = "submission", assignment: String? = nil) {
        self.submissions = submissions
        self.formats = formats
        self.output = output
        self.options = options
        self.storeDirectory = storeDirectory
        self.single = single
        self.singleName = singleName
        self.assignment = assignment
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
        var options = options
        // An assignment is read and checked whole before anything is graded.
        let loaded = try assignment.map { path in
            try Assignment.load(URL(fileURLWithPath: path).standardizedFileURL, path: path, exerciseIDs: checker.exerciseIDs)
        }
        if let loaded {
            options.exercises = loaded.exercises
            try Self.checkSolutions(checker: checker, exercises: loaded.exercises.map(\.id), assignment: loaded.path)
        }
        // Asked for by name, the Canvas export needs a roster: say so before grading, not after.
        if formats.contains(.canvas), formats != ReportFormat.defaults, loaded?.roster == nil {
            throw ClassroomError.badOutput(path: "--format canvas", reason: "the Canvas export needs an assignment with a roster: pass --assignment FILE.toml whose roster = \"roster.csv\" lists the students' LMS ids")
        }
        let ids = options.exercises?.map(\.id) ?? checker.exerciseIDs
        var found = single
            ? try Submissions.single(submissions, name: singleName, exerciseIDs: ids)
            : try Submissions.scan(submissions, exerciseIDs: ids, excluding: [writer.folder])
        options.store = ResultStore(directory: storeDirectory ?? writer.folder.appendingPathComponent(".grade-cache"))
        let equivalent = Self.equivalentNameWarnings(found, writer: writer)
        guard let loaded else {
            // Without an assignment the columns are the exercises the class
            // handed in, chosen from the whole class (every shard gets the same).
            let selection = Self.selection(found, courseExercises: checker.exerciseIDs, single: single)
            options.exercises = selection.exercises.map { Assignment.Exercise(id: $0, points: nil) }
            var report = try ClassGrader(checker: checker).grade(found, options: options, progress: progress, isCancelled: isCancelled)
            report.exerciseSelection = selection.record
            report.warnings += equivalent + writer.fileNames(for: report.students.map(\.name)).warnings.map(GradingWarning.warning)
            return (report, try writer.write(report))
        }
        let points = Dictionary(uniqueKeysWithValues: try ClassGrader(checker: checker).columns(extraCasesDirectory: options.extraCasesDirectory, exercises: loaded.exercises).map { ($0.id, $0.maxScore) })
        let plan = try AssignmentGrading.prepare(loaded, folders: found.students.map(\.name), points: points)
        found = found.restricted(to: options.shard)

        // When each student handed in, and what is graded (a git
        // repository's commit, copied out of it): AssignmentIntake.
        let intake = AssignmentIntake(assignment: loaded, plan: plan, exerciseIDs: ids, courseExerciseIDs: checker.exerciseIDs,
                                      cache: checker.setup.cacheDirectory.appendingPathComponent("intake"))
        return try intake.take(found, gradedCopies: options.gradedCopies) { taken in
            let graded = try ClassGrader(checker: checker).grade(taken.submissions, options: options, progress: progress, isCancelled: isCancelled)
            var report = plan.finish(graded, submissions: taken.times, shard: options.shard, extraWarnings: equivalent + taken.warnings)
            report.warnings += writer.fileNames(for: report.students.map(\.name)).warnings.map(GradingWarning.warning)
            return (report, try writer.write(report))
        }
    }

    /// How a git student's working tree differs from the commit graded, file
    /// by answer file (the working tree's files read as untrusted bytes:
    /// never through a link, without blocking, at most an answer's size).
    static func workingTreeDifferences(working: StudentFolder, graded: StudentFolder, exerciseIDs: [String]) -> [String] {
        var differences: [String] = []
        for id in exerciseIDs {
            let tree = working.answers[id] ?? .missing
            let commit = graded.answers[id] ?? .missing
            switch (tree, commit) {
            case (.missing, .missing):
                continue
            case let (.file(treeURL, treePath), .file(commitURL, commitPath)):
                guard treePath == commitPath else {
                    differences.append("\(treePath) in the working tree, \(commitPath) in the commit")
                    continue
                }
                let mine = UntrustedFile.read(treeURL, limit: Submissions.maximumAnswerBytes)
                let theirs = UntrustedFile.read(commitURL, limit: Submissions.maximumAnswerBytes)
                if mine == nil || mine != theirs { differences.append("\(treePath) is not the commit's") }
            case let (.file(_, treePath), _):
                differences.append("\(treePath) is in the working tree, not in the commit")
            case let (_, .file(_, commitPath)):
                differences.append("\(commitPath) is in the commit, not in the working tree")
            case (.unusable, .unusable):
                continue
            default:
                differences.append("\(id).swift is not the commit's")
            }
        }
        return differences
    }

    /// The exercises a run without an assignment grades: those the class
    /// handed in a file for, in course order; every exercise of the course
    /// for a single submission (what it lacks is missing, not left out) or
    /// when nobody handed in any answer.
    static func selection(_ found: Submissions, courseExercises: [String], single: Bool) -> (exercises: [String], record: ClassReport.ExerciseSelection) {
        let handedIn = found.handedIn(of: courseExercises)
        let kind: ClassReport.ExerciseSelection.Kind = single ? .singleSubmission : handedIn.isEmpty ? .noneHandedIn : .handedIn
        return (kind == .handedIn ? handedIn : courseExercises, ClassReport.ExerciseSelection(kind: kind, courseExercises: courseExercises.count))
    }

    /// One warning per group of folders whose names are the same text in
    /// different Unicode forms: each is graded on its own and has its own
    /// reports; the warning names them apart.
    static func equivalentNameWarnings(_ found: Submissions, writer: ReportWriter) -> [GradingWarning] {
        let fileNames = writer.fileNames(for: found.students.map(\.name)).names
        return FolderName.equivalentGroups(found.students.map(\.name)).map { group in
            let names = group.map { "'\(SafeText.line($0))' (\(FolderName($0).spelled), reports named \(SafeText.line(fileNames[$0] ?? writer.safeFileName($0))))" }
            return .warning("\(group.count) student folders have names that are the same text in different Unicode forms: \(names.joined(separator: " and ")). Each was graded as its own student; a roster, extension, override or submission-time row applies only to the folder spelled exactly as it. If they are one student, keep one folder")
        }
    }

    /// Every exercise of the assignment has its grading material in the
    /// solutions folder (a private `--solutions` may hold only these).
    static func checkSolutions(checker: Checker, exercises: [String], assignment: String) throws {
        for id in exercises {
            let folder = checker.setup.course.folder(for: id)
            for file in [ExerciseFolder.File.answer, .cases] where !folder.exists(file) {
                throw ClassroomError.badCases(path: folder.url(file).path, reason: "missing: the assignment \(assignment) grades '\(id)', so the solutions folder needs its \([ExerciseFolder.File.answer, .cases, .harness].map(\.rawValue).joined(separator: ", ")) (copy Solutions/\(id)/ there)")
            }
        }
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
        var report = try ClassReport.merge(parts, allowMissing: allowMissingShards)
        for warning in writer.fileNames(for: report.students.map(\.name)).warnings.map(GradingWarning.warning) where !report.warnings.contains(warning) {
            report.warnings.append(warning)
        }
        return (report, try writer.write(report))
    }
}
