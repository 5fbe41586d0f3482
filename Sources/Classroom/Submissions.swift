import Foundation
import Grading
import Literate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A class's submissions folder: one subfolder per student (any name),
/// holding `<exercise-id>.swift` answers (or `Exercises/<exercise-id>.swift`,
/// as a learner's own workspace keeps them).
public struct Submissions: Sendable {
    public let root: URL
    public var students: [StudentFolder]
    /// Top-level entries that are not student folders, reported and skipped.
    public var strayFiles: [SkippedFile]

    /// Largest answer file graded; larger files are unusable.
    public static let maximumAnswerBytes = AnswerText.maximumBytes

    public init(root: URL, students: [StudentFolder], strayFiles: [SkippedFile]) {
        self.root = root
        self.students = students
        self.strayFiles = strayFiles
    }

    /// Reads the folder. Hidden files (names starting with ".", such as
    /// .DS_Store), a `.git` folder and the folders in `excluding` (the report
    /// folder, if it is inside) are skipped silently; any other hidden folder
    /// is skipped and reported among the stray files, so that a student
    /// whose folder name starts with "." is not left out unseen.
    public static func scan(_ root: URL, exerciseIDs: [String], excluding: [URL] = []) throws -> Submissions {
        let fileManager = FileManager.default
        guard AtomicFile.isDirectory(root) || isDirectoryFollowingLinks(root) else {
            throw ClassroomError.noSubmissions(path: root.path, reason: fileManager.fileExists(atPath: root.path)
                ? "not a folder: give the folder holding one subfolder per student"
                : "no such folder: give the folder holding one subfolder per student")
        }
        let names: [String]
        do { names = try fileManager.contentsOfDirectory(atPath: root.path) } catch {
            throw ClassroomError.noSubmissions(path: root.path, reason: "cannot list it (\(error.localizedDescription)); check its permissions")
        }
        let excluded = Set(excluding.map { realPath($0) ?? $0.standardizedFileURL.path })
        var students: [StudentFolder] = []
        var stray: [SkippedFile] = []
        for name in names.sorted(by: FolderName.byBytes) {
            let url = root.appendingPathComponent(name)
            if excluded.contains(realPath(url) ?? url.path) { continue }
            if name.hasPrefix(".") {
                if name != "." && name != ".." && name != ".git" && fileType(url) == .directory {
                    stray.append(SkippedFile(file: name, reason: "a hidden folder (its name starts with \".\"), not graded; rename it without the dot if it is a student's"))
                }
                continue
            }
            switch fileType(url) {
            case .directory:
                students.append(StudentFolder.read(name: name, folder: url, exerciseIDs: exerciseIDs))
            case .symlink:
                stray.append(SkippedFile(file: name, reason: "a symbolic link, not a student folder; links are not followed"))
            case .regular:
                let hint = exerciseIDs.contains((name as NSString).deletingPathExtension)
                    ? " (an answer at the top level: put each student's answers in a folder named after the student)" : ""
                stray.append(SkippedFile(file: name, reason: "a file, not a student folder\(hint)"))
            case .other, .none:
                stray.append(SkippedFile(file: name, reason: "not a regular folder"))
            }
        }
        return Submissions(root: root, students: students, strayFiles: stray)
    }

    /// One submission whose answers are directly in `folder` (Gradescope's
    /// /autograder/submission), graded as the student `name`.
    public static func single(_ folder: URL, name: String, exerciseIDs: [String]) throws -> Submissions {
        guard isDirectoryFollowingLinks(folder) else {
            throw ClassroomError.noSubmissions(path: folder.path, reason: "no such folder: give the folder holding the submission's answers")
        }
        return Submissions(root: folder, students: [StudentFolder.read(name: name, folder: folder, exerciseIDs: exerciseIDs)], strayFiles: [])
    }

    /// Of `exerciseIDs`, in their order, those at least one student handed
    /// in a file for (one that can be graded, or one that cannot: an empty
    /// file, a link out of the folder).
    public func handedIn(of exerciseIDs: [String]) -> [String] {
        exerciseIDs.filter { id in
            students.contains { student in
                if case .missing = student.answers[id] ?? .missing { return false }
                return true
            }
        }
    }

