import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Machine-wide leases on sandbox slots, so that any number of grader
/// processes (`check`, `watch`, `grade`, `serve`, a test run) can share one
/// machine without ever running in, or killing, each other's slots.
///
/// Callers keep numbering their slots 0..<jobs within their own process (the
/// *logical* slot). The first time a process uses a logical slot, it leases
/// a *physical* slot: it takes an exclusive `flock` on the lock file of that
/// slot's uid in a directory only its user can write, trying the logical
/// number first and then the others in order. The lock lives on an open
/// descriptor (close-on-exec, so no child inherits it) that the process keeps
/// for the rest of its life, so the lease ends with the process, however it
/// ends: exit, crash or SIGKILL. A process kills and reaps only what runs as
/// the uid of a slot it holds; `Sandbox` clears what a dead holder left
/// running in a slot the moment it takes the lease.
///
/// Where: `/run/codable-workbook/slots` for root (mode 0700, so no other
/// user can hold root's slots hostage), else `$XDG_RUNTIME_DIR/codable-workbook/slots`,
/// else `run/slots` in the user's private cache folder (owned by the user,
/// mode 0700; refused if anyone else owns it). Never a fixed name in a
/// folder every user can write (/tmp), which another user could take first.
/// `WORKBOOK_SLOT_LOCKS` names another directory. Where no directory can be
/// had, slots stay per process, as the numbers given.
public final class SlotLeases: @unchecked Sendable {
    public static let shared = SlotLeases(directory: SlotLeases.defaultDirectory())

    /// The lock directory in use (nil: no machine-wide leases).
    public let directory: String?
    private let lock = NSLock()
    /// logical slot → (physical slot, the descriptor holding its lock).
    private var held: [Int: (physical: Int, descriptor: Int32)] = [:]

    /// Slots a lease may take: the uids `uidBase ..< uidBase + count`.
    public static let count = 4000

    public init(directory: String?) {
        self.directory = directory
    }

    /// The physical slot leased for `logical`, leasing one on first use.
    /// The second element is true the first time, so the caller can clear
    /// whatever a dead holder left running in it.
    public func physical(for logical: Int) -> (slot: Int, isNew: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if let lease = held[logical] { return (lease.physical, false) }
        guard let directory else { return (logical, false) }
        let taken = Set(held.values.map(\.physical))
        let first = min(max(0, logical), Self.count - 1)
        for offset in 0..<Self.count {
            let candidate = (first + offset) % Self.count
            if taken.contains(candidate) { continue }
            let uid = Sandbox.uidBase + UInt32(candidate)
            let path = "\(directory)/uid-\(uid).lock"
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            if fd < 0 { continue }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                held[logical] = (candidate, fd)
                return (candidate, true)
            }
            close(fd)
        }
        // Every slot on the machine is held: fall back to the number given.
        return (logical, false)
    }

    /// The physical slots this process holds (for tests and diagnostics).
    public var heldSlots: [Int: Int] {
        lock.lock()
        defer { lock.unlock() }
        return held.mapValues(\.physical)
    }

    static func defaultDirectory() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let named = env["WORKBOOK_SLOT_LOCKS"], named.hasPrefix("/") {
            return privateDirectory(named, parentsToo: true)
        }
        let uid = getuid()
        if uid == 0, let run = privateDirectory("/run/codable-workbook/slots", parentsToo: true) {
            return run
        }
        if uid != 0, let runtime = env["XDG_RUNTIME_DIR"], runtime.hasPrefix("/"),
           let dir = privateDirectory(runtime + "/codable-workbook/slots", parentsToo: true) {
            return dir
        }
        // Never a fixed name in /tmp, which any user could take first: the
        // user's own cache folder (as `ProgramCache.defaultRoot` finds it).
        let cache = privateCacheRoot(environment: env)
        return privateDirectory(cache, parentsToo: true)
            .flatMap { privateDirectory($0 + "/run", parentsToo: false) }
            .flatMap { privateDirectory($0 + "/slots", parentsToo: false) }
    }

    /// The user's private cache folder: `$WORKBOOK_CACHE`, else
    /// `$XDG_CACHE_HOME/codable-workbook`, else `~/.cache/codable-workbook`.
    static func privateCacheRoot(environment: [String: String]) -> String {
        if let explicit = environment["WORKBOOK_CACHE"], explicit.hasPrefix("/") { return explicit }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/codable-workbook" }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return home + "/.cache/codable-workbook"
    }

    /// `path` as a directory owned by this user with mode 0700 (made when
    /// missing), or nil when it is a link, someone else's, or open to others.
    static func privateDirectory(_ path: String, parentsToo: Bool) -> String? {
        if parentsToo {
            let parent = (path as NSString).deletingLastPathComponent
            if !parent.isEmpty && parent != "/" {
                try? FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
        }
        if mkdir(path, 0o700) != 0 && errno != EEXIST { return nil }
        var st = stat()
        guard lstat(path, &st) == 0, st.st_mode & S_IFMT == S_IFDIR,
              st.st_uid == getuid(), st.st_mode & 0o077 == 0 else { return nil }
        return path
    }
}
