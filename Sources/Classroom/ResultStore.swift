import Crypto
import Foundation
import Grading
import Hashing
import Literate

/// What grading one answer gave, as kept in the result store.
public struct StoredOutcome: Codable, Sendable, Equatable {
    public var key: String
    public var exercise: String
    /// The checker's verdict, when it gave one.
    public var result: CheckResult?
    /// Why the checker refused the file (empty, binary, not UTF-8), when it did.
    public var unusable: String?
}

/// Graded answers by key, one JSON file each, written atomically as soon as
/// an answer is graded, so an interrupted run resumes where it stopped and
/// a re-run grades only what changed. The key is the digest of everything a
/// verdict depends on (see `ResultKeys`), so a stale entry is never reused:
/// it is simply never looked up again.
public struct ResultStore: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    private func url(for key: String) -> URL {
        directory.appendingPathComponent(String(key.prefix(2))).appendingPathComponent("\(key).json")
    }

    public func load(_ key: String) -> StoredOutcome? {
        guard let data = try? Data(contentsOf: url(for: key)),
              let outcome = try? JSONDecoder().decode(StoredOutcome.self, from: data),
              outcome.key == key else { return nil }
        return outcome
    }

    public func save(_ outcome: StoredOutcome) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        try AtomicFile.write(try encoder.encode(outcome), to: url(for: outcome.key))
    }

    /// How many results are stored (for tests and the benchmark).
    public var count: Int {
        let fileManager = FileManager.default
        let folders = (try? fileManager.contentsOfDirectory(atPath: directory.path)) ?? []
        return folders.reduce(0) { total, folder in
            total + ((try? fileManager.contentsOfDirectory(atPath: directory.appendingPathComponent(folder).path)) ?? []).filter { $0.hasSuffix(".json") }.count
        }
    }
}

/// Result keys: SHA-256 of the answer's bytes and of everything else that
/// can change its verdict: every file of the exercise's grading material
/// (cases, harness, reference answer, generator, bridge), the instructor's
/// cases, its chapter and fixtures, the grader's version and driver, the
/// compiler's version, the limits and the isolation.
struct ResultKeys: Sendable {
    /// Per exercise: the digest of everything but the answer.
    let contexts: [String: Data]

    /// `materials`: the exercises' material as the run read it (read
    /// here for any other).
    init(checker: Checker, exerciseIDs: [String], materials: [String: ExerciseMaterial] = [:], extraCasesDirectory: URL?) throws {
        let setup = checker.setup
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let limits = try encoder.encode(setup.limits)
        var contexts: [String: Data] = [:]
        for id in exerciseIDs {
            var hasher = SHA256()
            func add(_ label: String, _ data: Data?) {
                hasher.update(data: Data("\(label)\n\(data?.count ?? -1)\n".utf8))
                if let data { hasher.update(data: data) }
            }
            add("grader", Data(GraderSetup.graderVersion.utf8))
            add("compiler", Data(setup.compilerVersion.utf8))
            add("isolation", Data(setup.sandbox.isolation.rawValue.utf8))
            add("limits", limits)
            add("exercise", Data(id.utf8))
            // Every file of the exercise's grading material: cases, harness,
            // reference answer, generator, bridge (and the grader's driver).
            add("material", materials[id]?.digest ?? checker.materialDigest(for: id))
            add("extra", extraCasesDirectory.flatMap { try? Data(contentsOf: $0.appendingPathComponent("\(id).json")) })
            if let chapter = setup.course.chapter(forExercise: id) {
                add("chapter", try? Data(contentsOf: setup.course.root.appendingPathComponent(chapter.path)))
                let fixtures = setup.course.fixturesDirectory(for: chapter)
                for name in ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).sorted() where !name.hasPrefix(".") {
                    add("fixture \(name)", try? Data(contentsOf: fixtures.appendingPathComponent(name)))
                }
            }
            contexts[id] = Data(hasher.finalize())
        }
        self.contexts = contexts
    }

    /// The key of one student's answer: its bytes, the path it is shown
    /// as, and the seed of the student's generated cases (two students'
    /// identical answers are graded on their own cases).
    func key(exercise: String, shownAs relative: String, answer: Data, seed: UInt64) -> String {
        key(exercise: exercise, answer: Data(relative.utf8) + Data([0]) + answer + Data("\0seed \(seed)".utf8))
    }

    func key(exercise: String, answer: Data) -> String {
        var hasher = SHA256()
        hasher.update(data: contexts[exercise] ?? Data())
        hasher.update(data: answer)
        return SHA256Hex.hex(hasher.finalize())
    }
}
