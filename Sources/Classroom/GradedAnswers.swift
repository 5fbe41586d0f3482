import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes each student was graded on, kept for the similarity report so
/// that it compares exactly what was graded: for a git repository the
/// commit that was exported (not the working tree), for a folder the file
/// as it was read for grading. Written by `ClassGrader` as it reads each
/// answer, into a private folder of the grader's (mode 0700), with a
/// manifest (`manifest.json`, this type) that `workbook-similarity
/// --graded` reads instead of the submissions folder.
public struct GradedAnswers: Codable, Sendable, Equatable {
    /// What a student's answers were read from.
    public struct Origin: Codable, Sendable, Equatable {
        /// `folder` (the student's folder as handed in) or `commit`.
        public var kind: Kind
        /// The folder's name, or the commit's id.
        public var name: String

        public enum Kind: String, Codable, Sendable { case folder, commit }

        public init(kind: Kind, name: String) {
            self.kind = kind
            self.name = name
        }

        /// `commit 1a2b3c4d5e6f` or `folder ada/`, as the report shows it.
        public var shown: String {
            switch kind {
            case .commit: return "commit \(name.prefix(12))"
            case .folder: return "folder \(name)/"
            }
        }
    }

    public struct Answer: Codable, Sendable, Equatable {
        public var exercise: String
        /// The copy, relative to the manifest's folder.
        public var file: String
        /// The answer's path as the student's folder (or commit) shows it.
        public var shown: String
    }

    public struct Student: Codable, Sendable, Equatable {
        public var name: String
        public var origin: Origin
        public var answers: [Answer]
    }

    public var students: [Student]

    public static let manifestName = "manifest.json"

    /// Reads `folder/manifest.json`; the copies' paths are checked to stay
    /// inside `folder`.
    public static func load(from folder: URL) throws -> GradedAnswers {
        let data = try Data(contentsOf: folder.appendingPathComponent(manifestName))
        let manifest = try JSONDecoder().decode(GradedAnswers.self, from: data)
        for student in manifest.students {
            for answer in student.answers where answer.file.contains("/") || answer.file.hasPrefix(".") || answer.file.isEmpty {
                throw ClassroomError.hostFailure("\(folder.path)/\(manifestName) names the copy '\(answer.file)', which is not a file of its folder")
            }
        }
        return manifest
    }
}

/// Where `ClassGrader` keeps the graded bytes as it reads them (see
/// `GradedAnswers`). Thread-safe; files are created new (`O_EXCL`, never
/// through a link) under numbered names, so no student's name or file name
/// ever names a path.
public final class GradedCopies: @unchecked Sendable {
    public let folder: URL
    private let lock = NSLock()
    private var students: [String: GradedAnswers.Student] = [:]
    private var order: [String] = []
    private var origins: [String: GradedAnswers.Origin] = [:]
    private var count = 0

    /// Makes `folder` (it must not exist; its parent should be private).
    public init(folder: URL) throws {
        self.folder = folder
        guard mkdir(folder.path, 0o700) == 0 else {
            throw ClassroomError.hostFailure("cannot create \(folder.path) for the similarity report's copies: \(String(cString: strerror(errno)))")
        }
    }

    /// Says where a student's answers come from (default: their folder).
    public func setOrigin(_ origin: GradedAnswers.Origin, for student: String) {
        lock.lock()
        defer { lock.unlock() }
        origins[student] = origin
    }

    /// Keeps the bytes a student's answer to `exercise` was graded on.
    public func keep(student: String, exercise: String, shown: String, data: Data) throws {
        lock.lock()
        count += 1
        let name = "\(count).swift"
        if students[student] == nil {
            students[student] = GradedAnswers.Student(name: student, origin: origins[student] ?? .init(kind: .folder, name: student), answers: [])
            order.append(student)
        }
        students[student]?.answers.append(GradedAnswers.Answer(exercise: exercise, file: name, shown: shown))
        lock.unlock()
        let fd = open(folder.appendingPathComponent(name).path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw ClassroomError.hostFailure("cannot keep a copy of \(exercise) for the similarity report in \(folder.path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else {
                    throw ClassroomError.hostFailure("cannot keep a copy of \(exercise) for the similarity report in \(folder.path): \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }

    /// The manifest so far: students in the order first kept, each with the origin set for them.
    public var manifest: GradedAnswers {
        lock.lock()
        defer { lock.unlock() }
        return GradedAnswers(students: order.compactMap { name in
            students[name].map { student in
                var student = student
                student.origin = origins[name] ?? student.origin
                return student
            }
        })
    }

    /// Writes `manifest.json` (for `workbook-similarity --graded`).
    public func writeManifest() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try AtomicFile.write(try encoder.encode(manifest), to: folder.appendingPathComponent(GradedAnswers.manifestName))
    }

    /// Removes the folder and every copy in it.
    public func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
