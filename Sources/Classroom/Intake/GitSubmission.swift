import Foundation

/// A student folder that is a git repository (GitHub Classroom hands in one
/// repository per student) is graded at the commit `Choice` names: the one
/// the host's push record names, `HEAD`, or (by committer dates, which the
/// student sets) its last commit at or before the student's deadline, or,
/// when there is none, its first commit after it, late by that commit's
/// committer date.
///
/// git never reads the student's `.git`: it is copied first, file by file
/// and within limits, into a fresh repository in the grader's private
/// folder (`GitRepositoryCopy`), and git runs only there, with a clean
/// environment and bounds (`IntakeGit`). The commit's files are then
/// exported with git's plumbing (`ls-tree` of the two folders read,
/// `cat-file` of the answers), so no filter, hook or program a repository
/// can name ever runs; the student's working files are not read.
public struct GitSubmission: Sendable {
    public var commit: String
    /// The commit's committer date, when it chose the commit (`Choice.committerDate`).
    public var time: Moment?
    /// True when the commit is after the deadline.
    public var late: Bool
    /// The exported tree.
    public var folder: URL
    /// Files of the commit that were not exported, and why (a name that is
    /// another's in a second Unicode form): for the student's list of files
    /// not graded.
    public var refusedFiles: [SkippedFile] = []

    /// Commits of `HEAD`'s history read at most; more is refused.
    static let maximumCommits = 20_000
    /// Entries of one tree (the top level, `Exercises/`) at most.
    static let maximumTreeEntries = 5_000

    /// What the student reads when their repository was refused or could
    /// not be read; the reason itself goes to the instructor's warnings.
    public static let unreadable = "your git repository could not be read (the reason is kept for your instructor); hand in an ordinary clone holding your commits, or ask your instructor"

    static func isRepository(_ folder: URL) -> Bool {
        fileType(folder.appendingPathComponent(".git")) == .directory
    }

    /// Which commit of a repository is graded.
    public enum Choice: Sendable, Equatable {
        /// The last commit at or before the deadline by its committer date
        /// (a date the student sets), else the first after it.
        case committerDate(deadline: Moment)
        /// `HEAD`: the commit handed in, whatever its date says.
        case head
        /// The commit the host's push record names (40 hex digits).
        case recorded(String)
    }

    /// Picks the commit for `deadline` by committer dates (see `Choice`).
    static func resolve(_ folder: URL, deadline: Moment, scratch: URL, answers: Set<String>? = nil) throws -> GitSubmission? {
        try resolve(folder, choice: .committerDate(deadline: deadline), scratch: scratch, answers: answers)
    }

