import Foundation

/// A folder for the files one test run writes (programs, sources), which the
/// sandbox's users can read (mode 0755), removed when the process exits.
public enum RunFolder {
    /// A new folder `/tmp/<prefix>-<pid>-<random>`.
    public static func make(_ prefix: String) -> String {
        let path = FileManager.default.temporaryDirectory.path + "/\(prefix)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        chmod(path, 0o755)
        Removal.shared.add(path)
        return path
    }
}

/// The folders to remove at exit, behind a lock.
private final class Removal: @unchecked Sendable {
    static let shared = Removal()
    private let lock = NSLock()
    private var paths: [String] = []

    private init() {
        atexit { Removal.shared.removeAll() }
    }

    func add(_ path: String) { lock.withLock { paths.append(path) } }

    func removeAll() {
        for path in lock.withLock({ paths }) { try? FileManager.default.removeItem(atPath: path) }
    }
}
