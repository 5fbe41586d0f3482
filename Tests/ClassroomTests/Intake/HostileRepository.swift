import Foundation

/// A student's repository built with git's plumbing, so that a test can
/// write what `git commit` never would: trees with two entries of one name,
/// a subtree repeated at every level, committer dates that are no time.
struct HostileRepository {
    let folder: URL
    var gitDirectory: URL { folder.appendingPathComponent(".git") }

    /// A new repository (branch `main`, no commit) in a fresh temporary folder.
    init(in parent: URL? = nil, name: String? = nil) throws {
        let base = parent ?? FileManager.default.temporaryDirectory
        folder = base.appendingPathComponent(name ?? "hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try git(["init", "-q", "-b", "main"])
    }

    @discardableResult
    func git(_ arguments: [String], input: Data = Data(), environment extra: [String: String] = [:]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=Student", "-c", "user.email=s@example.edu", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_CONFIG_NOSYSTEM"] = "1"
        environment["GIT_CONFIG_GLOBAL"] = "/dev/null"
        environment.merge(extra) { $1 }
        process.environment = environment
        let output = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = stdin
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: input)
        try stdin.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "git \(arguments.joined(separator: " ")) failed") }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    struct Failure: Error, CustomStringConvertible { let description: String }

    func blob(_ text: String) throws -> String {
        try git(["hash-object", "-w", "--stdin"], input: Data(text.utf8))
    }

    /// A tree of exactly these entries, in this order, duplicates kept.
    /// `mode` as git stores it: 100644, 120000, 40000.
    func tree(_ entries: [(mode: String, name: String, object: String)]) throws -> String {
        var data = Data()
        for entry in entries {
            data.append(Data("\(entry.mode) \(entry.name)\0".utf8))
            var hex = Substring(entry.object)
            while !hex.isEmpty {
                data.append(UInt8(hex.prefix(2), radix: 16)!)
                hex = hex.dropFirst(2)
            }
        }
        return try git(["hash-object", "-t", "tree", "-w", "--stdin", "--literally"], input: data)
    }

    /// A commit of `tree` whose committer line ends in `date` as written
    /// (`<seconds> <±hhmm>`, or anything at all), made `main` and `HEAD`.
    @discardableResult
    func commit(_ tree: String, date: String, parent: String? = nil) throws -> String {
        var text = "tree \(tree)\n"
        if let parent { text += "parent \(parent)\n" }
        text += "author Student <s@example.edu> 1764601200 -0500\ncommitter Student <s@example.edu> \(date)\n\nwork\n"
        let id = try git(["hash-object", "-t", "commit", "-w", "--stdin", "--literally"], input: Data(text.utf8))
        try git(["update-ref", "refs/heads/main", id])
        return id
    }

    /// A commit holding `files` (top-level names only), dated `date`
    /// (`<seconds> <±hhmm>`).
    @discardableResult
    func commit(files: [String: String], date: String, parent: String? = nil) throws -> String {
        let entries = try files.sorted { $0.key < $1.key }.map { (mode: "100644", name: $0.key, object: try blob($0.value)) }
        return try commit(try tree(entries), date: date, parent: parent)
    }

    /// The path of a loose object.
    func objectPath(_ id: String) -> URL {
        gitDirectory.appendingPathComponent("objects").appendingPathComponent(String(id.prefix(2))).appendingPathComponent(String(id.dropFirst(2)))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// `2026-12-01T10:00:00-05:00` as git's `<seconds> -0500`.
func gitDate(_ iso: String) -> String {
    let seconds = Int(ISO8601DateFormatter().date(from: iso)!.timeIntervalSince1970)
    let offset = iso.suffix(6).replacingOccurrences(of: ":", with: "")
    return "\(seconds) \(offset)"
}
