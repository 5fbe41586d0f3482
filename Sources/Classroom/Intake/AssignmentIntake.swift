import Foundation
import Grading
import TextSafety

/// What each student of an assignment handed in, and when: a git
/// repository is graded at the commit its deadline picks, read from a copy
/// in the grader's private cache (`GitSubmission`), never from the
/// student's .git; a folder is graded as it is, with the time the
/// submission-times file, or else its `timestamp.txt`, gives. A student's
/// repository that is refused or cannot be read is that student's
/// problem, not the class's: why goes to the instructor's warnings only.
struct AssignmentIntake {
    let assignment: Assignment
    let plan: AssignmentGrading
    /// The exercises graded, and the course's.
    let exerciseIDs: [String]
    let courseExerciseIDs: [String]
    /// The grader's private intake folder (`<cache>/intake`).
    let cache: URL

    /// The submissions to grade, each student's submission record, and
    /// what the instructor should know.
    struct Taken {
        var submissions: Submissions
        var times: FolderMap<SubmissionRecord>
        var warnings: [GradingWarning]
    }

    /// Reads every student of `found`; the copies of git commits are made
    /// in a scratch folder of `cache`, removed when `body` returns.
    /// `gradedCopies` learns which commit each git student's answers are.
    func take<Result>(_ found: Submissions, gradedCopies: GradedCopies?, _ body: (Taken) throws -> Result) throws -> Result {
        let scratch = cache.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var taken = Taken(submissions: found, times: FolderMap<SubmissionRecord>(), warnings: [])
        for index in found.students.indices {
            try take(student: index, of: &taken, scratch: scratch, gradedCopies: gradedCopies)
        }
        relabelOtherExercises(&taken.submissions)
        return try body(taken)
    }

    private var timesFile: String {
        assignment.submissionTimes?.lastPathComponent ?? "submissions.csv"
    }

    private func take(student index: Int, of taken: inout Taken, scratch: URL, gradedCopies: GradedCopies?) throws {
        let student = taken.submissions.students[index]
        let deadline = plan.deadline(for: student.name)
        let shown = { (moment: Moment) in moment.shown(in: deadline).text }
        let row = plan.submissionTime(for: student.name)
        let rowNote = row.map { "\(timesFile):\($0.line)" }
        guard GitSubmission.isRepository(student.folder) else {
            taken.times[student.name] = folderRecord(student, row: row, shown: shown)
            taken.submissions.students[index].ignoredFiles.removeAll { $0.file == "timestamp.txt" }
            return
        }
        // The grader's own folder failing is the instructor's problem: it stops the run.
        try ProgramCache.preparePrivate(cache)
        // Which commit: the one the host's push record names, else HEAD
        // where student-written times are refused, else by committer dates
        // (docs/GRADING-REPORTS.md, "Submission times").
        let pushed = SubmissionTimes.pushChosen(plan.pushes(for: student.name), deadline: deadline)
        let choice: GitSubmission.Choice
        if let pushed, let commit = pushed.push.commit {
            choice = .recorded(commit)
        } else if assignment.studentTimestamps == .refuse {
            choice = .head
        } else {
            choice = .committerDate(deadline: deadline)
        }
        let resolved: GitSubmission?
        do {
            resolved = try GitSubmission.resolve(student.folder, choice: choice, scratch: scratch, answers: Set(exerciseIDs))
        } catch {
            taken.submissions.students[index].answers = student.answers.mapValues { _ in
                .unusable(relativePath: ".git", reason: GitSubmission.unreadable)
            }
            taken.submissions.students[index].ignoredFiles = []
            taken.times[student.name] = SubmissionRecord(time: row.map { shown($0.time) }, source: row == nil ? .unknown : .submissionsCSV,
                                                         note: rowNote ?? "the git repository could not be read")
            taken.warnings.append(.warning("\(SafeText.line(student.name)): the git repository was not graded: \(SafeText.line("\(error)"))"))
            return
        }
        guard let git = resolved else {
            taken.submissions.students[index].answers = student.answers.mapValues { _ in .missing }
            taken.times[student.name] = SubmissionRecord(time: row.map { shown($0.time) }, source: row == nil ? .unknown : .submissionsCSV,
                                                         note: rowNote ?? "the git repository has no commit")
            return
        }
        var exported = StudentFolder.read(name: student.name, folder: git.folder, exerciseIDs: exerciseIDs)
        exported.ignoredFiles = exported.ignoredFiles.filter { $0.file != "timestamp.txt" } + git.refusedFiles
        let differences = GradeRun.workingTreeDifferences(working: student, graded: exported, exerciseIDs: exerciseIDs)
        if !differences.isEmpty {
            taken.warnings.append(.warning("\(SafeText.line(student.name)): the working tree differs from the graded commit \(git.commit.prefix(12)) "
                                           + "(\(differences.joined(separator: "; "))); only the commit was graded and compared for similarity"))
        }
        taken.submissions.students[index] = exported
        gradedCopies?.setOrigin(GradedAnswers.Origin(kind: .commit, name: git.commit), for: student.name)
        taken.times[student.name] = commitRecord(git, choice: choice, pushed: pushed, row: row, rowNote: rowNote, shown: shown)
    }

