import Foundation

// The parts of grades.json (version 2) that an assignment adds: what was
// assigned, who is on the roster, when each student handed in, the late
// penalty and the instructor's overrides. Dates are ISO 8601 strings with
// their offset (`2026-12-01T23:59:00-05:00`), as the assignment file wrote
// them, so the record reads the same on any machine.

/// The assignment as graded (`--assignment hw1.toml`).
public struct AssignmentRecord: Codable, Sendable, Equatable {
    public var id: String
    public var title: String
    /// The due date, ISO 8601 with offset.
    public var due: String
    public var graceMinutes: Int
    /// Nil: late work gets 0.
    public var late: LatePolicyRecord?
    /// Canvas's numeric id of the assignment, when the file gives one.
    public var canvasAssignmentId: String?
    /// The sum of the assignment's exercises' points.
    public var points: Double
    /// The assignment file, as given on the command line.
    public var file: String
    /// `student_timestamps`: "flag" (times a student can write decide
    /// lateness and are flagged) or "refuse" (they are never used). Nil in
    /// records written before the option existed: "flag".
    public var studentTimestamps: String? = nil
    /// `missing`: "zero" (a roster student with no folder gets 0 in
    /// canvas.csv) or "blank" (an empty cell, for Canvas's own
    /// missing-submission policy). Nil in older records: "zero".
    public var missing: String? = nil

    public init(id: String, title: String, due: String, graceMinutes: Int, late: LatePolicyRecord?,
                canvasAssignmentId: String?, points: Double, file: String) {
        self.id = id
        self.title = title
        self.due = due
        self.graceMinutes = graceMinutes
        self.late = late
        self.canvasAssignmentId = canvasAssignmentId
        self.points = points
        self.file = file
    }
}

/// `[late]`: a percentage of the student's score per started day late
/// (counted as Canvas counts: any part of a day is a day), at most
/// `maxPercent`; after `cutoff` the work gets 0.
public struct LatePolicyRecord: Codable, Sendable, Equatable {
    public var percentPerDay: Double
    public var maxPercent: Double
    /// ISO 8601 with offset; nil: no cutoff.
    public var cutoff: String?

    public init(percentPerDay: Double, maxPercent: Double, cutoff: String?) {
        self.percentPerDay = percentPerDay
        self.maxPercent = maxPercent
        self.cutoff = cutoff
    }
}

/// One row of roster.csv (`folder` is the only required column).
public struct RosterEntry: Codable, Sendable, Equatable {
    public var folder: String
    public var name: String?
    /// The LMS's numeric user id (Canvas's "ID").
    public var lmsId: String?
    public var sisUserId: String?
    public var sisLoginId: String?
    public var section: String?
    public var email: String?

    public init(folder: String, name: String? = nil, lmsId: String? = nil, sisUserId: String? = nil,
                sisLoginId: String? = nil, section: String? = nil, email: String? = nil) {
        self.folder = folder
        self.name = name
        self.lmsId = lmsId
        self.sisUserId = sisUserId
        self.sisLoginId = sisLoginId
        self.section = section
        self.email = email
    }
}

/// When a student handed in, and how that is known.
public struct SubmissionRecord: Codable, Sendable, Equatable {
    public enum Source: String, Codable, Sendable {
        /// A row of the assignment's `submission_times` file.
        case submissionsCSV = "submissions.csv"
        /// A one-line `timestamp.txt` in the student's folder.
        case timestampFile = "timestamp.txt"
        /// The student's folder is a git repository: the commit graded.
        case git
        /// Nothing says when: the student is not marked late, and the run warns.
        case unknown
        /// A roster student with no folder.
        case none

        /// True for a time the student can write: their folder's
        /// `timestamp.txt` (when they upload the folder themselves) and a
        /// git commit's committer date.
        public var isStudentWritable: Bool { self == .timestampFile || self == .git }
    }

    /// ISO 8601 with offset (in the due date's offset); nil when unknown.
    public var time: String?
    public var source: Source
    /// For `git`: the full id of the commit graded.
    public var commit: String?
    /// One sentence: which row or commit, or why the time is not known.
    public var note: String?
    /// True when `time` comes from a source the student can write
    /// (`timestamp.txt`, a committer date): shown to the instructor, who
    /// can refuse such times with `student_timestamps = "refuse"`.
    public var studentWritten: Bool? = nil
    /// A file that should have said when and could not be read (its path
    /// and why): the student's lateness is not known. Instructor-facing.
    public var error: String? = nil

    public init(time: String?, source: Source, commit: String? = nil, note: String? = nil, error: String? = nil) {
        self.time = time
        self.source = source
        self.commit = commit
        self.note = note
        self.error = error
    }
}

/// The late penalty of one student: its own line in every report.
public struct LatePenalty: Codable, Sendable, Equatable {
    /// Minutes after the student's due date (grace not subtracted).
    public var minutesLate: Int
    /// Days late as Canvas counts them: every started 24 hours.
    public var startedDays: Int
    /// The percentage of the graded score taken (100 after the cutoff or
    /// without a `[late]` policy).
    public var percent: Double
    /// The points taken (exact to the cent; never more than the graded score).
    public var points: Double
    /// True when handed in after the cutoff (or late without a late policy).
    public var refused: Bool
    /// "submitted 26 h late, 2 started days: −20 %".
    public var description: String

    public init(minutesLate: Int, startedDays: Int, percent: Double, points: Double, refused: Bool, description: String) {
        self.minutesLate = minutesLate
        self.startedDays = startedDays
        self.percent = percent
        self.points = points
        self.refused = refused
        self.description = description
    }
}

/// One row of overrides.csv: `exercise` is an exercise id (its points are
/// set to `points`) or `total` (`points` are added to the total, e.g. −2 or
/// +1.5).
public struct OverrideRecord: Codable, Sendable, Equatable {
    public var exercise: String
    public var points: Double
    public var comment: String
    /// Where it came from, `overrides.csv:4`.
    public var source: String

    public init(exercise: String, points: Double, comment: String, source: String) {
        self.exercise = exercise
        self.points = points
        self.comment = comment
        self.source = source
    }
}
