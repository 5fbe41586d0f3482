import Hashing
import Foundation
import Sandbox
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The grader's cache, safe on a machine shared with other users.
///
/// - `root` is private: `$WORKBOOK_CACHE`, else `$XDG_CACHE_HOME/codable-workbook`,
///   else `~/.cache/codable-workbook`; created 0700 and refused when it is a
///   symbolic link, not owned by the grader's user, or writable by its group
///   or others. It holds the answers' sources, compile failures, the
///   manifest and the compiler's temporary files.
/// - `sandboxArea` holds what a sandboxed run must read (programs, the
///   runtime library, fixture copies). When runs keep the grader's own uid
///   it is `root/sandbox` (private like the rest). When runs drop root to a
///   uid per slot, it is a directory outside root's home
///   (`$WORKBOOK_SANDBOX_CACHE`, else `/tmp/codable-workbook-sandbox-<uid>-<16 random hex>`,
///   a name made once per private cache and recorded in `root/sandbox-area`,
///   see `sharedArea`) owned by the grader, group `Sandbox.groupID`, mode
///   0750: the slot uids (which run with that supplementary group) can read
///   it, other local users can neither read nor write it.
/// - Every program is recorded with its SHA-256 in `root/manifest/<key>`
///   (0600); `verifiedExecutable(key:)` hashes the program before handing it
///   out and drops it when it does not match.
public struct ProgramCache: Sendable {
    public let root: URL
    public let sandboxArea: URL
    /// The group the sandbox area belongs to (nil: private to the grader).
    public let sandboxGroup: UInt32?
    /// What the cache said while it was set up (a sandbox folder another
    /// user took, replaced), also written to standard error.
    public private(set) var notices: [String] = []

    public init(root: URL, sandboxGroup: UInt32?, sandboxArea: URL? = nil) throws {
        self.root = root
        self.sandboxGroup = sandboxGroup
        try Self.preparePrivate(root)
        for name in ["manifest", "programs", "tmp"] { try Self.preparePrivate(root.appendingPathComponent(name)) }
        if let group = sandboxGroup {
            if let area = sandboxArea ?? ProcessInfo.processInfo.environment["WORKBOOK_SANDBOX_CACHE"].map({ URL(fileURLWithPath: $0) }) {
                // Named by the caller: used as it is, or refused.
                try Self.prepareShared(area, group: group)
                self.sandboxArea = area
            } else {
                // One area per private cache (two caches of one user never
                // overwrite each other's programs), under a name nobody can guess.
                let (area, notice) = try Self.sharedArea(root: root, group: group)
                self.sandboxArea = area
                if let notice {
                    notices.append(notice)
                    FileHandle.standardError.write(Data("warning: \(notice)\n".utf8))
                }
            }
        } else {
            let area = sandboxArea ?? root.appendingPathComponent("sandbox")
            try Self.preparePrivate(area)
            self.sandboxArea = area
        }
        try Self.prepareSub(self.sandboxArea.appendingPathComponent("programs"), group: sandboxGroup)
        removeStaleTemporaries()
    }

