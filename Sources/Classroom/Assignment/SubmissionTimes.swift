import Foundation
import TextSafety
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// When each student handed in: the assignment's `submission_times` file
/// (`student,submitted_at`, ISO 8601 with offset, and optionally `commit`,
/// the commit the host's branch held after that push), else a one-line
/// `timestamp.txt` in the student's folder (as nbgrader keeps it), else,
/// for a folder that is a git repository, the commit graded (see
/// `GitSubmission`), else unknown.
///
/// A student has one row (the final push or upload), or one row per push
/// when every row of theirs names its commit: then the host's record, not a
/// date the student wrote, chooses the commit graded (`pushChosen`).
public struct SubmissionTimes: Sendable {
    public static let columns = ["student", "submitted_at"]
    public static let knownColumns = columns + ["commit"]

    /// One row: a push (or upload) the host recorded.
    public struct Push: Sendable, Equatable {
        public var time: Moment
        public var line: Int
        /// The commit the branch held after this push (40 hex digits), when the file says.
        public var commit: String?
    }

    /// The student's last push: their submission time when no commit is chosen by a push.
    public var byFolder: [String: (time: Moment, line: Int)]
    /// Every row of each student, oldest first.
    public var pushes: [String: [Push]]

    public static func load(_ url: URL, path: String, folders: Set<String>) throws -> SubmissionTimes {
        let table = try CSVTable.load(url, path: path, required: columns, known: knownColumns)
        var pushes: [String: [Push]] = [:]
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
            var commit: String? = nil
            if let given = row.value("commit") {
                let id = given.lowercased()
                guard id.utf8.count == 40, id.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
                    throw fail("commit '\(SafeText.line(String(given.prefix(60))))' is not a full commit id (40 hexadecimal digits, as the host's push record gives it)")
                }
                commit = id
            }
            let earlier = pushes[student] ?? []
            if let other = earlier.first {
                guard commit != nil, earlier.allSatisfy({ $0.commit != nil }) else {
                    throw fail("\(student) is already on line \(other.line); give one time per student (the last submission), or one row per push with the commit it pushed in a 'commit' column")
                }
                if let same = earlier.first(where: { $0.time.date == time.date }) {
                    throw fail("\(student) has two pushes at \(time.text) (lines \(same.line) and \(row.line)); the host's record gives each push its own time")
                }
            }
            pushes[student, default: []].append(Push(time: time, line: row.line, commit: commit))
        }
        for student in pushes.keys { pushes[student]?.sort { $0.time.date < $1.time.date } }
        let byFolder = pushes.compactMapValues { $0.last.map { (time: $0.time, line: $0.line) } }
        return SubmissionTimes(byFolder: byFolder, pushes: pushes)
    }

    /// The push whose commit is graded for `deadline`, when the student's
    /// rows name commits: the last push at or before the deadline (the
    /// branch as it stood then), else the first after it (late by its
    /// time). Nil when the rows name no commit.
    public static func pushChosen(_ pushes: [Push], deadline: Moment) -> (push: Push, late: Bool)? {
        let recorded = pushes.filter { $0.commit != nil }
        guard !recorded.isEmpty else { return nil }
        if let onTime = recorded.last(where: { $0.time <= deadline }) { return (onTime, false) }
        return recorded.first.map { ($0, true) }
    }

    /// A student's `timestamp.txt`: nil when there is none; a problem (the
    /// sentence after the file's path) when something is there that cannot
    /// be read as a time with an offset: a folder, a link, a device, an
    /// unreadable or oversized file, not UTF-8, not a time. The file is
    /// untrusted bytes: never followed, at most 4 KiB read, opened without
    /// blocking.
    enum Stamp: Equatable { case time(Moment), problem(String) }

    static let maximumTimestampBytes = 4096

    static func timestampFile(in folder: URL) -> Stamp? {
        let url = folder.appendingPathComponent("timestamp.txt")
        switch fileType(url) {
        case nil: return nil
        case .regular?: break
        case .symlink?: return .problem("is a symbolic link, not a file; it was not followed")
        case .directory?: return .problem("is a folder, not a one-line file")
        case .other?: return .problem("is not a regular file (a device, pipe or socket)")
        }
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .problem("cannot be read (\(String(cString: strerror(errno))))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do { data = try handle.read(upToCount: maximumTimestampBytes + 1) ?? Data() } catch {
            return .problem("cannot be read (\(error.localizedDescription))")
        }
        guard data.count <= maximumTimestampBytes else {
            return .problem("is more than \(maximumTimestampBytes) bytes; it should hold one line, the time")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .problem("is not UTF-8 text; it should hold one line, the time")
        }
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        guard let moment = Moment.parse(line) else {
            let shown = String(SafeText.line(line).prefix(60))
            return .problem(line.isEmpty ? "is empty; it should hold one line, the time (e.g. 2026-12-01 22:10:00.000000 UTC)"
                                         : "holds '\(shown)', which is not a time with a UTC offset (e.g. 2026-12-01 22:10:00.000000 UTC)")
        }
        return .time(moment)
    }
}
