import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What the grader learns about the host once per boot (whether bubblewrap
/// works, whether `unshare --pid` does): probing costs a few processes and a
/// fifth of a second, every check. A record is kept per name, with the key
/// it was made under (the boot's id, the user, the tools' files), and used
/// only while the key is the same.
///
/// Where: beside the slot locks (`SlotLeases`), in a folder owned by this
/// user that no one else can write: `/run/codable-workbook` for root (a
/// tmpfs, gone at reboot anyway), else `$XDG_RUNTIME_DIR/codable-workbook`
/// or `run` in the user's private cache folder. Records are files of this user, mode
/// 0600, written whole (renamed into place), read without following links;
/// anything else there is ignored and probed again. `WORKBOOK_PROBE_CACHE=off`
/// probes every time.
public enum BootCache {
    /// The folder records live in (nil: none safe, so nothing is kept).
    public static let directory: String? = {
        if ProcessInfo.processInfo.environment["WORKBOOK_PROBE_CACHE"]?.lowercased() == "off" { return nil }
        guard let slots = SlotLeases.shared.directory else { return nil }
        let parent = (slots as NSString).deletingLastPathComponent
        var st = stat()
        guard lstat(parent, &st) == 0, st.st_mode & S_IFMT == S_IFDIR, st.st_uid == getuid(),
              st.st_mode & 0o022 == 0 else { return nil }
        return parent
    }()

    /// This boot's id (/proc/sys/kernel/random/boot_id); nil where the
    /// kernel has none, and then nothing is kept.
    public static let bootID: String? = {
        guard let text = try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8) else { return nil }
        let id = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return id.isEmpty ? nil : id
    }()

    /// A file's identity for a key: path, device, inode, size, change times
    /// (a reinstalled or replaced binary changes it); "-" when missing.
    public static func identity(ofFile path: String?) -> String {
        guard let path else { return "-" }
        var st = stat()
        guard stat(path, &st) == 0 else { return "\(path):missing" }
        #if os(Linux)
        let (modified, changed) = (st.st_mtim, st.st_ctim)
        #else
        let (modified, changed) = (st.st_mtimespec, st.st_ctimespec)
        #endif
        return "\(path):\(st.st_dev):\(st.st_ino):\(st.st_size):\(modified.tv_sec).\(modified.tv_nsec):\(changed.tv_sec).\(changed.tv_nsec)"
    }

    private struct Record<Value: Codable>: Codable {
        var key: String
        var value: Value
    }

    /// The value recorded under `name` for `key` (which should name what the
    /// value depends on; the boot id and user are added), or nil.
    public static func load<Value: Codable>(_ type: Value.Type, name: String, key: String) -> Value? {
        guard let path = path(for: name), let full = fullKey(key) else { return nil }
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_uid == getuid(),
              st.st_mode & 0o077 == 0, st.st_size < 64 << 10 else { return nil }
        var data = Data(count: Int(st.st_size))
        let got = data.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
        guard got == Int(st.st_size),
              let record = try? JSONDecoder().decode(Record<Value>.self, from: data),
              record.key == full else { return nil }
        return record.value
    }

    /// Records `value` under `name` for `key`; quietly does nothing when it cannot.
    public static func store<Value: Codable>(_ value: Value, name: String, key: String) {
        guard let path = path(for: name), let full = fullKey(key),
              let data = try? JSONEncoder().encode(Record(key: full, value: value)) else { return }
        let staging = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(staging, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if written != data.count || rename(staging, path) != 0 { unlink(staging) }
    }

    /// Forgets `name` (the host changed under it: probe again next time).
    public static func forget(_ name: String) {
        if let path = path(for: name) { unlink(path) }
    }

    private static func path(for name: String) -> String? {
        guard let directory, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        return directory + "/" + name + ".json"
    }

    private static func fullKey(_ key: String) -> String? {
        guard let bootID else { return nil }
        return "boot \(bootID)\nuid \(getuid())\n\(key)"
    }
}