    /// The sandbox area of the private cache `root` in /tmp, a folder every
    /// user can create names in: made under an unpredictable name (`mkdir`
    /// fails on a name that exists, so a name another user took first is
    /// never used: another is drawn), recorded in `root/sandbox-area`, and
    /// used again while it is still the grader's (`check`). When the
    /// recorded folder is gone (a cleaner of /tmp removed it) or is no
    /// longer the grader's (another user made one under the name once it
    /// was gone, which /tmp's listing shows), a new one is made and the
    /// grader says so; it never stops for it.
    static func sharedArea(root: URL, group: UInt32) throws -> (area: URL, notice: String?) {
        let record = root.appendingPathComponent("sandbox-area")
        let prefix = "/tmp/codable-workbook-sandbox-\(getuid())-"
        var notice: String? = nil
        if let recorded = readRecord(record), recorded.hasPrefix(prefix), !recorded.dropFirst(prefix.count).contains("/") {
            let area = URL(fileURLWithPath: recorded)
            var st = stat()
            if lstat(area.path, &st) == 0 {
                do {
                    try check(area, group: group)
                    return (area, nil)
                } catch {
                    notice = "the grader's sandbox folder \(area.path) is not the grader's any more (\(st.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "owned by uid \(st.st_uid), mode \(String(st.st_mode & 0o7777, radix: 8))"); another user may have made it after /tmp was cleaned). It is left alone; the programs go to a new sandbox folder"
                }
            }
        }
        for _ in 0..<16 {
            let area = URL(fileURLWithPath: prefix + String(format: "%016llx", UInt64.random(in: 0...UInt64.max)))
            guard mkdir(area.path, 0o700) == 0 else {
                if errno == EEXIST { continue }
                throw GradingError.setup("cannot create the grader's sandbox folder \(area.path): \(String(cString: strerror(errno))). Set WORKBOOK_SANDBOX_CACHE to a folder of your own (readable by group \(group) only).")
            }
            do {
                try setOwnership(area, group: group, mode: 0o750)
                try check(area, group: group)
            } catch {
                rmdir(area.path)
                throw error
            }
            try writeRecord(area.path, to: record)
            return (area, notice.map { $0 + ", \(area.path), and are compiled again" })
        }
        throw GradingError.setup("cannot find a free name for the grader's sandbox folder in /tmp after 16 tries; set WORKBOOK_SANDBOX_CACHE to a folder of your own (readable by group \(group) only)")
    }

