import ArgumentParser
import Classroom
import Foundation
import Literate
import Grading
import Sandbox
import TextSafety

struct GradeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grade",
        abstract: "Grade a whole class: every student's answers, in parallel, into gradebook reports.",
        discussion: """
        <submissions> holds one folder per student (any name), each with <exercise-id>.swift answers \
        (a folder that is a git repository is graded at the commit the deadline picks). \
        Every answer is graded as './workbook check' grades it, in the sandbox. With --assignment FILE.toml \
        only its exercises are graded, with its due date, late policy, roster, extensions and overrides. \
        Reports go to --output (default grades/): grades.json, grades.csv, junit.xml, gradescope/<student>.json, \
        feedback/<student>.md, and canvas.csv with an assignment and a roster. \
        Graded answers are kept in <output>/.grade-cache, so a re-run grades only what changed and an \
        interrupted run resumes. Formats and recipes: docs/GRADING-REPORTS.md.
        Exit status: 0 graded (whatever the students' scores), 2 usage or setup error, 130 interrupted.
        """
    )

    @OptionGroup var course: CourseOptions
    @OptionGroup var grader: GraderOptions

    @Argument(help: "The folder holding one folder per student.")
    var submissions: String

    @Option(help: "Answers graded at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "An assignment file (TOML): its exercises and points, due date, grace, late policy, roster, extensions, submission times and overrides.")
    var assignment: String?

    @Option(name: .customLong("format"), help: "Reports to write: json, csv, junit, gradescope, feedback, canvas, exercism (repeat or separate with commas; default all but exercism, canvas only with an assignment and a roster).")
    var formats: [String] = []

    @Option(help: "Folder for the reports, or one file (.json, .csv, .xml) when a single format is asked for. Default: grades (in single-submission Gradescope mode: /autograder/results/results.json).")
    var output: String?

    @Option(help: "A folder of your own cases, <exercise-id>.json in the format of Solutions/<id>/\(ExerciseFolder.File.cases.rawValue), added to the built-in ones.")
    var cases: String?

    @Option(help: "Grade only slice INDEX of COUNT (INDEX from 0), e.g. 0/4; combine the slices' grades.json with './workbook merge'.")
    var shard: String?

    @Option(name: .customLong("course-seed"), help: "A fixed, public seed for the students' generated cases (with each student's name). Without it, a secret made once per course and kept in your private state (mode 0600, in the --solutions folder or the cache) is used, so students cannot predict their cases. grades.json records each student's seed.")
    var courseSeed: UInt64?

    @Option(help: "Where graded answers are kept for re-runs (default: <output>/.grade-cache).")
    var store: String?

    @Flag(help: "Grade every answer again, ignoring kept results.")
    var fresh = false

    @Flag(help: "Grade even when no sandbox is available (resource limits only). Only for submissions you trust.")
    var allowUnsandboxed = false

    @Option(help: "Also write a similarity report: FILE.csv (one score per pair of students per exercise, each exercise's pairs ranked, the flagged ones first with why) and FILE.html beside it. Runs the workbook-similarity tool after grading (built on first use, under memory and time limits) on exactly the bytes each student was graded on.")
    var similarity: String?

    @Option(name: .customLong("archive"), help: "With --similarity: a folder of an earlier term, one folder per past student; every current student is compared with them too. Repeatable.")
    var archives: [String] = []

    @Flag(help: "<submissions> is one submission (answers directly inside), as in Gradescope's run_autograder; automatic for /autograder/submission.")
    var gradescopeSingle = false

    @Option(help: "In single-submission mode: the student's name (their seed comes from it). Default: Gradescope's user id, from submission_metadata.json beside the submission folder.")
    var student: String?

    func validate() throws {
        if let similarity, !similarity.hasSuffix(".csv") {
            throw ValidationError("--similarity must name a .csv file (the HTML page is written beside it); got '\(similarity)'")
        }
        if similarity == nil && !archives.isEmpty {
            throw ValidationError("--archive goes with --similarity (earlier terms are compared in the similarity report)")
        }
        if let student {
            let bad = student.unicodeScalars.contains { $0.properties.generalCategory == .control || $0 == "/" }
            guard !student.trimmingCharacters(in: .whitespaces).isEmpty, !bad, !student.hasPrefix("."), student.utf8.count <= 120 else {
                throw ValidationError("--student must be a plain name (at most 120 bytes, no '/', no control characters, not starting with '.'), e.g. --student ada@example.edu; got '\(SafeText.line(student))'")
            }
        }
        if similarity != nil && shard != nil {
            throw ValidationError("--similarity compares every pair of the whole class, so it does not go with --shard; run 'workbook-similarity <submissions> --output FILE.csv' once, on the whole folder")
        }
    }

    func run() throws {
        do {
            let sandbox = Sandbox.detect()
            if sandbox.isolation == .limitsOnly && !allowUnsandboxed {
                throw ClassroomError.unsandboxed(reason: sandbox.unavailableReason ?? "bubblewrap does not work here")
            }
            let submissionsURL = URL(fileURLWithPath: submissions).standardizedFileURL
            let single = gradescopeSingle || GradeRun.isGradescopeSubmission(submissionsURL)
            if similarity != nil && single {
                throw CleanExit.failure("--similarity compares the students of a class; \(submissions) is graded as one submission. Give the folder holding one folder per student")
            }
            if student != nil && !single {
                throw CleanExit.failure("--student names the one student of a single submission (--gradescope-single); \(submissions) is graded as a folder of student folders, each named by its folder")
            }
            // Each submission is its own student: the name seeds their generated cases.
            let singleName = try single ? (student ?? GradescopeMetadata.load(GradescopeMetadata.location(besides: submissionsURL)).studentName) : "submission"
            var formatNames = formats
            var outputPath = output ?? "grades"
            if single && output == nil && FileManager.default.fileExists(atPath: "/autograder/results") {
                outputPath = "/autograder/results/results.json"
                if formatNames.isEmpty { formatNames = ["gradescope"] }
            }
            var options = GradeOptions(jobs: jobs, extraCasesDirectory: cases.map { URL(fileURLWithPath: $0).standardizedFileURL }, reuseStored: !fresh)
            options.shard = try shard.map { try Shard(parsing: $0) }
            var gradeRun = GradeRun(
                submissions: submissionsURL, formats: try ReportFormat.parse(formatNames),
                output: URL(fileURLWithPath: outputPath).standardizedFileURL, options: options,
                storeDirectory: store.map { URL(fileURLWithPath: $0).standardizedFileURL }, single: single,
                singleName: singleName, assignment: assignment
            )
            _ = try gradeRun.writer()
            var setup = try grader.setup(course)
            // The similarity report compares exactly the bytes graded (a
            // git student's exported commit, not their working tree): they
            // are kept as they are read, in the grader's private cache.
            let copies = try similarity.map { _ in try Self.gradedCopies(in: setup.cacheDirectory) }
            defer { copies?.remove() }
            gradeRun.options.gradedCopies = copies
            // A student's answer is linked with the chapter's objects of the
            // reference answer's compile when its interface is the
            // reference's, else compiled with the chapter's files: one
            // student's compile never serves another's (docs/EXERCISE-FORMAT.md,
            // "The chapter's objects").
            setup.chapterObjectSharing = .referenceAnswer
            if let courseSeed {
                gradeRun.options.courseSeed = courseSeed
            } else {
                let location = CourseSecret.location(courseRoot: setup.course.root, privateSolutions: course.solutionsPath.map { URL(fileURLWithPath: $0).standardizedFileURL },
                                                     cache: ProgramCache.defaultRoot())
                gradeRun.options.courseSecret = try CourseSecret.loadOrCreate(at: location).value
            }
            let progress = ProgressPrinter()
            let interrupt = Interrupt.install { progress.message("Stopping after the answers being graded (press Ctrl-C again to quit at once)…") }
            let (report, files) = try gradeRun.run(checker: Checker(setup: setup), progress: { progress.handle($0) }, isCancelled: { interrupt.requested })
            let summary = report.summary(files: files)
            summary.lines.forEach { print($0) }
            summary.skipped.forEach { printError($0) }
            // Each on its own line, led by its severity: a problem of one
            // student's files that did not stop the class is an error.
            report.warnings.forEach { printError($0.line) }
            if let similarity, let copies {
                try writeSimilarity(similarity, copies: copies, reportFolder: try gradeRun.writer().folder)
            }
        } catch let error as ClassroomError {
            if case .interrupted = error {
                FileHandle.standardError.write(Data((error.description + "\n").utf8))
                throw ExitCode(130)
            }
            throw CleanExit.failure(error.description)
        }
    }

    /// A new folder for the graded bytes, in `<cache>/similarity/` (private;
    /// folders a killed run left there a day ago or more are removed).
    static func gradedCopies(in cache: URL) throws -> GradedCopies {
        let parent = cache.appendingPathComponent("similarity")
        try ProgramCache.preparePrivate(parent)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            let old = parent.appendingPathComponent(name)
            if let date = (try? FileManager.default.attributesOfItem(atPath: old.path))?[.modificationDate] as? Date, Date().timeIntervalSince(date) > 86_400 {
                try? FileManager.default.removeItem(at: old)
            }
        }
        return try GradedCopies(folder: parent.appendingPathComponent(UUID().uuidString))
    }

    /// Runs `workbook-similarity` on the answers as they were graded, under
    /// its limits (`SimilarityRun`); the grades are already written.
    private func writeSimilarity(_ csv: String, copies: GradedCopies, reportFolder: URL) throws {
        try copies.writeManifest()
        var arguments = ["--course", try course.root().path, "--graded", copies.folder.path,
                         "--output", URL(fileURLWithPath: csv).standardizedFileURL.path]
        // Students are compared with the instructor's private solutions too.
        if let solutions = course.solutionsPath { arguments += ["--solutions", URL(fileURLWithPath: solutions).standardizedFileURL.path] }
        for archive in archives { arguments += ["--archive", URL(fileURLWithPath: archive).standardizedFileURL.path] }
        let program: URL
        do { program = try ProductLauncher.built(product: "workbook-similarity") } catch let error as ProductLauncher.LaunchError {
            throw CleanExit.failure("The grades were written (\(reportFolder.path)), but not the similarity report: \(error.description)")
        }
        let answers = copies.manifest.students.map(\.answers.count).reduce(0, +)
        switch SimilarityRun(executable: program, arguments: arguments, answers: answers).run() {
        case let .written(output):
            print(output, terminator: output.hasSuffix("\n") || output.isEmpty ? "" : "\n")
        case let .failed(reason, output):
            if !output.isEmpty { FileHandle.standardError.write(Data(String(output.suffix(8000)).utf8)) }
            throw CleanExit.failure("The grades were written (\(reportFolder.path)), but not the similarity report: \(reason). Run './workbook grade' again with --similarity to retry; grading is not repeated (graded answers are kept)")
        }
    }
}
