import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files whole or not at all: the bytes go to a temporary file beside
/// the target (".<name>.partial-<random>"), are flushed to disk, and the
/// temporary file is renamed over the target. A reader (or an interrupted
/// run) sees the old file or the new one, never half of one.
public enum AtomicFile {
    static let marker = ".partial-"

    public static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent)\(marker)\(UInt64.random(in: 0...UInt64.max))")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw ClassroomError.badOutput(path: url.path, reason: "cannot create a file in \(directory.path) (\(String(cString: strerror(errno)))); check that the folder is writable")
        }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0 && rename(temporary.path, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary.path)
            throw ClassroomError.badOutput(path: url.path, reason: "cannot write it (\(String(cString: strerror(failure)))); check free space and permissions")
        }
    }

    /// Writes every file into one staging folder inside `staging` (short
    /// names, so a long target name cannot fail half-way), then renames each
    /// into place. Nothing is renamed unless every file was written.
    public static func writeAll(_ files: [(url: URL, data: Data)], staging parent: URL) throws {
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let folder = parent.appendingPathComponent(".reports\(marker)\(UInt64.random(in: 0...UInt64.max))")
        guard mkdir(folder.path, 0o755) == 0 else {
            throw ClassroomError.badOutput(path: parent.path, reason: "cannot create a folder in it (\(String(cString: strerror(errno)))); check that the folder is writable")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        var staged: [(from: URL, to: URL)] = []
        for (index, file) in files.enumerated() {
            let temporary = folder.appendingPathComponent("\(index)")
            try write(file.data, to: temporary)
            try FileManager.default.createDirectory(at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            staged.append((temporary, file.url))
        }
        for (from, to) in staged where rename(from.path, to.path) != 0 {
            throw ClassroomError.badOutput(path: to.path, reason: "cannot write it (\(String(cString: strerror(errno)))); check free space and permissions")
        }
    }

    /// Removes temporary files an interrupted write left in `directory` (and
    /// its subfolders one level down).
    public static func removeLeftovers(in directory: URL) {
        let fileManager = FileManager.default
        var folders = [directory]
        if let names = try? fileManager.contentsOfDirectory(atPath: directory.path) {
            folders += names.map { directory.appendingPathComponent($0) }.filter { isDirectory($0) }
        }
        for folder in folders {
            for name in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(".") && name.contains(marker) {
                try? fileManager.removeItem(at: folder.appendingPathComponent(name))
            }
        }
    }

    static func isDirectory(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
