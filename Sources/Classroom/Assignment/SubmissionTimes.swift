import Foundation
import TextSafety
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
