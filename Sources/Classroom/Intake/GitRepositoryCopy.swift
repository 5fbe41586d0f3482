import Foundation

/// A fresh repository the grader makes from a student's `.git`, so that git
/// never reads the student's own: only the commit `HEAD` names (resolved
/// here, by reading `HEAD`, the loose ref and `packed-refs` as bytes),
/// the loose objects, the pack files with their indexes and `shallow` are
/// copied, as regular files, within size and count limits. Nothing else of
/// the student's `.git` reaches git: not its config (no remote, promisor,
/// filter, hook or program it names), not `alternates`, `commondir`,
/// grafts, replace refs or the commit-graph (which could point git at other
/// files or rewrite history).
///
/// A repository that needs any of those to be read is refused, with a
/// reason for the instructor: `commondir`, `objects/info/alternates`,
/// `info/grafts`, a `.promisor` pack, a format version above 0 or any
/// `extensions.*` (partial clones, SHA-256, reftable), a promisor remote.
/// So is a symbolic link, FIFO, device or socket where a file or folder is
/// read, and a file or repository over its limit.
struct GitRepositoryCopy {
    /// All object files together.
    static let maximumBytes = 256 << 20
    static let maximumFiles = 100_000
    /// Entries listed in `objects/` and its folders, all together.
    static let maximumEntries = 200_000
    /// `HEAD`, a loose ref, `shallow`, `config`.
    static let maximumSmallFile = 64 * 1024
    static let maximumPackedRefs = 16 << 20

    /// The fresh repository (a bare git folder), to give git as `GIT_DIR`.
    let gitDirectory: URL
    /// The commit `HEAD` names; nil when the branch has no commit yet.
    let head: String?

    /// Copies `student` (a `.git` folder) into the new folder `target`,
    /// checking its config with `git` (a `git config --file` on a copy).
    static func make(from student: URL, into target: URL, git: IntakeGit) throws -> GitRepositoryCopy {
        guard let source = UntrustedFolder.open(student, shown: ".git") else {
            throw GitIntakeRefusal(".git is not a folder that can be opened")
        }
        for (name, why) in [("commondir", "it would make git read another repository"),
                            ("gitdir", "it would make git read another repository")] where source.kind(name) != nil {
            throw GitIntakeRefusal(".git/\(name) is present: \(why); submit an ordinary repository")
        }
        if let info = try? source.folder("info"), info.kind("grafts") != nil {
            throw GitIntakeRefusal(".git/info/grafts is present: it would rewrite the history git reads; submit an ordinary repository")
        }
        let objects = try source.folder("objects")
        if let info = try? objects.folder("info") {
            for name in ["alternates", "http-alternates"] where info.kind(name) != nil {
                throw GitIntakeRefusal(".git/objects/info/\(name) is present: it would make git read objects from other folders; submit an ordinary repository (git repack -a -d, then remove it)")
            }
        }

        guard let root = UntrustedFolder.open(target.deletingLastPathComponent(), shown: "") else {
            throw GitIntakeRefusal("the grader's intake folder \(target.deletingLastPathComponent().path) cannot be opened")
        }
        let repository = try root.makeFolder(target.lastPathComponent)
        // The student's config, checked (never used): a copy beside the repository.
        if source.kind("config") != nil {
            let data = try source.read("config", limit: maximumSmallFile)
            try root.write(target.lastPathComponent + ".config", data)
            try check(config: target.deletingLastPathComponent().appendingPathComponent(target.lastPathComponent + ".config"), git: git)
        }
        guard let head = try resolveHead(source) else { return GitRepositoryCopy(gitDirectory: target, head: nil) }
        try repository.write("config", Data("[core]\n\trepositoryformatversion = 0\n\tbare = true\n".utf8))
        try repository.write("HEAD", Data((head + "\n").utf8))
        _ = try repository.makeFolder("refs")
        let copiedObjects = try repository.makeFolder("objects")
        var budget = GitIntakeBudget(bytes: maximumBytes, files: maximumFiles)
        try copyObjects(objects, to: copiedObjects, budget: &budget)
        if source.kind("shallow") != nil {
            let shallow = try source.read("shallow", limit: maximumSmallFile)
            let lines = String(decoding: shallow, as: UTF8.self).split(separator: "\n")
            guard lines.allSatisfy({ isObjectID($0) }) else { throw GitIntakeRefusal(".git/shallow holds something other than commit ids") }
            try repository.write("shallow", shallow)
        }
        return GitRepositoryCopy(gitDirectory: target, head: head)
    }

