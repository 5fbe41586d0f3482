import Hashing
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The secret each student's generated cases are derived from when
/// `workbook grade` runs without `--course-seed`: 32 random bytes made once
/// per course and kept in the instructor's private state, so a student
/// cannot compute their own seed and hard-code their cases. It lives in
/// `--solutions`' folder (`.course-secret`) when one is given, else in the
/// grader's private cache (`course-secrets/<digest of the course folder>`);
/// the file is mode 0600 and is refused when anyone else can read it or it
/// is a link. It is never printed: grades.json records each student's
/// seed, which `workbook check --seed` reproduces.
public struct CourseSecret: Sendable {
    public let url: URL
    public let value: String

    /// Where the secret of the course at `courseRoot` is kept.
    public static func location(courseRoot: URL, privateSolutions: URL?, cache: URL) -> URL {
        if let privateSolutions { return privateSolutions.appendingPathComponent(".course-secret") }
        let digest = SHA256Hex.of(courseRoot.standardizedFileURL.path)
        return cache.appendingPathComponent("course-secrets").appendingPathComponent(String(digest.prefix(32)))
    }

    /// Reads the secret at `url`, making it first when there is none.
    public static func loadOrCreate(at url: URL) throws -> CourseSecret {
        func fail(_ reason: String) -> ClassroomError {
            .badOutput(path: url.path, reason: "\(reason). It holds the secret that students' generated cases are derived from; fix it and run again, or pass --course-seed N for a fixed, public seed")
        }
        var status = stat()
        if lstat(url.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else { throw fail("not a regular file (a link or a folder)") }
            guard status.st_uid == getuid() else { throw fail("owned by another user") }
            guard status.st_mode & 0o077 == 0 else { throw fail("readable or writable by other users (mode \(String(status.st_mode & 0o777, radix: 8))); run chmod 600 on it") }
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw fail("cannot be read") }
            let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard value.count == 64, value.allSatisfy(\.isHexDigit) else { throw fail("does not hold a secret (64 hex digits)") }
            return CourseSecret(url: url, value: value)
        }
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw fail("its folder cannot be made (\(error.localizedDescription))")
        }
        var bytes = SystemRandomNumberGenerator()
        let value = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &bytes)) }.joined()
        // Written whole to a private temporary file, then linked into place:
        // two graders starting at once never see a half-written secret, and
        // the one that loses the race reads the winner's.
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).partial-\(getpid())-\(UUID().uuidString.prefix(8))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw fail("cannot be created (\(String(cString: strerror(errno))))") }
        defer { unlink(temporary.path) }
        let data = Array((value + "\n").utf8)
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        fsync(descriptor)
        close(descriptor)
        guard written == data.count else { throw fail("could not be written in full") }
        guard link(temporary.path, url.path) == 0 else {
            if errno == EEXIST { return try loadOrCreate(at: url) }
            throw fail("cannot be created (\(String(cString: strerror(errno))))")
        }
        return CourseSecret(url: url, value: value)
    }
}
