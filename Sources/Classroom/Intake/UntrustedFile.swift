import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One file a student controls, read as untrusted bytes: never through a
/// symbolic link (`O_NOFOLLOW`), opened without blocking (a FIFO or device
/// put in its place never holds the grader), only when it is a regular
/// file, and never more than a given size.
enum UntrustedFile {
    /// The file's bytes; nil when it is not a regular file, cannot be read
    /// or holds more than `limit` bytes.
    static func read(_ url: URL, limit: Int) -> Data? {
        let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= limit else { return nil }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return data }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= limit else { return nil }
        }
    }
}
