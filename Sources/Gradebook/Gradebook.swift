import Classroom
import Foundation

/// Several assignments' grades, side by side: one column per assignment,
/// one row per person. Built from each assignment's grades.json (the
/// record); `CanvasGradebook` and `GradebookPage` render it.
///
/// People are matched across assignments by their roster IDs: the LMS ID,
/// else the SIS user ID, else the SIS login ID, else (no ID at all) the
/// folder name. A folder that is not on its assignment's roster is kept
/// apart as "unknown": shown on the page, never in the Canvas file.
public struct Gradebook: Sendable {
    public struct Assignment: Sendable {
        /// The assignment's id (its TOML `id`), or the folder's name for a
        /// report graded without an assignment file.
        public var id: String
        public var title: String
        public var canvasID: String?
        /// Points possible.
        public var points: Double
        /// The due date as written in the assignment file (with its offset).
        public var due: String?
        /// Where its grades.json is.
        public var source: URL
        /// The similarity report of this class, if one was found.
        public var similarity: URL?
        public var report: ClassReport

        /// Whether the report came with a roster (an assignment file that names one).
        public var hasRoster: Bool { report.students.contains { $0.roster != nil } }

        /// The header Canvas matches: `Title (123456)` with an assignment id, else the title.
        public var canvasHeader: String {
            canvasID.map { "\(title) (\($0))" } ?? title
        }
    }

    public struct Person: Sendable, Equatable {
        /// What matches the person across assignments (see the type's comment).
        public var key: String
        public var name: String
        public var lmsID: String?
        public var sisUserID: String?
        public var sisLoginID: String?
        public var section: String?
        /// Their folder in each assignment, in assignment order (nil: not in it).
        public var folders: [String?]

        public var hasID: Bool { lmsID != nil || sisUserID != nil || sisLoginID != nil }
    }

    /// One person in one assignment.
    public struct Entry: Sendable {
        public var student: StudentReport
        public var score: Double { student.score }
    }

    /// A folder graded in an assignment but not on its roster.
    public struct Unknown: Sendable {
        public var assignment: Int
        public var student: StudentReport
    }

    public var assignments: [Assignment]
    /// Roster people (and, for reports without a roster, every folder), in name order.
    public var people: [Person]
    /// `entries[person][assignment]`: nil when the person is not in that assignment.
    public var entries: [[Entry?]]
    public var unknown: [Unknown]
    /// Problems worth telling the instructor, none of which stops the run.
    public var warnings: [String]

    /// Combines assignments; their order is kept (the columns' order).
    /// Throws when two of them would be the same Canvas column.
    public init(_ assignments: [Assignment]) throws {
        self.assignments = assignments
        var warnings: [String] = []
        var seenIDs: [String: URL] = [:], seenHeaders: [String: URL] = [:]
        for assignment in assignments {
            if let first = seenIDs[assignment.id] {
                throw GradebookError.duplicateAssignment(first: first.path, second: assignment.source.path, what: "assignment id '\(assignment.id)'")
            }
            if let first = seenHeaders[assignment.canvasHeader] {
                throw GradebookError.duplicateAssignment(first: first.path, second: assignment.source.path, what: "Canvas column '\(assignment.canvasHeader)'")
            }
            seenIDs[assignment.id] = assignment.source
            seenHeaders[assignment.canvasHeader] = assignment.source
            if !assignment.hasRoster {
                warnings.append("\(assignment.source.path): '\(assignment.id)' was graded without a roster, so its students have no IDs and it has no column in canvas.csv; grade it with --assignment and a roster to include it")
            }
        }

        var people: [Person] = []
        var index: [String: Int] = [:]
        var entries: [[Entry?]] = []
        var unknown: [Unknown] = []
        for (column, assignment) in assignments.enumerated() {
            for student in assignment.report.students {
                if student.enrollment == .unknown {
                    unknown.append(Unknown(assignment: column, student: student))
                    continue
                }
                let roster = student.roster
                let key = Self.key(lmsID: roster?.lmsId, sisUserID: roster?.sisUserId, sisLoginID: roster?.sisLoginId, folder: roster?.folder ?? student.name)
                let row: Int
                if let existing = index[key] {
                    row = existing
                    if entries[row][column] != nil {
                        warnings.append("\(assignment.source.path): two roster rows of '\(assignment.id)' have the ID \(key.split(separator: ":", maxSplits: 1).last.map(String.init) ?? key) (folders '\(people[row].folders[column] ?? "?")' and '\(student.name)'); only the first is in the gradebook. Give each student their own ID in the roster")
                        continue
                    }
                } else {
                    row = people.count
                    index[key] = row
                    people.append(Person(key: key, name: Self.nonEmpty(roster?.name) ?? student.name,
                                         lmsID: Self.nonEmpty(roster?.lmsId), sisUserID: Self.nonEmpty(roster?.sisUserId),
                                         sisLoginID: Self.nonEmpty(roster?.sisLoginId), section: Self.nonEmpty(roster?.section),
                                         folders: Array(repeating: nil, count: assignments.count)))
                    entries.append(Array(repeating: nil, count: assignments.count))
                }
                people[row].folders[column] = student.name
                entries[row][column] = Entry(student: student)
                // Later assignments fill in what an earlier roster left out.
                if people[row].section == nil { people[row].section = Self.nonEmpty(roster?.section) }
            }
        }
        let order = people.indices.sorted { left, right in
            let a = people[left], b = people[right]
            let byName = a.name.localizedStandardCompare(b.name)
            return byName == .orderedSame ? a.key < b.key : byName == .orderedAscending
        }
        self.people = order.map { people[$0] }
        self.entries = order.map { entries[$0] }
        self.unknown = unknown
        for person in self.people where !person.hasID && assignments.indices.contains(where: { assignments[$0].hasRoster && person.folders[$0] != nil }) {
            warnings.append("\(person.name) (folder '\(person.folders.compactMap { $0 }.first ?? "?")') has no ID, SIS User ID or SIS Login ID in the roster, so Canvas cannot match their row of canvas.csv; add one to the roster")
        }
        self.warnings = warnings
    }

    /// A person's total over the assignments they are in, and the points possible there.
    public func total(of row: Int) -> (score: Double, possible: Double) {
        var score = 0.0, possible = 0.0
        for (column, entry) in entries[row].enumerated() {
            guard let entry else { continue }
            score += entry.score
            possible += assignments[column].points
        }
        return (score, possible)
    }

    static func key(lmsID: String?, sisUserID: String?, sisLoginID: String?, folder: String) -> String {
        if let id = nonEmpty(lmsID) { return "id:" + id }
        if let id = nonEmpty(sisUserID) { return "sis:" + id }
        if let id = nonEmpty(sisLoginID) { return "login:" + id }
        return "folder:" + folder
    }

    static func nonEmpty(_ text: String?) -> String? {
        guard let trimmed = text?.trimmingCharacters(in: .whitespaces), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}