    public func restricted(to shard: Shard?) -> Submissions {
        guard let shard else { return self }
        return Submissions(root: root, students: students.filter { shard.contains(student: $0.name) }, strayFiles: strayFiles)
    }
}

/// Where an answer comes from.
public enum AnswerSource: Sendable, Equatable {
    /// A regular file to grade, `relativePath` as the student's folder shows it.
    case file(URL, relativePath: String)
    case missing
    /// Not gradable, and why (for instructor and student).
    case unusable(relativePath: String, reason: String)
}

public struct StudentFolder: Sendable {
    public let name: String
    public let folder: URL
    /// By exercise id, every exercise present.
    public var answers: [String: AnswerSource]
    public var ignoredFiles: [SkippedFile]

    /// Names of files not graded listed in the reports, at most.
    public static let shownIgnoredFiles = 100
    /// Entries of a student's folder (with its `Exercises/`) read, at most.
    public static let listedEntries = 10_000

    static func read(name: String, folder: URL, exerciseIDs: [String]) -> StudentFolder {
        let root = realPath(folder) ?? folder.path
        var answers: [String: AnswerSource] = [:]
        for id in exerciseIDs {
            answers[id] = .missing
            for relative in ["\(id).swift", "Exercises/\(id).swift"] {
                let url = folder.appendingPathComponent(relative)
                guard let type = fileType(url) else { continue }
                answers[id] = source(url, relative: relative, studentRoot: root, type: type)
                break
            }
        }
        // Answers were looked up by their exact names above; the other
        // names are listed only to tell the student what was not graded,
        // read up to `listedEntries` and shown up to `shownIgnoredFiles`.
        let known = Set(exerciseIDs.map { "\($0).swift" })
        let top = BoundedListing.read(folder.path, limit: listedEntries)
        var others: [String] = []
        var complete = top.complete
        for entry in top.names where !entry.hasPrefix(".") && !known.contains(entry) {
            if entry == "Exercises" && fileType(folder.appendingPathComponent(entry)) == .directory {
                let inner = BoundedListing.read(folder.appendingPathComponent(entry).path, limit: listedEntries - top.names.count)
                complete = complete && inner.complete
                others += inner.names.filter { !$0.hasPrefix(".") && !known.contains($0) }.map { "Exercises/\($0)" }
                continue
            }
            others.append(entry)
        }
        others.sort()
        var ignored = others.prefix(shownIgnoredFiles).map { skipped($0, exerciseIDs: exerciseIDs) }
        let more = others.count - min(others.count, shownIgnoredFiles)
        if more > 0 || !complete {
            let count = complete ? "\(more) more" : "more than \(more) more"
            let why = complete ? "only the first \(shownIgnoredFiles) names are listed" : "the folder holds more than \(listedEntries) entries, which were not all read; only the first \(shownIgnoredFiles) names are listed"
            ignored.append(SkippedFile(file: "…", reason: "and \(count) files not graded (\(why)); hand in only the answer files"))
        }
        return StudentFolder(name: name, folder: folder, answers: answers, ignoredFiles: ignored)
    }

    private static func skipped(_ relative: String, exerciseIDs: [String]) -> SkippedFile {
        let base = (relative as NSString).lastPathComponent
        if base.hasSuffix(".swift") {
            let stem = String(base.dropLast(6))
            let similar = exerciseIDs.first { $0.hasPrefix(stem) || stem.hasPrefix($0) } ?? closestMatch(to: stem, in: exerciseIDs)
            let suggestion = (stem.isEmpty ? nil : similar).map { "; did you mean '\($0).swift'?" } ?? ""
            return SkippedFile(file: relative, reason: "no exercise is named '\(stem)'\(suggestion) (answers are named <exercise-id>.swift: \(exerciseIDs.joined(separator: ", ")))")
        }
        return SkippedFile(file: relative, reason: "not an answer file (answers are named <exercise-id>.swift)")
    }

