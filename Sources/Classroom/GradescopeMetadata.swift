import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who a Gradescope submission belongs to, from the
/// `submission_metadata.json` Gradescope writes beside the submission
/// (`/autograder/submission_metadata.json`):
///
///     {"id": 123456, "created_at": "…", "assignment": {…},
///      "users": [{"email": "student@example.com", "id": 1234, "name": "Student User"}, …], …}
///
/// Only `users[].id` is used: Gradescope's numeric user id, which the
/// student cannot choose (the name and email are theirs to edit). The
/// student is named `gradescope-<id>` (a group, `gradescope-<id>+<id>…`,
/// ids in ascending order), so each student's generated cases get their
/// own seed. The file is read as untrusted bytes: a regular file of at
/// most `maximumBytes`, decoded with `Codable`, ids only digits; nothing
/// in it names a path.
public struct GradescopeMetadata: Decodable, Sendable, Equatable {
    public struct User: Decodable, Sendable, Equatable {
        public var id: UserID
    }

    /// A user id as Gradescope writes it (a number; a string of digits is
    /// taken too).
    public struct UserID: Decodable, Sendable, Equatable {
        public var digits: String

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(UInt64.self) {
                digits = String(number)
                return
            }
            let text = try container.decode(String.self)
            guard (1...20).contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "a user id is a number")
            }
            digits = text
        }
    }

    public var users: [User]

    /// Gradescope's place for it.
    public static let gradescopeLocation = URL(fileURLWithPath: "/autograder/submission_metadata.json")
    /// Larger than any real one (`previous_submissions` included).
    public static let maximumBytes = 8 << 20
    /// Gradescope's group submissions are small; more users is not a real file.
    public static let maximumUsers = 50

    /// The file beside a submission folder (`/autograder/submission` →
    /// `/autograder/submission_metadata.json`).
    public static func location(besides submission: URL) -> URL {
        submission.standardizedFileURL.deletingLastPathComponent().appendingPathComponent("submission_metadata.json")
    }

    /// The student's name for the grader: `gradescope-<id>`.
    public var studentName: String {
        let ids = users.map(\.id.digits).sorted { ($0.count, $0) < ($1.count, $1) }
        var unique: [String] = []
        for id in ids where unique.last != id { unique.append(id) }
        return "gradescope-" + unique.joined(separator: "+")
    }

    /// Reads and checks the file; every problem is a `ClassroomError`
    /// naming the file and what to do.
    public static func load(_ url: URL) throws -> GradescopeMetadata {
        func fail(_ reason: String) -> ClassroomError {
            .noSubmissions(path: url.path, reason: "\(reason). Gradescope writes this file beside the submission; to grade a submission elsewhere, name the student with --student NAME")
        }
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            throw fail("no submission metadata here (\(String(cString: strerror(errno)))), so the submission's student is not known and every student would get the same generated cases")
        }
        guard status.st_mode & S_IFMT == S_IFREG else { throw fail("not a regular file") }
        guard Int(status.st_size) <= maximumBytes else { throw fail("\(status.st_size) bytes, more than submission metadata can be (\(maximumBytes / (1 << 20)) MiB)") }
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw fail("cannot be read (\(String(cString: strerror(errno))))") }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        let data: Data
        do { data = try handle.read(upToCount: maximumBytes + 1) ?? Data() } catch {
            throw fail("cannot be read (\(error.localizedDescription))")
        }
        guard data.count <= maximumBytes else { throw fail("more than \(maximumBytes / (1 << 20)) MiB") }
        let metadata: GradescopeMetadata
        do { metadata = try JSONDecoder().decode(GradescopeMetadata.self, from: data) } catch {
            throw fail("not Gradescope's submission metadata (\(Self.describe(error))); it needs \"users\": [{\"id\": 1234, …}]")
        }
        guard !metadata.users.isEmpty else { throw fail("its \"users\" list is empty, so the submission's student is not known") }
        guard metadata.users.count <= maximumUsers else { throw fail("its \"users\" list has \(metadata.users.count) users; a submission has at most \(maximumUsers)") }
        return metadata
    }

    private static func describe(_ error: Error) -> String {
        guard let decoding = error as? DecodingError else { return "not JSON" }
        switch decoding {
        case let .keyNotFound(key, context):
            return "no \"\(key.stringValue)\"\(at(context.codingPath))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "a value of the wrong type\(at(context.codingPath))"
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty ? "not JSON" : "\(context.debugDescription)\(at(context.codingPath))"
        @unknown default:
            return "not JSON"
        }
    }

    private static func at(_ path: [CodingKey]) -> String {
        path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
}