    /// Picks the commit `choice` names and exports its tree into a new
    /// folder below `scratch` (created 0700 when missing; give a private
    /// folder). `answers` are the exercise ids whose `<id>.swift` is read
    /// (nil: every `.swift` file); other files are exported empty, as names
    /// only. Nil when the repository has no commit. Throws
    /// `GitIntakeRefusal` (a reason for the instructor only) when the
    /// repository is refused or cannot be read, or does not hold the
    /// recorded commit. Only `.committerDate` reads the history's dates
    /// (and refuses a date that cannot be a real time); `late` is only ever
    /// true for it.
    static func resolve(_ folder: URL, choice: Choice, scratch: URL, answers: Set<String>? = nil) throws -> GitSubmission? {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let home = scratch.appendingPathComponent("home")
        if fileType(home) == nil { try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700]) }
        let work = scratch.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        let repository = work.appendingPathComponent("repository")
        // The copy is only needed until the files are exported.
        defer {
            try? FileManager.default.removeItem(at: repository)
            try? FileManager.default.removeItem(at: work.appendingPathComponent("repository.config"))
        }
        let git = try IntakeGit.locate(home: home)
        let copy = try GitRepositoryCopy.make(from: folder.appendingPathComponent(".git"), into: repository, git: git)
        guard let head = copy.head else {
            if case let .recorded(id) = choice {
                throw GitIntakeRefusal("the host's push record names commit \(id), but the repository has no commit; hand in the repository as it was pushed")
            }
            return nil
        }
        // A HEAD naming a tree or a blob has no history: refused (a reason
        // for the instructor), never read as a repository with no commit.
        let kind = try git.run(["cat-file", "-t", head], repository: repository, outputBytes: 64)
        let type = String(decoding: kind.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if kind.ok, type == "tree" || type == "blob" {
            throw GitIntakeRefusal("HEAD names \(head), which is a \(type), not a commit; hand in a repository whose branch points at a commit")
        }
        let chosen: (id: String, time: Moment?, late: Bool)
        switch choice {
        case let .committerDate(deadline):
            let commits = try history(head, repository: repository, git: git)
            let onTime = commits.filter { $0.time <= deadline }.max { $0.time < $1.time }
            guard let pick = onTime ?? commits.filter({ $0.time > deadline }).min(by: { $0.time < $1.time }) else { return nil }
            chosen = (pick.id, pick.time, onTime == nil)
        case .head:
            chosen = (head, nil, false)
        case let .recorded(id):
            let recorded = try git.run(["cat-file", "-t", id], repository: repository, outputBytes: 64)
            guard recorded.ok, String(decoding: recorded.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) == "commit" else {
                throw GitIntakeRefusal("the host's push record names commit \(id), which the repository does not hold (its history may have been rewritten after the push); hand in the repository as it was pushed, or correct the submission_times row")
            }
            chosen = (id, nil, false)
        }
        let target = work.appendingPathComponent("files")
        let refused = try export(chosen.id, repository: repository, git: git, to: target, answers: answers)
        return GitSubmission(commit: chosen.id, time: chosen.time, late: chosen.late, folder: target, refusedFiles: refused)
    }

    /// Every commit of `head`'s history with its committer date; a date
    /// that cannot be a real time is refused, never read as "on time".
    static func history(_ head: String, repository: URL, git: IntakeGit) throws -> [(id: String, time: Moment)] {
        let log = try git.run(["log", "--no-show-signature", "--format=%H %ct %cI", "--max-count=\(maximumCommits + 1)", head],
                              repository: repository, outputBytes: (maximumCommits + 1) * 160)
        guard log.ok else { throw GitIntakeRefusal("git could not read the history of \(head): \(log.errorText)") }
        var commits: [(id: String, time: Moment)] = []
        for line in String(decoding: log.output, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: false)
            let id = parts.first.map(String.init) ?? ""
            guard parts.count == 3, GitRepositoryCopy.isObjectID(id), let seconds = Int64(parts[1]), (0...253_402_300_799).contains(seconds),
                  isOffset(parts[2].suffix(6)), let shown = Moment.parse(String(parts[2])), abs(shown.offsetMinutes) <= 14 * 60,
                  shown.date == Date(timeIntervalSince1970: Double(seconds)) else {
                throw GitIntakeRefusal("commit \(id.prefix(40)) has a committer date that cannot be a real time (\(parts.dropFirst().joined(separator: " ").prefix(80))); its lateness cannot be known")
            }
            commits.append((id, Moment(date: Date(timeIntervalSince1970: Double(seconds)), offsetMinutes: shown.offsetMinutes)))
        }
        guard commits.count <= maximumCommits else { throw GitIntakeRefusal("the history holds more than \(maximumCommits) commits") }
        return commits
    }

    /// `+hh:mm` or `-hh:mm` with minutes below 60 (git prints `+02:60` for a
    /// commit that says `+0260`).
    static func isOffset(_ text: Substring) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 6, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-"), bytes[3] == UInt8(ascii: ":"),
              [1, 2, 4, 5].allSatisfy({ (48...57).contains(bytes[$0]) }) else { return false }
        return bytes[4] < UInt8(ascii: "6")
    }

    /// One entry of a tree, as `git ls-tree -l` shows it.
    struct Entry {
        let mode: String
        let type: String
        let object: String
        let size: Int?
        let name: String

        /// The entries to export, and the twins left out: a name that is
        /// another's in a second Unicode form (git tells them apart by
        /// their bytes, most file systems a student uses do not). Of each
        /// group the spelling in NFC (what most editors write) is kept, else
        /// the first; every other spelling is a twin `of` the kept one.
        static func twins(_ entries: [Entry]) -> (kept: [Entry], twins: [(name: String, of: String)]) {
            var groups: [String: [Int]] = [:]
            for (index, entry) in entries.enumerated() {
                // Swift's `String` equality is canonical equivalence: the twins meet here.
                groups[entry.name, default: []].append(index)
            }
            var dropped: [Int: String] = [:]
            for indices in groups.values where indices.count > 1 {
                let keep = indices.first { entries[$0].name.unicodeScalars.elementsEqual(entries[$0].name.precomposedStringWithCanonicalMapping.unicodeScalars) } ?? indices[0]
                for index in indices where index != keep { dropped[index] = entries[keep].name }
            }
            let kept = entries.indices.filter { dropped[$0] == nil }.map { entries[$0] }
            let twins = entries.indices.compactMap { index in dropped[index].map { (name: entries[index].name, of: $0) } }
            return (kept, twins)
        }
    }

    /// Writes the files of `commit` that a student folder is read for (the
    /// top level and `Exercises/`) into the new folder `target`. Only those
    /// two trees are listed (never a recursive walk, so a tree that repeats
    /// a subtree costs nothing), each at most `maximumTreeEntries` entries;
    /// a tree with two entries of one name is refused. Every file is
    /// created new (`O_EXCL`, never through a link) in folders the export
    /// made itself. An answer's blob is written as it is, or, over the
    /// answer limit, as a sparse file of its size (never read); an answer
    /// that is a link is written as a link (the folder reader refuses those
    /// that lead out); any other file is written empty, as a name to report.
    /// Names starting with "." are skipped. A name that is another entry's
    /// in a second Unicode form (`café` with é, and with e + U+0301) is not
    /// exported: it is returned, with the reason, for the student's list of
    /// files not graded (`Entry.twins`).
    @discardableResult
    static func export(_ commit: String, repository: URL, git: IntakeGit, to target: URL, answers: Set<String>?) throws -> [SkippedFile] {
        guard let parent = UntrustedFolder.open(target.deletingLastPathComponent(), shown: "") else {
            throw GitIntakeRefusal("the grader's folder \(target.deletingLastPathComponent().path) cannot be opened")
        }
        let top = try parent.makeFolder(target.lastPathComponent)
        func isAnswer(_ name: String) -> Bool {
            name.hasSuffix(".swift") && name.count > 6 && (answers?.contains(String(name.dropLast(6))) ?? true)
        }
        var levels: [(folder: UntrustedFolder, entries: [Entry])] = []
        var refused: [SkippedFile] = []
        func kept(_ entries: [Entry], in prefix: String) -> [Entry] {
            let (keep, twins) = Entry.twins(entries)
            refused += twins.map { twin in
                SkippedFile(file: prefix + twin.name, reason: "the commit also holds '\(prefix + twin.of)', the same name in another Unicode form "
                            + "(\(FolderName(twin.name).spelled) and \(FolderName(twin.of).spelled)); a Mac or Windows file system keeps only one of them, "
                            + "so this one was not exported. Keep one spelling of the name")
            }
            return keep
        }
        let entries = kept(try list(commit, repository: repository, git: git), in: "")
        levels.append((top, entries))
        if let exercises = entries.first(where: { $0.name == "Exercises" }), exercises.type == "tree" {
            levels.append((try top.makeFolder("Exercises"), kept(try list(exercises.object, repository: repository, git: git), in: "Exercises/")))
        }
        // The answers' blobs, in one cat-file.
        let limit = Submissions.maximumAnswerBytes
        var wanted: [String: Int] = [:]
        for (_, entries) in levels {
            for entry in entries where entry.type == "blob" && isAnswer(entry.name) {
                guard let size = entry.size else { continue }
                if entry.mode == "120000" ? size <= 4096 : size <= limit { wanted[entry.object] = size }
            }
        }
        let contents = try blobs(wanted, repository: repository, git: git)
        for (folder, entries) in levels {
            for entry in entries where entry.type == "blob" && !entry.name.hasPrefix(".") {
                guard isAnswer(entry.name) else {
                    try folder.write(entry.name, Data())
                    continue
                }
                if entry.mode == "120000" {
                    guard let destination = contents[entry.object] else { continue }
                    try folder.link(entry.name, to: String(decoding: destination, as: UTF8.self))
                } else if let data = contents[entry.object] {
                    try folder.write(entry.name, data)
                } else if let size = entry.size, size > limit {
                    try folder.writeSparse(entry.name, size: size)
                }
            }
        }
        return refused
    }

    /// The entries of one tree (`treeish` a commit or a tree id).
    static func list(_ treeish: String, repository: URL, git: IntakeGit) throws -> [Entry] {
        let listing = try git.run(["ls-tree", "-z", "-l", "--full-tree", treeish], repository: repository, outputBytes: maximumTreeEntries * 512)
        guard listing.ok else { throw GitIntakeRefusal("git could not list the files of \(treeish): \(listing.errorText)") }
        var entries: [Entry] = []
        // Told apart by their scalars: two spellings of one name in two
        // Unicode forms are two entries (`Entry.twins`), not one name twice.
        var names = Set<FolderName>()
        for record in listing.output.split(separator: 0) {
            guard let tab = record.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let header = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            guard let name = String(validating: record[record.index(after: tab)...], as: UTF8.self) else {
                throw GitIntakeRefusal("a file name in \(treeish) is not UTF-8")
            }
            guard header.count == 4, GitRepositoryCopy.isObjectID(header[2]) else { throw GitIntakeRefusal("git listed \(treeish) in a form the grader does not read") }
            guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
                throw GitIntakeRefusal("\(treeish) holds an entry named '\(name.prefix(80))', which no file can be")
            }
            guard names.insert(FolderName(name)).inserted else {
                throw GitIntakeRefusal("\(treeish) holds two entries named '\(name.prefix(80))'; git itself would not write such a tree")
            }
            entries.append(Entry(mode: String(header[0]), type: String(header[1]), object: String(header[2]), size: Int(header[3]), name: name))
            guard entries.count <= maximumTreeEntries else { throw GitIntakeRefusal("\(treeish) holds more than \(maximumTreeEntries) entries") }
        }
        return entries
    }

    /// The blobs `sizes` names (by id, with the size `ls-tree` gave).
    static func blobs(_ sizes: [String: Int], repository: URL, git: IntakeGit) throws -> [String: Data] {
        guard !sizes.isEmpty else { return [:] }
        let ids = sizes.keys.sorted()
        let total = sizes.values.reduce(0, +) + ids.count * 64
        let batch = try git.run(["cat-file", "--batch"], repository: repository, input: Data(ids.map { $0 + "\n" }.joined().utf8), outputBytes: total + 4096)
        guard batch.ok else { throw GitIntakeRefusal("git could not read the answers' files: \(batch.errorText)") }
        var contents: [String: Data] = [:]
        var rest = batch.output[...]
        while let newline = rest.firstIndex(of: UInt8(ascii: "\n")) {
            let fields = String(decoding: rest[rest.startIndex..<newline], as: UTF8.self).split(separator: " ")
            rest = rest[rest.index(after: newline)...]
            guard fields.count == 3, fields[1] == "blob", let size = Int(fields[2]), size == sizes[String(fields[0])], rest.count >= size else {
                throw GitIntakeRefusal("git could not read the answers' files (\(fields.joined(separator: " ").prefix(80)))")
            }
            contents[String(fields[0])] = Data(rest.prefix(size))
            rest = rest.dropFirst(size + 1)
        }
        return contents
    }
}