    private static func source(_ url: URL, relative: String, studentRoot: String, type: FileType) -> AnswerSource {
        var target = url
        switch type {
        case .regular:
            // A linked folder on the way (Exercises -> ../someone-else) leads out too.
            guard let resolved = realPath(url), resolved.hasPrefix(studentRoot + "/") else {
                return .unusable(relativePath: relative, reason: "\(relative) is reached through a symbolic link that leads outside the student's folder; it was not followed. Submit the answer file itself")
            }
        case .symlink:
            let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
            guard let resolved = realPath(url), resolved.hasPrefix(studentRoot + "/") else {
                return .unusable(relativePath: relative, reason: "\(relative) is a symbolic link to \(destination), outside the student's folder; it was not followed. Submit the answer file itself")
            }
            guard fileType(URL(fileURLWithPath: resolved)) == .regular else {
                return .unusable(relativePath: relative, reason: "\(relative) is a symbolic link to \(destination), which is not a regular file. Submit the answer file itself")
            }
            target = URL(fileURLWithPath: resolved)
        case .directory:
            return .unusable(relativePath: relative, reason: "\(relative) is a folder, not a file. Submit the answer as one Swift file")
        case .other:
            return .unusable(relativePath: relative, reason: "\(relative) is not a regular file (a device, pipe or socket). Submit the answer as one Swift file")
        }
        var status = stat()
        if stat(target.path, &status) == 0, AnswerText.sizeProblem(bytes: Int(status.st_size)) != nil {
            return .unusable(relativePath: relative, reason: "\(relative) is \(status.st_size / 1024) KiB, more than an answer can be (\(Submissions.maximumAnswerBytes / 1024) KiB at most); submit only the code the exercise asks for")
        }
        return .file(target, relativePath: relative)
    }
}

enum FileType { case regular, directory, symlink, other }

/// The type of the entry itself (a link is a link, never followed).
func fileType(_ url: URL) -> FileType? {
    var status = stat()
    guard lstat(url.path, &status) == 0 else { return nil }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regular
    case S_IFDIR: return .directory
    case S_IFLNK: return .symlink
    default: return .other
    }
}

func isDirectoryFollowingLinks(_ url: URL) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
}

func realPath(_ url: URL) -> String? {
    guard let resolved = realpath(url.path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
}

/// A folder name compared as the file system compares it: scalar by
/// scalar. Swift's `String ==` compares canonical equivalence, so "José"
/// written with é (U+00E9) and with e + U+0301 are equal strings, though
/// they are two folders (a Mac writes the second form, most editors the
/// first), two students to grade and two sets of reports to write.
public struct FolderName: Hashable, Sendable {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }

    public static func == (left: FolderName, right: FolderName) -> Bool {
        left.name.unicodeScalars.elementsEqual(right.name.unicodeScalars)
    }

    public func hash(into hasher: inout Hasher) {
        for scalar in name.unicodeScalars { hasher.combine(scalar.value) }
    }

    /// The name with every scalar outside printable ASCII written as
    /// `U+XXXX`, so two equivalent names can be told apart in a message.
    public var spelled: String {
        name.unicodeScalars.map { scalar in
            (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "U+" + String(format: "%04X", scalar.value)
        }.joined()
    }

    /// Groups of two or more names that are canonically equivalent but not
    /// the same scalars, each sorted by its UTF-8 bytes; in name order.
    public static func equivalentGroups(_ names: [String]) -> [[String]] {
        var byForm: [[Unicode.Scalar]: [String]] = [:]
        for name in Set(names.map(FolderName.init)).map(\.name) {
            byForm[Array(name.precomposedStringWithCanonicalMapping.unicodeScalars), default: []].append(name)
        }
        return byForm.values.filter { $0.count > 1 }
            .map { $0.sorted(by: FolderName.byBytes) }
            .sorted { FolderName.byBytes($0[0], $1[0]) }
    }

    /// Name order, with canonically equivalent names ordered by their
    /// UTF-8 bytes, so the order is the same on every run.
    public static func byBytes(_ left: String, _ right: String) -> Bool {
        if left < right { return true }
        if right < left { return false }
        return left.utf8.lexicographicallyPrecedes(right.utf8)
    }
}

/// Values by student folder, told apart as `FolderName` tells them.
public struct FolderMap<Value>: ExpressibleByDictionaryLiteral {
    private var storage: [FolderName: Value] = [:]

    public init() {}

    public init(dictionaryLiteral elements: (String, Value)...) {
        for (name, value) in elements { storage[FolderName(name)] = value }
    }

    public subscript(_ name: String) -> Value? {
        get { storage[FolderName(name)] }
        set { storage[FolderName(name)] = newValue }
    }
}

extension FolderMap: Sendable where Value: Sendable {}
