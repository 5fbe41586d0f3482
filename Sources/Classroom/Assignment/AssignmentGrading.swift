import Foundation
import Grading

/// An assignment's files, loaded and cross-checked before anything is
/// graded, and what it does to a graded class: who is on the roster, each
/// student's deadline, submission time and late penalty, the overrides, and
/// the totals.
public struct AssignmentGrading: Sendable {
    public let assignment: Assignment
    public let roster: Roster?
    public let times: SubmissionTimes?
    public let overrides: Overrides?
    /// Folders whose names are canonically equivalent to another folder's
    /// (NFC and NFD spellings): a roster, extension, override or
    /// submission-time row applies to them only when spelled exactly as
    /// they are; every other folder matches its row as Swift compares text.
    public let ambiguous: Set<FolderName>

    /// Loads the roster, submission times and overrides named by the
    /// assignment and checks them against each other and the folders found.
    public static func prepare(_ assignment: Assignment, folders: [String], points: [String: Double]) throws -> AssignmentGrading {
        func shown(_ url: URL) -> String {
            let base = URL(fileURLWithPath: assignment.path).deletingLastPathComponent()
            let relative = url.path.hasPrefix(base.standardizedFileURL.path + "/") ? String(url.path.dropFirst(base.standardizedFileURL.path.count + 1)) : url.path
            return assignment.path.contains("/") ? base.appendingPathComponent(relative).relativePath : relative
        }
        let roster = try assignment.roster.map { try Roster.load($0, path: shown($0)) }
        let known = Set(folders).union(roster?.entries.map(\.folder) ?? [])
        for (folder, item) in assignment.extensions.sorted(by: { $0.key < $1.key }) {
            let listed = roster.map { $0.lines[folder] != nil } ?? folders.contains(folder)
            guard listed else {
                let candidates = roster?.entries.map(\.folder) ?? folders
                let suggestion = closestMatchFolder(folder, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
                throw ClassroomError.badAssignment(path: assignment.path, line: item.line, reason: "the extension is for '\(folder)', who is not \(roster == nil ? "a student folder" : "on the roster")\(suggestion). Extensions are keyed by the student's folder name")
            }
            guard item.due >= assignment.due else {
                throw ClassroomError.badAssignment(path: assignment.path, line: item.line, reason: "the extension for '\(folder)' (\(item.due.text)) is before the due date (\(assignment.due.text)); an extension gives more time")
            }
        }
        let times = try assignment.submissionTimes.map { try SubmissionTimes.load($0, path: shown($0), folders: known) }
        let overrides = try assignment.overrides.map { try Overrides.load($0, path: shown($0), exercises: points, folders: known) }
        let ambiguous = Set(FolderName.equivalentGroups(folders).joined().map(FolderName.init))
        return AssignmentGrading(assignment: assignment, roster: roster, times: times, overrides: overrides, ambiguous: ambiguous)
    }

    /// The value an instructor's file gives `folder` (see `ambiguous`).
    public func row<Value>(_ map: [String: Value], for folder: String) -> Value? {
        guard ambiguous.contains(FolderName(folder)) else { return map[folder] }
        return map.first { FolderName($0.key) == FolderName(folder) }?.value
    }

    /// The student's roster row (see `ambiguous`).
    public func rosterEntry(_ folder: String) -> RosterEntry? {
        guard let roster else { return nil }
        guard ambiguous.contains(FolderName(folder)) else { return roster.entry(folder) }
        return roster.entries.first { FolderName($0.folder) == FolderName(folder) }
    }

    /// The student's row of the `submission_times` file, if any (their
    /// last push, when there are several).
    public func submissionTime(for folder: String) -> (time: Moment, line: Int)? {
        times.flatMap { row($0.byFolder, for: folder) }
    }

    /// Every row of the student in the `submission_times` file, oldest first.
    public func pushes(for folder: String) -> [SubmissionTimes.Push] {
        times.flatMap { row($0.pushes, for: folder) } ?? []
    }

    /// The due date a student has: an extension's, else the assignment's.
    public func due(for folder: String) -> (due: Moment, extended: Bool) {
        if let item = row(assignment.extensions, for: folder) { return (item.due, true) }
        return (assignment.due, false)
    }

    /// The last instant that is on time: the due date plus the grace period.
    public func deadline(for folder: String) -> Moment {
        let due = due(for: folder).due
        return Moment(date: due.date.addingTimeInterval(Double(assignment.graceMinutes) * 60), offsetMinutes: due.offsetMinutes)
    }

    /// The record of the assignment in grades.json.
    public func record(points: Double) -> AssignmentRecord {
        var record = AssignmentRecord(id: assignment.id, title: assignment.title, due: assignment.due.text, graceMinutes: assignment.graceMinutes,
                                      late: assignment.late.map { LatePolicyRecord(percentPerDay: $0.percentPerDay, maxPercent: $0.maxPercent, cutoff: $0.cutoff?.text) },
                                      canvasAssignmentId: assignment.canvasAssignmentID, points: points, file: assignment.path)
        record.studentTimestamps = assignment.studentTimestamps.rawValue
        record.missing = assignment.missing.rawValue
        return record
    }

    /// The late penalty for work handed in at `time` by `folder`, on
    /// `graded` points; nil when on time.
    public func penalty(folder: String, time: Moment, graded: Cents) -> LatePenalty? {
        let due = due(for: folder).due
        guard time > deadline(for: folder) else { return nil }
        let seconds = time.date.timeIntervalSince(due.date)
        let minutes = Int((seconds / 60).rounded(.up))
        let days = Int((seconds / 86_400).rounded(.up))
        let lateness = "submitted \(Self.duration(minutes: minutes)) late, \(days) started day\(days == 1 ? "" : "s")"
        guard let policy = assignment.late else {
            return LatePenalty(minutesLate: minutes, startedDays: days, percent: 100, points: graded.points, refused: true,
                               description: "\(lateness): no points (the assignment takes no late work)")
        }
        if let cutoff = policy.cutoff {
            // An extension moves the cutoff by as much as it moves the due date.
            let extra = due.date.timeIntervalSince(assignment.due.date)
            let shifted = Moment(date: cutoff.date.addingTimeInterval(extra), offsetMinutes: cutoff.offsetMinutes)
            if time > shifted {
                return LatePenalty(minutesLate: minutes, startedDays: days, percent: 100, points: graded.points, refused: true,
                                   description: "\(lateness), after the cutoff \(shifted.text): no points")
            }
        }
        let percent = min(policy.maxPercent, policy.percentPerDay * Double(days))
        let points = min(graded, graded.percent(percent))
        return LatePenalty(minutesLate: minutes, startedDays: days, percent: percent, points: points.points, refused: false,
                           description: "\(lateness): −\(Score.text(percent)) %")
    }

    static func duration(minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    /// Applies the assignment to a graded class: roster fields, students
    /// with no folder, deadlines, submission times, late penalties,
    /// overrides and totals.
    public func finish(_ graded: ClassReport, submissions: FolderMap<SubmissionRecord>, shard: Shard?, extraWarnings: [GradingWarning] = []) -> ClassReport {
        var students = graded.students
        var warnings = extraWarnings
        if let roster {
            let present = Set(students.map(\.name))
            let exactlyPresent = Set(students.map { FolderName($0.name) })
            for entry in roster.entries where !(ambiguous.contains(FolderName(entry.folder)) ? exactlyPresent.contains(FolderName(entry.folder)) : present.contains(entry.folder))
                && (shard?.contains(student: entry.folder) ?? true) {
                let exercises = graded.exercises.map { column in
                    ExerciseReport(exercise: column.id, status: .missing, detail: .missing, outcome: .missing, score: 0, maxScore: column.maxScore,
                                   reason: "no submission", file: nil, passedTests: 0, totalTests: column.caseCount, reused: false,
                                   compileErrors: nil, tests: [])
                }
                var student = StudentReport(name: entry.folder, score: 0, maxScore: graded.maxScore, exercises: exercises, ignoredFiles: [])
                student.submitted = false
                student.gradedScore = 0
                students.append(student)
            }
            students.sort { FolderName.byBytes($0.name, $1.name) }
            let unknown = students.filter { row(roster.lines, for: $0.name) == nil }.map(\.name)
            if !unknown.isEmpty {
                warnings.append(.warning("graded but not on the roster (kept out of canvas.csv): \(unknown.joined(separator: ", ")); add them to \(assignment.roster?.lastPathComponent ?? "the roster") if they belong to the class"))
            }
            for entry in roster.entries where entry.lmsId == nil && entry.sisUserId == nil && entry.sisLoginId == nil {
                warnings.append(.warning("roster row for '\(entry.folder)' has no lms_id, sis_user_id or sis_login_id, so Canvas cannot match it to a student; add one"))
            }
        }
        var unknownTimes: [String] = []
        var unreadableTimes: [GradingWarning] = []
        var studentWritten: [SubmissionRecord.Source: [String]] = [:]
        for index in students.indices {
            var student = students[index]
            let folder = student.name
            if roster != nil {
                student.roster = rosterEntry(folder)
                student.enrollment = student.roster == nil ? .unknown : .roster
            }
            let (due, extended) = due(for: folder)
            student.due = due.text
            student.extended = extended
            let graded = student.exercises.map { Cents(points: $0.score) }.reduce(Cents(0), +)
            student.gradedScore = graded.points
            var total = graded
            if !student.submitted {
                student.submission = SubmissionRecord(time: nil, source: .none, note: "no folder in the submissions folder")
            } else {
                var submission = submissions[folder] ?? SubmissionRecord(time: nil, source: .unknown, note: "no submission time: not in the submission times file, no timestamp.txt, not a git repository")
                if submission.time != nil && submission.source.isStudentWritable {
                    submission.studentWritten = true
                    studentWritten[submission.source, default: []].append(folder)
                }
                student.submission = submission
                if let text = submission.time, let time = Moment.parse(text) {
                    if let late = penalty(folder: folder, time: time, graded: graded) {
                        student.late = late
                        total = total - Cents(points: late.points)
                    }
                } else if let error = submission.error {
                    unreadableTimes.append(.error("\(error): \(folder)'s lateness is not known, so they were not marked late (marked \"lateness not known\" in grades.csv and the gradebook). Fix or remove the file, or give \(folder) a row in \(assignment.submissionTimes?.lastPathComponent ?? "a submission_times file"), and grade again"))
                } else {
                    unknownTimes.append(folder)
                }
            }
            student.overrides = row(overrides?.byFolder ?? [:], for: folder) ?? []
            for item in student.overrides {
                if item.exercise == "total" {
                    total = total + Cents(points: item.points)
                } else if let at = student.exercises.firstIndex(where: { $0.exercise == item.exercise }) {
                    let before = Cents(points: student.exercises[at].score)
                    student.exercises[at].gradedScore = before.points
                    student.exercises[at].score = item.points
                    student.exercises[at].override = item
                    total = total + Cents(points: item.points) - before
                }
            }
            student.score = max(Cents(0), total).points
            students[index] = student
        }
        warnings += unreadableTimes
        if !unknownTimes.isEmpty {
            let why = assignment.studentTimestamps == .refuse
                ? "no row in the assignment's submission_times file (times a student can write, timestamp.txt and commit dates, are refused by student_timestamps = \"refuse\")"
                : "no submission time in the assignment's submission_times file, no timestamp.txt, not a git repository"
            warnings.append(.warning("lateness is not known for \(unknownTimes.count) student\(unknownTimes.count == 1 ? "" : "s") (\(unknownTimes.joined(separator: ", "))): \(why). They were not marked late; file times are not trusted"))
        }
        let written = [SubmissionRecord.Source.timestampFile, .git].compactMap { source -> String? in
            guard let folders = studentWritten[source] else { return nil }
            return "\(source == .git ? "a git committer date" : "timestamp.txt in their folder") (\(folders.joined(separator: ", ")))"
        }
        if !written.isEmpty {
            let count = studentWritten.values.map(\.count).reduce(0, +)
            warnings.append(.warning("the submission time of \(count) student\(count == 1 ? "" : "s") comes from a source the student can write: \(written.joined(separator: "; ")). It decided lateness and is flagged as student_written in grades.json and grades.csv. To decide by times the students cannot set, give them rows in a submission_times file (the host's push or upload times) and set student_timestamps = \"refuse\" in \(assignment.path)"))
        }
        let points = graded.exercises.map { Cents(points: $0.maxScore) }.reduce(Cents(0), +).points
        return ClassReport(graderVersion: graded.graderVersion, isolation: graded.isolation, shard: graded.shard, exercises: graded.exercises,
                           strayFiles: graded.strayFiles, students: students, assignment: record(points: points), seeds: graded.seeds,
                           warnings: warnings)
    }
}

/// The closest folder name, for "did you mean".
func closestMatchFolder(_ name: String, in candidates: [String]) -> String? {
    let lowered = name.lowercased()
    return candidates.first { $0.lowercased() == lowered } ?? candidates.first { $0.lowercased().hasPrefix(lowered) || lowered.hasPrefix($0.lowercased()) }
}
