import Foundation
import Literate

/// roster.csv: `folder,name,lms_id,sis_user_id,sis_login_id,section,email`
/// (only `folder` is required), one row per student; `folder` is the
/// student's folder in the submissions folder.
public struct Roster: Sendable, Equatable {
    public static let columns = ["folder", "name", "lms_id", "sis_user_id", "sis_login_id", "section", "email"]

    public var entries: [RosterEntry]
    /// The line of each folder's row.
    public var lines: [String: Int]

    public func entry(_ folder: String) -> RosterEntry? { entries.first { $0.folder == folder } }

    public static func load(_ url: URL, path: String) throws -> Roster {
        let table = try CSVTable.load(url, path: path, required: ["folder"], known: columns)
        var entries: [RosterEntry] = []
        var lines: [String: Int] = [:]
        // Canvas matches rows by these: one ID for two students would give
        // one of them the other's score.
        var ids: [String: [String: (line: Int, folder: String)]] = [:]
        for row in table.rows {
            guard let folder = row.value("folder") else {
                throw ClassroomError.badAssignment(path: path, line: row.line, reason: "this row has no folder; every student needs the name of their folder in the submissions folder")
            }
            if let other = lines[folder] {
                throw ClassroomError.badAssignment(path: path, line: row.line, reason: "the folder '\(folder)' is already on line \(other); each student is listed once")
            }
            if let id = row.value("lms_id"), !id.allSatisfy({ $0.isASCII && $0.isNumber }) {
                throw ClassroomError.badAssignment(path: path, line: row.line, reason: "lms_id '\(id)' is not a number; it is the LMS's numeric user id (Canvas's \"ID\" column)")
            }
            for column in ["lms_id", "sis_user_id", "sis_login_id"] {
                guard let id = row.value(column) else { continue }
                if let other = ids[column]?[id] {
                    throw ClassroomError.badAssignment(path: path, line: row.line, reason: "\(column) '\(id)' of '\(folder)' is already on line \(other.line) ('\(other.folder)'); two students cannot share an ID (Canvas would give one of them the other's score). Fix lines \(other.line) and \(row.line)")
                }
                ids[column, default: [:]][id] = (row.line, folder)
            }
            lines[folder] = row.line
            entries.append(RosterEntry(folder: folder, name: row.value("name"), lmsId: row.value("lms_id"), sisUserId: row.value("sis_user_id"),
                                       sisLoginId: row.value("sis_login_id"), section: row.value("section"), email: row.value("email")))
        }
        return Roster(entries: entries, lines: lines)
    }
}

/// overrides.csv: `folder,exercise,points,comment`. `exercise` is an
/// exercise id of the assignment (its points become `points`) or `total`
/// (`points` are added to the total, negative to take some away).
public struct Overrides: Sendable, Equatable {
    public static let columns = ["folder", "exercise", "points", "comment"]

    public var byFolder: [String: [OverrideRecord]]

    public static func load(_ url: URL, path: String, exercises: [String: Double], folders: Set<String>) throws -> Overrides {
        let table = try CSVTable.load(url, path: path, required: ["folder", "exercise", "points"], known: columns)
        var byFolder: [String: [OverrideRecord]] = [:]
        let name = url.lastPathComponent
        for row in table.rows {
            func fail(_ reason: String) -> ClassroomError { .badAssignment(path: path, line: row.line, reason: reason) }
            guard let folder = row.value("folder") else { throw fail("this row has no folder; name the student's folder") }
            guard folders.contains(folder) else {
                throw fail("no student folder or roster row is named '\(folder)'; check the spelling (folder names are compared exactly)")
            }
            guard let exercise = row.value("exercise") else { throw fail("this row has no exercise; give an exercise id of the assignment, or total") }
            guard exercise == "total" || exercises[exercise] != nil else {
                let ids = exercises.keys.sorted()
                let similar = ids.first { $0.hasPrefix(exercise) || exercise.hasPrefix($0) } ?? closestMatch(to: exercise, in: ids + ["total"])
                let suggestion = similar.map { "; did you mean '\($0)'?" } ?? ""
                throw fail("'\(exercise)' is not an exercise of this assignment\(suggestion) (give one of \(exercises.keys.sorted().joined(separator: ", ")), or total for an adjustment of the total)")
            }
            guard let text = row.value("points"), let points = Double(text), points.isFinite else {
                throw fail("points must be a number, e.g. 7.5 (or -2 with exercise total)")
            }
            guard Assignment.hasAtMostTwoDecimals(points) else {
                throw fail("points '\(text)' has more than two decimals; gradebooks keep cents, so write at most two, e.g. \(Score.text(points))")
            }
            if let max = exercises[exercise], points < 0 || points > max {
                throw fail("\(text) points for \(exercise), which is worth \(Score.text(max)); give 0 to \(Score.text(max)) (use exercise total for a bonus or a deduction)")
            }
            if byFolder[folder, default: []].contains(where: { $0.exercise == exercise }) {
                throw fail("\(folder) already has an override for \(exercise); keep one row per student and exercise")
            }
            byFolder[folder, default: []].append(OverrideRecord(exercise: exercise, points: Cents(points: points).points,
                                                                comment: row.value("comment") ?? "", source: "\(name):\(row.line)"))
        }
        return Overrides(byFolder: byFolder)
    }
}
