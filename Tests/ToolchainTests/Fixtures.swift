import Foundation

/// A private folder for the programs and sources these tests write,
/// removed when the test process ends.
enum Fixtures {
    static let directory: String = {
        let path = FileManager.default.temporaryDirectory.path + "/toolchain-tests-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        chmod(path, 0o755)
        atexit { try? FileManager.default.removeItem(atPath: Fixtures.directory) }
        return path
    }()
}
