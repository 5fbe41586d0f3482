import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder a student controls (their `.git` and the folders in it), read
/// by file descriptor: every name is looked up inside the folder already
/// opened (`openat`), never followed when it is a symbolic link
/// (`O_NOFOLLOW`, `AT_SYMLINK_NOFOLLOW`), opened only when it is a regular
/// file or a folder (a FIFO, a device or a socket is never opened, so none
/// can block or act), and read only up to a given size.
///
/// Also used for the grader's own fresh folders, to create files in them
/// without following any link (`O_CREAT | O_EXCL | O_NOFOLLOW`).
final class UntrustedFolder {
    enum Kind: Equatable { case regular(size: Int), directory, symlink, other }

    let descriptor: Int32
    /// Where it is, relative to the student's `.git` (for the instructor's reason).
    let shown: String

    private init(descriptor: Int32, shown: String) {
        self.descriptor = descriptor
        self.shown = shown
    }

    deinit { close(descriptor) }

    /// Opens `url` itself as a folder; nil when it is not one (or is a link).
    static func open(_ url: URL, shown: String) -> UntrustedFolder? {
        let fd = Glibc.open(url.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        return fd < 0 ? nil : UntrustedFolder(descriptor: fd, shown: shown)
    }

    func path(_ name: String) -> String { shown.isEmpty ? name : shown + "/" + name }

    /// The entry's own type, nil when there is none.
    func kind(_ name: String) -> Kind? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regular(size: Int(status.st_size))
        case S_IFDIR: return .directory
        case S_IFLNK: return .symlink
        default: return .other
        }
    }

    /// The folder `name` inside this one; refused when it is anything else.
    func folder(_ name: String) throws -> UntrustedFolder {
        guard kind(name) == .directory else { throw GitIntakeRefusal(describing: name, in: self, wanted: "a folder") }
        let fd = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw GitIntakeRefusal("\(path(name)) cannot be opened (\(String(cString: strerror(errno))))") }
        return UntrustedFolder(descriptor: fd, shown: path(name))
    }

    /// Opens the regular file `name` for reading, checked again once open
    /// (it cannot have been swapped for a link, a FIFO or a device between
    /// the look and the open); returns it with its size.
    private func openRegular(_ name: String) throws -> (fd: Int32, size: Int) {
        guard case .regular = kind(name) else { throw GitIntakeRefusal(describing: name, in: self, wanted: "a regular file") }
        let fd = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard fd >= 0 else { throw GitIntakeRefusal("\(path(name)) cannot be opened (\(String(cString: strerror(errno))))") }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(fd)
            throw GitIntakeRefusal("\(path(name)) changed while it was read; it is not a regular file")
        }
        return (fd, Int(status.st_size))
    }

    /// The whole regular file `name`, refused when it holds more than `limit` bytes.
    func read(_ name: String, limit: Int) throws -> Data {
        let (fd, size) = try openRegular(name)
        defer { close(fd) }
        guard size <= limit else { throw GitIntakeRefusal("\(path(name)) is \(size) bytes, more than the \(limit) bytes it can be") }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw GitIntakeRefusal("\(path(name)) cannot be read (\(String(cString: strerror(errno))))") }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= limit else { throw GitIntakeRefusal("\(path(name)) grew past the \(limit) bytes it can be while it was read") }
        }
        return data
    }

    /// Copies the regular file `name` into `target` (a folder of the
    /// grader's), at most `budget.bytes`, counted against the budget.
    func copy(_ name: String, to target: UntrustedFolder, budget: inout GitIntakeBudget) throws {
        let (source, size) = try openRegular(name)
        defer { close(source) }
        try budget.take(file: path(name), bytes: size)
        let destination = try target.create(name)
        defer { close(destination) }
        var buffer = [UInt8](repeating: 0, count: 256 * 1024)
        var copied = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(source, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw GitIntakeRefusal("\(path(name)) cannot be read (\(String(cString: strerror(errno))))") }
            if count == 0 { break }
            copied += count
            guard copied <= size else { throw GitIntakeRefusal("\(path(name)) grew while it was copied") }
            try buffer.withUnsafeBytes { try Self.writeAll(destination, $0.baseAddress!, count) }
        }
    }

    /// The names in this folder (without `.` and `..`), refused past `limit`.
    func names(limit: Int) throws -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let directory = fdopendir(copy) else {
            throw GitIntakeRefusal("\(shown) cannot be listed (\(String(cString: strerror(errno))))")
        }
        defer { closedir(directory) }
        rewinddir(directory)
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            names.append(name)
            guard names.count <= limit else { throw GitIntakeRefusal("\(shown) holds more than \(limit) entries") }
        }
        return names
    }

    // MARK: The grader's own folders

    /// Makes the folder `name` (0700) here and opens it; it must not exist.
    func makeFolder(_ name: String) throws -> UntrustedFolder {
        guard mkdirat(descriptor, name, 0o700) == 0 else {
            throw GitIntakeRefusal("cannot create \(path(name)) in the grader's folder (\(String(cString: strerror(errno))))")
        }
        return try folder(name)
    }

    /// Creates the file `name` (0600) for writing; it must not exist, and a
    /// link in its place is never followed.
    func create(_ name: String) throws -> Int32 {
        let fd = openat(descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw GitIntakeRefusal("cannot create \(path(name)) in the grader's folder (\(String(cString: strerror(errno))))") }
        return fd
    }

    /// Creates the file `name` holding `data`.
    func write(_ name: String, _ data: Data) throws {
        let fd = try create(name)
        defer { close(fd) }
        try data.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            try Self.writeAll(fd, base, bytes.count)
        }
    }

    /// Creates the file `name` of `size` bytes without writing them (a sparse file).
    func writeSparse(_ name: String, size: Int) throws {
        let fd = try create(name)
        defer { close(fd) }
        guard ftruncate(fd, off_t(size)) == 0 else { throw GitIntakeRefusal("cannot size \(path(name)) (\(String(cString: strerror(errno))))") }
    }

    /// Creates the symbolic link `name` holding `destination` (never followed here).
    func link(_ name: String, to destination: String) throws {
        guard symlinkat(destination, descriptor, name) == 0 else {
            throw GitIntakeRefusal("cannot create the link \(path(name)) (\(String(cString: strerror(errno))))")
        }
    }

    private static func writeAll(_ fd: Int32, _ base: UnsafeRawPointer, _ count: Int) throws {
        var written = 0
        while written < count {
            let result = Glibc.write(fd, base + written, count - written)
            if result < 0 && errno == EINTR { continue }
            guard result > 0 else { throw GitIntakeRefusal("cannot write in the grader's folder (\(String(cString: strerror(errno))))") }
            written += result
        }
    }
}