    /// The record of a git student graded at `git`'s commit, chosen by `choice`.
    private func commitRecord(_ git: GitSubmission, choice: GitSubmission.Choice, pushed: (push: SubmissionTimes.Push, late: Bool)?,
                              row: (time: Moment, line: Int)?, rowNote: String?, shown: (Moment) -> String) -> SubmissionRecord {
        switch choice {
        case .recorded:
            let push = pushed!.push
            let which = pushed!.late ? "no push is at or before the deadline: graded at the commit of the first push after it"
                                     : "graded at the commit the last push at or before the deadline left on the branch"
            return SubmissionRecord(time: shown(push.time), source: .submissionsCSV, commit: git.commit,
                                    note: "\(timesFile):\(push.line), the host's push record; \(which)")
        case .head:
            let why = "a committer date, which the student sets, chooses nothing (the assignment refuses times a student can write: student_timestamps = \"refuse\")"
            if let row, let rowNote {
                return SubmissionRecord(time: shown(row.time), source: .submissionsCSV, commit: git.commit,
                                        note: "\(rowNote), the final push; graded at HEAD, the commit handed in: \(why)")
            }
            return SubmissionRecord(time: nil, source: .unknown, commit: git.commit,
                                    note: "graded at HEAD (commit \(git.commit.prefix(12))), the commit handed in: \(why); no submission_times row gives the host's push time")
        case .committerDate:
            if let row, let rowNote {
                // The host's push time counts, not a date the student can write.
                let chosen = git.late ? "the first commit after the deadline (none is at or before it)" : "the last commit at or before the deadline"
                return SubmissionRecord(time: shown(row.time), source: .submissionsCSV, commit: git.commit,
                                        note: "\(rowNote); graded at \(chosen) by its committer date")
            }
            return SubmissionRecord(time: git.time.map(shown), source: .git, commit: git.commit,
                                    note: git.late ? "no commit at or before the deadline; graded at the first commit after it" : "the last commit at or before the deadline")
        }
    }

    /// The record of a student folder (not a repository), if any time is known of it.
    private func folderRecord(_ student: StudentFolder, row: (time: Moment, line: Int)?, shown: (Moment) -> String) -> SubmissionRecord? {
        if let row {
            return SubmissionRecord(time: shown(row.time), source: .submissionsCSV, note: "\(timesFile):\(row.line)")
        }
        if assignment.studentTimestamps == .refuse {
            // Never read: a time the student wrote decides nothing here.
            guard fileType(student.folder.appendingPathComponent("timestamp.txt")) != nil else { return nil }
            return SubmissionRecord(time: nil, source: .unknown, note: "timestamp.txt in the student's folder was not read: the assignment refuses times a student can write (student_timestamps = \"refuse\")")
        }
        switch SubmissionTimes.timestampFile(in: student.folder) {
        case nil:
            return nil
        case let .time(time):
            return SubmissionRecord(time: shown(time), source: .timestampFile, note: "timestamp.txt in the student's folder")
        case let .problem(problem):
            let file = student.folder.appendingPathComponent("timestamp.txt").path
            return SubmissionRecord(time: nil, source: .unknown, note: "timestamp.txt \(problem)", error: "\(file) \(problem)")
        }
    }

    /// Answers to the course's other exercises are not this assignment's:
    /// they say so, not "no such exercise".
    private func relabelOtherExercises(_ submissions: inout Submissions) {
        let others = Set(courseExerciseIDs).subtracting(exerciseIDs)
        for index in submissions.students.indices {
            submissions.students[index].ignoredFiles = submissions.students[index].ignoredFiles.map { file in
                let stem = ((file.file as NSString).lastPathComponent as NSString).deletingPathExtension
                guard file.file.hasSuffix(".swift"), others.contains(stem) else { return file }
                return SkippedFile(file: file.file, reason: "'\(stem)' is not an exercise of \(assignment.title) (\(assignment.exercises.map(\.id).joined(separator: ", "))); not graded")
            }
        }
    }
}
