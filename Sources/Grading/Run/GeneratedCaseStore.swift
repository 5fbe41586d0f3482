import Foundation

/// The generated cases the reference answer made, by seed, in the grader's
/// private cache (`generated/<reference program's key>/`), so that a seed is
/// run through the reference answer once.
///
/// When the reference answer has to run for one seed (a `check` with a
/// fresh seed), it makes the cases of a few more fresh seeds in the same
/// run: the *spares*. The next `check` without `--seed` claims a spare (each
/// is used once, so every check still gets cases it has never seen) and needs
/// no run of the reference answer at all: one sandboxed run per check.
struct GeneratedCaseStore {
    let folder: URL
    private var spares: URL { folder.appendingPathComponent("spare") }
    /// How many used seeds are kept (for `--seed`) before the oldest go.
    static let keptSeeds = 200
    /// Spares made beside a seed the reference answer runs for.
    static let sparesPerRun = 9

    init(cache: URL, programKey: String) throws {
        folder = cache.appendingPathComponent("generated").appendingPathComponent(programKey)
        try ProgramCache.preparePrivate(folder)
        try ProgramCache.preparePrivate(folder.appendingPathComponent("spare"))
    }

    /// The cases made for `seed`, if they were made before.
    func cases(seed: UInt64) -> [GradingCase]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("\(seed).json")),
              let cases = try? JSONDecoder().decode([GradingCase].self, from: data) else { return nil }
        return cases.map { item in
            var item = item
            item.origin = "generated"
            return item
        }
    }

    func save(_ cases: [GradingCase], seed: UInt64, spare: Bool) {
        guard let data = try? JSONEncoder().encode(cases) else { return }
        let target = (spare ? spares : folder).appendingPathComponent("\(seed).json")
        let staging = folder.appendingPathComponent(".\(seed).\(UUID().uuidString)")
        let fd = open(staging.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return }
        let written = data.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
        if written != data.count || rename(staging.path, target.path) != 0 { unlink(staging.path) }
        if !spare { prune() }
    }

    /// Claims a spare seed: it becomes a used seed (kept for `--seed`) and
    /// no other check gets it.
    func claimSpare() -> UInt64? {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: spares.path)) ?? []).filter { $0.hasSuffix(".json") }
        for name in names.shuffled() {
            guard let seed = UInt64(name.dropLast(5)) else { continue }
            if rename(spares.appendingPathComponent(name).path, folder.appendingPathComponent(name).path) == 0 { return seed }
        }
        return nil
    }

    private func prune() {
        let manager = FileManager.default
        let keys: [URLResourceKey] = [.contentModificationDateKey]
        guard let files = try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys).filter({ $0.pathExtension == "json" }),
              files.count > Self.keptSeeds else { return }
        let dated = files.map { ($0, (try? $0.resourceValues(forKeys: Set(keys)).contentModificationDate) ?? .distantPast) }
        for (file, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(files.count - Self.keptSeeds) {
            try? manager.removeItem(at: file)
        }
    }
}
