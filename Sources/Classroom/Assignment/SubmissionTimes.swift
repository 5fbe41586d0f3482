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

/// A student folder that is a git repository (GitHub Classroom hands in one
/// repository per student) is graded at its last commit at or before the
/// student's deadline, or, when there is none, at its first commit after it,
/// late by that commit's committer date. The files of that commit are
/// exported into a private folder with git's plumbing (`ls-tree`,
/// `cat-file`), so no filter, hook or program the repository's own
/// configuration names ever runs; the student's working files are not read.
public struct GitSubmission: Sendable {
    public var commit: String
    public var time: Moment
    /// True when the commit is after the deadline.
    public var late: Bool
    /// The exported tree.
    public var folder: URL

    static func isRepository(_ folder: URL) -> Bool {
        fileType(folder.appendingPathComponent(".git")) == .directory
    }

    /// Picks the commit for `deadline` and exports its tree below `scratch`.
    /// Nil when the repository has no commit.
    static func resolve(_ folder: URL, deadline: Moment, scratch: URL) throws -> GitSubmission? {
        let log = try git(folder, ["log", "--no-show-signature", "--format=%H %ct %cI", "HEAD"])
        guard log.status == 0 else {
            if log.error.contains("does not have any commits") || log.error.contains("unknown revision") { return nil }
            throw ClassroomError.noSubmissions(path: folder.path, reason: "git could not read this repository: \(log.error.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        var commits: [(id: String, time: Moment)] = []
        for line in String(decoding: log.output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 3, let seconds = Double(parts[1]), let shown = Moment.parse(String(parts[2])) else { continue }
            commits.append((String(parts[0]), Moment(date: Date(timeIntervalSince1970: seconds), offsetMinutes: shown.offsetMinutes)))
        }
        let onTime = commits.filter { $0.time <= deadline }.max { $0.time < $1.time }
        guard let chosen = onTime ?? commits.filter({ $0.time > deadline }).min(by: { $0.time < $1.time }) else { return nil }
        let target = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try export(chosen.id, from: folder, to: target)
        return GitSubmission(commit: chosen.id, time: chosen.time, late: onTime == nil, folder: target)
    }

    /// Writes the files of `commit` that a student folder is read for (the
    /// top level and `Exercises/`) into `target`, with git's plumbing only:
    /// `ls-tree` and `cat-file` never run the filters, hooks or programs a
    /// repository's own configuration can name (`git archive` and
    /// `checkout` run its smudge filters). Blobs are written as they are;
    /// links as links (the folder reader refuses those that lead out);
    /// a file over the answer limit is written as a sparse file of its size,
    /// never read. Names with `..`, `.git` or a slash at the start are skipped.
    static func export(_ commit: String, from folder: URL, to target: URL) throws {
        let listing = try git(folder, ["ls-tree", "-r", "-z", "--full-tree", commit])
        guard listing.status == 0 else {
            throw ClassroomError.noSubmissions(path: folder.path, reason: "git could not list commit \(commit): \(listing.error.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        struct Entry { let mode: String; let object: String; let path: String }
        var entries: [Entry] = []
        for record in listing.output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let header = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
            guard header.count == 3, header[1] == "blob" else { continue }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), parts.count == 1 || parts[0] == "Exercises",
                  parts.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." && $0.lowercased() != ".git" }) else { continue }
            entries.append(Entry(mode: String(header[0]), object: String(header[2]), path: path))
        }
        guard !entries.isEmpty else { return }
        // Sizes first, so a large blob is never read.
        let checked = try git(folder, ["cat-file", "--batch-check"], input: Data(entries.map { $0.object + "\n" }.joined().utf8))
        let sizes = String(decoding: checked.output, as: UTF8.self).split(separator: "\n").map { line -> Int in
            let fields = line.split(separator: " ")
            return fields.count == 3 ? Int(fields[2]) ?? 0 : 0
        }
        guard sizes.count == entries.count else {
            throw ClassroomError.noSubmissions(path: folder.path, reason: "git could not read the files of commit \(commit)")
        }
        let limit = Submissions.maximumAnswerBytes
        let small = zip(entries, sizes).filter { $0.1 <= limit }.map(\.0)
        let batch = try git(folder, ["cat-file", "--batch"], input: Data(small.map { $0.object + "\n" }.joined().utf8))
        var contents: [String: Data] = [:]
        var rest = batch.output[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let fields = String(decoding: rest[rest.startIndex..<newline], as: UTF8.self).split(separator: " ")
            rest = rest[rest.index(after: newline)...]
            guard fields.count == 3, let size = Int(fields[2]) else { continue }
            guard rest.count >= size else { break }
            contents[String(fields[0])] = Data(rest.prefix(size))
            rest = rest.dropFirst(size + 1)
        }
        let fileManager = FileManager.default
        for (entry, size) in zip(entries, sizes) {
            let url = target.appendingPathComponent(entry.path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            if entry.mode == "120000" {
                guard let destination = contents[entry.object].map({ String(decoding: $0, as: UTF8.self) }) else { continue }
                try? fileManager.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
            } else if size > limit {
                guard fileManager.createFile(atPath: url.path, contents: nil), let handle = try? FileHandle(forWritingTo: url) else { continue }
                try? handle.truncate(atOffset: UInt64(size))
                try? handle.close()
            } else if let data = contents[entry.object] {
                try data.write(to: url)
            }
        }
    }

    static func git(_ folder: URL, _ arguments: [String], input: Data? = nil) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The command line's settings win over the repository's own: no
        // hooks, no fsmonitor, no signature checks (which run gpg.program).
        process.arguments = ["git", "-c", "safe.directory=*", "-c", "core.hooksPath=/dev/null", "-c", "core.fsmonitor=false",
                             "-c", "core.attributesFile=/dev/null", "-c", "log.showSignature=false", "-c", "gpg.program=/bin/false",
                             "-c", "core.pager=cat", "--no-pager", "--git-dir", folder.appendingPathComponent(".git").path] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_ATTR_NOSYSTEM"] = "1"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let stdin = input.map { _ in Pipe() }
        if let stdin { process.standardInput = stdin } else { process.standardInput = FileHandle.nullDevice }
        do { try process.run() } catch {
            throw ClassroomError.noSubmissions(path: folder.path, reason: "this student folder is a git repository, but git cannot be run (\(error.localizedDescription)); install git (apt-get install git)")
        }
        // Read both pipes at once so a large archive never blocks on a full pipe.
        final class Collected: @unchecked Sendable { var data = Data() }
        let collected = Collected()
        let group = DispatchGroup()
        group.enter()
        let reader = error.fileHandleForReading
        DispatchQueue.global().async {
            collected.data = reader.readDataToEndOfFile()
            group.leave()
        }
        if let stdin, let input {
            let writer = stdin.fileHandleForWriting
            DispatchQueue.global().async {
                try? writer.write(contentsOf: input)
                try? writer.close()
            }
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, data, String(decoding: collected.data, as: UTF8.self))
    }
}
