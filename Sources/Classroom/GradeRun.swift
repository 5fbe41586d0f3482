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

        // When each student handed in; a git repository is graded at the
        // commit its deadline picks, read from a copy in the grader's
        // private cache (GitSubmission), never from the student's .git.
        let intake = checker.setup.cacheDirectory.appendingPathComponent("intake")
        let scratch = intake.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var times = FolderMap<SubmissionRecord>()
        var intakeWarnings: [GradingWarning] = []
        for index in found.students.indices {
            let student = found.students[index]
            let deadline = plan.deadline(for: student.name)
            let shown = { (moment: Moment) in moment.shown(in: deadline).text }
            let row = plan.submissionTime(for: student.name)
            let rowNote = row.map { "\(loaded.submissionTimes?.lastPathComponent ?? "submissions.csv"):\($0.line)" }
            if GitSubmission.isRepository(student.folder) {
                // A repository that is refused or cannot be read is that
                // student's problem, not the class's. Why goes to the
                // instructor only: it can quote the repository and git.
                // The grader's own folder failing is the instructor's problem: it stops the run.
                try ProgramCache.preparePrivate(intake)
                let file = loaded.submissionTimes?.lastPathComponent ?? "submissions.csv"
                // Which commit: the one the host's push record names, else
                // HEAD where student-written times are refused, else by
                // committer dates (docs/GRADING-REPORTS.md, "Submission times").
                let pushed = SubmissionTimes.pushChosen(plan.pushes(for: student.name), deadline: deadline)
                let choice: GitSubmission.Choice
                if let pushed, let commit = pushed.push.commit {
                    choice = .recorded(commit)
                } else if loaded.studentTimestamps == .refuse {
                    choice = .head
                } else {
                    choice = .committerDate(deadline: deadline)
                }
                let resolved: GitSubmission?
                do {
                    resolved = try GitSubmission.resolve(student.folder, choice: choice, scratch: scratch, answers: Set(ids))
                } catch {
                    found.students[index].answers = found.students[index].answers.mapValues { _ in
                        .unusable(relativePath: ".git", reason: GitSubmission.unreadable)
                    }
                    found.students[index].ignoredFiles = []
                    times[student.name] = SubmissionRecord(time: row.map { shown($0.time) }, source: row == nil ? .unknown : .submissionsCSV,
                                                           note: rowNote ?? "the git repository could not be read")
                    intakeWarnings.append(.warning("\(SafeText.line(student.name)): the git repository was not graded: \(SafeText.line("\(error)"))"))
                    continue
                }
                if let git = resolved {
                    var exported = StudentFolder.read(name: student.name, folder: git.folder, exerciseIDs: ids)
                    exported.ignoredFiles = exported.ignoredFiles.filter { $0.file != "timestamp.txt" } + git.refusedFiles
                    let differences = Self.workingTreeDifferences(working: student, graded: exported, exerciseIDs: ids)
                    if !differences.isEmpty {
                        intakeWarnings.append(.warning("\(SafeText.line(student.name)): the working tree differs from the graded commit \(git.commit.prefix(12)) "
                                              + "(\(differences.joined(separator: "; "))); only the commit was graded and compared for similarity"))
                    }
                    found.students[index] = exported
                    options.gradedCopies?.setOrigin(GradedAnswers.Origin(kind: .commit, name: git.commit), for: student.name)
                    switch choice {
                    case .recorded:
                        let push = pushed!.push
                        let which = pushed!.late ? "no push is at or before the deadline: graded at the commit of the first push after it"
                                                 : "graded at the commit the last push at or before the deadline left on the branch"
                        times[student.name] = SubmissionRecord(time: shown(push.time), source: .submissionsCSV, commit: git.commit,
                                                               note: "\(file):\(push.line), the host's push record; \(which)")
                    case .head:
                        let why = "a committer date, which the student sets, chooses nothing (the assignment refuses times a student can write: student_timestamps = \"refuse\")"
                        if let row, let rowNote {
                            times[student.name] = SubmissionRecord(time: shown(row.time), source: .submissionsCSV, commit: git.commit,
                                                                   note: "\(rowNote), the final push; graded at HEAD, the commit handed in: \(why)")
                        } else {
                            times[student.name] = SubmissionRecord(time: nil, source: .unknown, commit: git.commit,
                                                                   note: "graded at HEAD (commit \(git.commit.prefix(12))), the commit handed in: \(why); no submission_times row gives the host's push time")
                        }
                    case .committerDate:
                        if let row, let rowNote {
                            // The host's push time counts, not a date the student can write.
                            let chosen = git.late ? "the first commit after the deadline (none is at or before it)" : "the last commit at or before the deadline"
                            times[student.name] = SubmissionRecord(time: shown(row.time), source: .submissionsCSV, commit: git.commit,
                                                                   note: "\(rowNote); graded at \(chosen) by its committer date")
                        } else {
                            times[student.name] = SubmissionRecord(time: git.time.map(shown), source: .git, commit: git.commit,
                                                                   note: git.late ? "no commit at or before the deadline; graded at the first commit after it" : "the last commit at or before the deadline")
                        }
                    }
                } else {
                    found.students[index].answers = found.students[index].answers.mapValues { _ in .missing }
                    times[student.name] = SubmissionRecord(time: row.map { shown($0.time) }, source: row == nil ? .unknown : .submissionsCSV,
                                                           note: rowNote ?? "the git repository has no commit")
                }
                continue
            }
            if let row = plan.submissionTime(for: student.name) {
                times[student.name] = SubmissionRecord(time: shown(row.time), source: .submissionsCSV,
                                                       note: "\(loaded.submissionTimes?.lastPathComponent ?? "submissions.csv"):\(row.line)")
            } else if loaded.studentTimestamps == .refuse {
                // Never read: a time the student wrote decides nothing here.
                if fileType(student.folder.appendingPathComponent("timestamp.txt")) != nil {
                    times[student.name] = SubmissionRecord(time: nil, source: .unknown, note: "timestamp.txt in the student's folder was not read: the assignment refuses times a student can write (student_timestamps = \"refuse\")")
                }
            } else if let stamp = SubmissionTimes.timestampFile(in: student.folder) {
                switch stamp {
                case let .time(time):
                    times[student.name] = SubmissionRecord(time: shown(time), source: .timestampFile, note: "timestamp.txt in the student's folder")
                case let .problem(problem):
                    let file = student.folder.appendingPathComponent("timestamp.txt").path
                    times[student.name] = SubmissionRecord(time: nil, source: .unknown, note: "timestamp.txt \(problem)", error: "\(file) \(problem)")
                }
            }
            found.students[index].ignoredFiles.removeAll { $0.file == "timestamp.txt" }
        }
        // Answers to the course's other exercises are not this assignment's: say so, not "no such exercise".
        let others = Set(checker.exerciseIDs).subtracting(ids)
        for index in found.students.indices {
            found.students[index].ignoredFiles = found.students[index].ignoredFiles.map { file in
                let stem = ((file.file as NSString).lastPathComponent as NSString).deletingPathExtension
                guard file.file.hasSuffix(".swift"), others.contains(stem) else { return file }
                return SkippedFile(file: file.file, reason: "'\(stem)' is not an exercise of \(loaded.title) (\(loaded.exercises.map(\.id).joined(separator: ", "))); not graded")
            }
        }
        let graded = try ClassGrader(checker: checker).grade(found, options: options, progress: progress, isCancelled: isCancelled)
        var report = plan.finish(graded, submissions: times, shard: options.shard, extraWarnings: equivalent + intakeWarnings)
        report.warnings += writer.fileNames(for: report.students.map(\.name)).warnings.map(GradingWarning.warning)
        return (report, try writer.write(report))
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