    private static func readRecord(_ url: URL) -> String? {
        let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0, st.st_mode & S_IFMT == S_IFREG, st.st_uid == getuid(), st.st_size < 4096 else { return nil }
        var buffer = [UInt8](repeating: 0, count: Int(st.st_size))
        guard read(fd, &buffer, buffer.count) == buffer.count else { return nil }
        return String(decoding: buffer, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func writeRecord(_ path: String, to url: URL) throws {
        let staging = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        let fd = open(staging.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw GradingError.setup("cannot write \(staging.path): \(String(cString: strerror(errno)))") }
        let data = Data((path + "\n").utf8)
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard rename(staging.path, url.path) == 0 else {
            unlink(staging.path)
            throw GradingError.setup("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    /// The private cache folder the environment names (no checks yet).
    public static func defaultRoot(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let explicit = environment["WORKBOOK_CACHE"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("codable-workbook")
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache").appendingPathComponent("codable-workbook")
    }

    // MARK: Programs

    /// Where the program for `key` lives (inside the sandbox area).
    public func programURL(key: String) -> URL {
        sandboxArea.appendingPathComponent("programs").appendingPathComponent(key).appendingPathComponent("program")
    }

    /// The program cached for `key`, after checking that it is a regular
    /// file of the grader's, not writable by anyone else, and that its
    /// SHA-256 is the one the manifest recorded. A program that fails a
    /// check is removed (it will be compiled again) and nil is returned.
    public func verifiedExecutable(key: String) -> URL? {
        let program = programURL(key: key)
        let entry = manifestURL(key: key)
        guard let recorded = try? String(contentsOf: entry, encoding: .utf8) else { return nil }
        var st = stat()
        guard lstat(program.path, &st) == 0 else { return nil }
        let trusted = st.st_mode & S_IFMT == S_IFREG && st.st_uid == getuid() && st.st_mode & 0o022 == 0
        guard trusted, let data = try? Data(contentsOf: program), Self.sha256(data) == recorded.trimmingCharacters(in: .whitespacesAndNewlines) else {
            FileHandle.standardError.write(Data("warning: the cached program \(program.path) does not match its recorded digest; it is removed and compiled again.\n".utf8))
            unlink(program.path)
            unlink(entry.path)
            return nil
        }
        return program
    }

    /// Moves a freshly built program (`built`, anywhere on the same file
    /// system or not) into the sandbox area for `key` and records its
    /// digest. Returns where it now is.
    @discardableResult
    public func record(key: String, built: URL) throws -> URL {
        let data = try Data(contentsOf: built)
        let program = programURL(key: key)
        try Self.prepareSub(program.deletingLastPathComponent(), group: sandboxGroup)
        let staging = program.deletingLastPathComponent().appendingPathComponent(".program.\(UUID().uuidString)")
        try data.write(to: staging)
        try Self.setOwnership(staging, group: sandboxGroup, mode: sandboxGroup == nil ? 0o700 : 0o750)
        try writePrivate(Data((Self.sha256(data) + "\n").utf8), to: manifestURL(key: key))
        guard rename(staging.path, program.path) == 0 else {
            let code = errno
            unlink(staging.path)
            throw GradingError.setup("cannot store the compiled program at \(program.path): \(String(cString: strerror(code)))")
        }
        if built.standardizedFileURL.path != program.standardizedFileURL.path { unlink(built.path) }
        return program
    }

    /// A private folder for one build's sources and its compiler's
    /// temporary files.
    public func privateFolder(key: String) throws -> URL {
        let folder = root.appendingPathComponent("programs").appendingPathComponent(key)
        try Self.preparePrivate(folder)
        return folder
    }

    /// A folder for this process's temporary files (`root/tmp/<pid>`);
    /// folders of processes that no longer run are removed at start.
    public var temporaryFolder: URL { root.appendingPathComponent("tmp").appendingPathComponent("\(getpid())") }

    func removeStaleTemporaries() {
        let tmp = root.appendingPathComponent("tmp")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? [] {
            if let pid = pid_t(name) {
                if pid == getpid() { continue }
                if kill(pid, 0) == 0 || errno == EPERM { continue }   // still running
            }
            try? FileManager.default.removeItem(at: tmp.appendingPathComponent(name))
        }
        // Programs half-written by a build that was killed.
        let programs = sandboxArea.appendingPathComponent("programs")
        for key in (try? FileManager.default.contentsOfDirectory(atPath: programs.path)) ?? [] {
            let folder = programs.appendingPathComponent(key)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(".program.") {
                if let date = (try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path))?[.modificationDate] as? Date,
                   Date().timeIntervalSince(date) > 3600 {
                    unlink(folder.appendingPathComponent(name).path)
                }
            }
        }
    }

    private func manifestURL(key: String) -> URL { root.appendingPathComponent("manifest").appendingPathComponent(key) }

    private func writePrivate(_ data: Data, to url: URL) throws {
        let staging = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString)")
        let fd = open(staging.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw GradingError.setup("cannot write \(staging.path): \(String(cString: strerror(errno)))") }
        _ = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        guard rename(staging.path, url.path) == 0 else {
            unlink(staging.path)
            throw GradingError.setup("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    static func sha256(_ data: Data) -> String {
        SHA256Hex.of(data)
    }

    // MARK: Folder checks

    /// Creates `folder` (and missing parents) with mode 0700, or checks an
    /// existing one: a real directory, owned by this user, not writable by
    /// group or others. Never follows a symbolic link and never changes a
    /// folder it did not create.
    public static func preparePrivate(_ folder: URL) throws {
        try create(folder, mode: 0o700)
        try check(folder, group: nil)
    }

    /// The sandbox area: created 0750 with group `group`, or checked to be
    /// exactly that (ours, that group, no access for others).
    static func prepareShared(_ folder: URL, group: UInt32) throws {
        try createReady(folder, group: group, mode: 0o750)
        try check(folder, group: group)
    }

    /// A folder inside the sandbox area or the private root.
    static func prepareSub(_ folder: URL, group: UInt32?) throws {
        try createReady(folder, group: group, mode: group == nil ? 0o700 : 0o750)
        try check(folder, group: group)
    }

    /// Creates `folder` with its group and mode already set, when missing:
    /// made under a name of its own beside it and renamed into place, so a
    /// second grader starting at the same moment never sees it half made.
    static func createReady(_ folder: URL, group: UInt32?, mode: mode_t) throws {
        var st = stat()
        if lstat(folder.path, &st) == 0 { return }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path, lstat(parent.path, &st) != 0 {
            try create(parent, mode: 0o700)
        }
        let staging = parent.appendingPathComponent(".\(folder.lastPathComponent).\(UUID().uuidString)")
        guard try create(staging, mode: 0o700) else {
            throw GradingError.setup("cannot create the grader's cache folder \(staging.path): it exists already")
        }
        do {
            try setOwnership(staging, group: group, mode: mode)
        } catch {
            rmdir(staging.path)
            throw error
        }
        if rename(staging.path, folder.path) != 0 {
            let code = errno
            rmdir(staging.path)
            // Another grader made it first (an empty one may be replaced,
            // which is the same folder): use theirs, checked by the caller.
            guard code == EEXIST || code == ENOTEMPTY else {
                throw GradingError.setup("cannot create the grader's cache folder \(folder.path): \(String(cString: strerror(code))). Set WORKBOOK_CACHE to a folder of your own.")
            }
        }
    }

    static func setOwnership(_ url: URL, group: UInt32?, mode: mode_t) throws {
        if let group, chown(url.path, getuid(), group) != 0 {
            throw GradingError.setup("cannot give \(url.path) to the sandbox group \(group): \(String(cString: strerror(errno)))")
        }
        if chmod(url.path, mode) != 0 {
            throw GradingError.setup("cannot set the mode of \(url.path): \(String(cString: strerror(errno)))")
        }
    }

    /// mkdir with parents; true when `folder` itself was created here.
    @discardableResult
    static func create(_ folder: URL, mode: mode_t) throws -> Bool {
        var st = stat()
        if lstat(folder.path, &st) == 0 { return false }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path, lstat(parent.path, &st) != 0 {
            try create(parent, mode: mode)
        }
        if mkdir(folder.path, mode) == 0 {
            _ = chmod(folder.path, mode)   // whatever the umask said
            return true
        }
        if errno == EEXIST { return false }
        throw GradingError.setup("cannot create the grader's cache folder \(folder.path): \(String(cString: strerror(errno))). Set WORKBOOK_CACHE to a folder of your own.")
    }

    /// Refuses a folder another user could have planted or can change.
    static func check(_ folder: URL, group: UInt32?) throws {
        var st = stat()
        guard lstat(folder.path, &st) == 0 else {
            throw GradingError.setup("the grader's cache folder \(folder.path) cannot be read: \(String(cString: strerror(errno)))")
        }
        let fix = "Remove it (or set WORKBOOK_CACHE to a folder of your own) and run again."
        if st.st_mode & S_IFMT == S_IFLNK {
            throw GradingError.setup("the grader's cache folder \(folder.path) is a symbolic link; the grader only uses a real folder it owns. \(fix)")
        }
        guard st.st_mode & S_IFMT == S_IFDIR else {
            throw GradingError.setup("the grader's cache folder \(folder.path) is not a folder. \(fix)")
        }
        guard st.st_uid == getuid() else {
            throw GradingError.setup("the grader's cache folder \(folder.path) belongs to uid \(st.st_uid), not to you (uid \(getuid())): another user could have put programs there. \(fix)")
        }
        let mode = st.st_mode & 0o7777
        if mode & 0o022 != 0 {
            throw GradingError.setup("the grader's cache folder \(folder.path) is writable by \(mode & 0o002 != 0 ? "every user" : "its group") (mode \(String(mode, radix: 8))); another user could change the programs in it. \(fix)")
        }
        if let group {
            guard st.st_gid == group, mode & 0o007 == 0 else {
                throw GradingError.setup("the sandbox's cache folder \(folder.path) must belong to group \(group) with no access for others (it has group \(st.st_gid), mode \(String(mode, radix: 8))). Remove it (or set WORKBOOK_SANDBOX_CACHE) and run again.")
            }
        } else if mode & 0o077 != 0 {
            // Ours and not writable by others (an older grader made it 0755):
            // close it rather than refuse it.
            if chmod(folder.path, 0o700) == 0 { return }
            throw GradingError.setup("the grader's cache folder \(folder.path) can be read by other users (mode \(String(mode, radix: 8))), so they could copy answers from it. Run 'chmod 700 \(folder.path)' and try again.")
        }
    }
}