    /// Loose objects (`objects/xx/<38 hex>`) and packs with their index
    /// (`objects/pack/pack-<hex>.pack` + `.idx`); everything else in
    /// `objects/` (the commit-graph, `info/packs`, temporary files) is left.
    private static func copyObjects(_ objects: UntrustedFolder, to target: UntrustedFolder, budget: inout GitIntakeBudget) throws {
        // Names listed in all of objects/ together, so 256 full folders cost no more than one.
        var listed = 0
        func names(_ folder: UntrustedFolder) throws -> [String] {
            let names = try folder.names(limit: maximumEntries - listed)
            listed += names.count
            return names
        }
        for name in try names(objects).sorted() {
            if name.utf8.count == 2, isHex(name) {
                let fan = try objects.folder(name)
                var copied: UntrustedFolder?
                for file in try names(fan).sorted() where file.utf8.count == 38 && isHex(file) {
                    let folder = try copied ?? target.makeFolder(name)
                    copied = folder
                    try fan.copy(file, to: folder, budget: &budget)
                }
            } else if name == "pack" {
                let pack = try objects.folder("pack")
                let entries = try names(pack)
                if let promisor = entries.first(where: { $0.hasSuffix(".promisor") }) {
                    throw GitIntakeRefusal(".git/objects/pack/\(promisor) marks a partial clone, whose missing objects git would fetch; submit a full clone")
                }
                let present = Set(entries)
                let packs = entries.filter { $0.hasPrefix("pack-") && $0.hasSuffix(".pack") && isHex(String($0.dropFirst(5).dropLast(5))) }.sorted()
                guard !packs.isEmpty else { continue }
                let copied = try target.makeFolder("pack")
                for file in packs {
                    let index = String(file.dropLast(5)) + ".idx"
                    guard present.contains(index) else { continue }
                    try pack.copy(file, to: copied, budget: &budget)
                    try pack.copy(index, to: copied, budget: &budget)
                }
            }
        }
    }

    /// The commit `HEAD` names, following `ref:` lines (at most 5) through
    /// loose refs and `packed-refs`; nil for a branch with no commit.
    private static func resolveHead(_ git: UntrustedFolder) throws -> String? {
        var text = String(decoding: try git.read("HEAD", limit: maximumSmallFile), as: UTF8.self)
        var packed: [String: String]?
        for _ in 0..<5 {
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if isObjectID(line) { return line }
            guard line.hasPrefix("ref: ") else {
                throw GitIntakeRefusal(".git/HEAD (or a ref it names) holds neither a commit id nor a ref")
            }
            let name = String(line.dropFirst(5)).trimmingCharacters(in: .whitespaces)
            guard isRefName(name) else { throw GitIntakeRefusal(".git/HEAD names a ref that is not one (\(name.prefix(80)))") }
            if let loose = try looseRef(name, in: git) {
                text = loose
                continue
            }
            if packed == nil { packed = try packedRefs(git) }
            return packed?[name]
        }
        throw GitIntakeRefusal(".git/HEAD names refs that name refs more than 5 deep")
    }

    /// The text of the loose ref file `name`, nil when there is none; a
    /// link or anything but folders and a regular file on the way is refused.
    private static func looseRef(_ name: String, in git: UntrustedFolder) throws -> String? {
        let parts = name.split(separator: "/").map(String.init)
        var folder = git
        for part in parts.dropLast() {
            guard let kind = folder.kind(part) else { return nil }
            guard kind == .directory else { throw GitIntakeRefusal(describing: part, in: folder, wanted: "a folder of refs") }
            folder = try folder.folder(part)
        }
        guard let last = parts.last, folder.kind(last) != nil else { return nil }
        return String(decoding: try folder.read(last, limit: maximumSmallFile), as: UTF8.self)
    }

    private static func packedRefs(_ git: UntrustedFolder) throws -> [String: String] {
        guard git.kind("packed-refs") != nil else { return [:] }
        let data = try git.read("packed-refs", limit: maximumPackedRefs)
        var refs: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("^") {
            let fields = line.split(separator: " ", maxSplits: 1)
            guard fields.count == 2, isObjectID(fields[0]) else { continue }
            refs[String(fields[1])] = String(fields[0])
        }
        return refs
    }

    /// The student's config may ask for nothing a fresh repository lacks.
    private static func check(config: URL, git: IntakeGit) throws {
        let result = try git.run(["config", "--file", config.path, "--no-includes", "--null", "--list"], outputBytes: 1 << 20)
        guard result.ok else { throw GitIntakeRefusal(".git/config cannot be read as a git config file: \(result.errorText)") }
        for entry in result.output.split(separator: 0) {
            let text = String(decoding: entry, as: UTF8.self)
            let key = (text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? text).lowercased()
            let value = text.split(separator: "\n", maxSplits: 1).dropFirst().first.map { String($0).lowercased() } ?? "true"
            if key == "core.repositoryformatversion", value != "0" {
                throw GitIntakeRefusal(".git/config asks for repository format version \(value.prefix(20)): the grader reads version 0 repositories only (no partial clone, SHA-256 or reftable)")
            }
            if key.hasPrefix("extensions.") {
                throw GitIntakeRefusal(".git/config sets \(key.prefix(80)): the grader reads repositories without format extensions only (no partial clone, SHA-256 or reftable)")
            }
            if key.hasPrefix("remote."), key.hasSuffix(".promisor") || key.hasSuffix(".partialclonefilter"), value != "false" {
                throw GitIntakeRefusal(".git/config makes a remote a promisor (a partial clone, whose missing objects git would fetch); submit a full clone")
            }
        }
    }

    static func isHex<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    static func isObjectID<S: StringProtocol>(_ text: S) -> Bool { text.utf8.count == 40 && isHex(text) }

    /// A ref name git itself would accept (`git check-ref-format`), below `refs/`.
    static func isRefName(_ name: String) -> Bool {
        guard name.hasPrefix("refs/"), name.utf8.count <= 1024, !name.hasSuffix("/"), !name.hasSuffix(".lock"), !name.contains(".."),
              !name.contains("@{"), !name.contains("//") else { return false }
        let forbidden = Set(" ~^:?*[\\".utf8)
        return name.utf8.allSatisfy { $0 > 32 && $0 != 127 && !forbidden.contains($0) }
            && name.split(separator: "/").allSatisfy { !$0.hasPrefix(".") && !$0.hasSuffix(".lock") }
    }
}
