import Foundation

/// When each student handed in: the assignment's `submission_times` file
/// (`student,submitted_at`, ISO 8601 with offset), else a one-line
/// `timestamp.txt` in the student's folder (as nbgrader keeps it), else,
/// for a folder that is a git repository, the commit graded (see
/// `GitSubmission`), else unknown.
public struct SubmissionTimes: Sendable {
    public static let columns = ["student", "submitted_at"]

    public var byFolder: [String: (time: Moment, line: Int)]

    public static func load(_ url: URL, path: String, folders: Set<String>) throws -> SubmissionTimes {
        let table = try CSVTable.load(url, path: path, required: columns, known: columns)
        var byFolder: [String: (time: Moment, line: Int)] = [:]
        for row in table.rows {
            func fail(_ reason: String) -> ClassroomError { .badAssignment(path: path, line: row.line, reason: reason) }
            guard let student = row.value("student") else { throw fail("this row has no student; give the student's folder name") }
            guard folders.contains(student) else {
                throw fail("no student folder or roster row is named '\(student)'; check the spelling (folder names are compared exactly)")
            }
            guard let text = row.value("submitted_at") else { throw fail("no submitted_at for \(student); give ISO 8601 with offset, e.g. 2026-12-01T22:10:00-05:00") }
            guard let time = Moment.parse(text) else {
                throw fail("submitted_at '\(text)' is not ISO 8601 with a UTC offset; write e.g. 2026-12-01T22:10:00-05:00 (a time without an offset means another instant on every machine)")
            }
            if let other = byFolder[student] {
                throw fail("\(student) is already on line \(other.line); give one time per student (the last submission)")
            }
            byFolder[student] = (time, row.line)
        }
        return SubmissionTimes(byFolder: byFolder)
    }

    /// A student's `timestamp.txt`: nil when there is none; a message when
    /// it cannot be read as a time with an offset.
    enum Stamp { case time(Moment), problem(String) }

    static func timestampFile(in folder: URL) -> Stamp? {
        let url = folder.appendingPathComponent("timestamp.txt")
        guard fileType(url) == .regular else { return nil }
        guard let data = try? Data(contentsOf: url), data.count < 4096, let text = String(data: data, encoding: .utf8) else {
            return .problem("cannot be read as a one-line time; lateness is not known")
        }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard let moment = Moment.parse(line) else {
            return .problem("'\(line.prefix(60))' is not a time with a UTC offset (e.g. 2026-12-01 22:10:00.000000 UTC); lateness is not known")
        }
        return .time(moment)
    }
}
