import Hashing
import Foundation

/// What loading a course learns from parsing every chapter, kept for the
/// next load (`.workbook/course-index.json`, written by `workbook`): the
/// exercises in order and which chapter holds each. A load whose chapter
/// files (names and texts, by digest) and exercise ids are those the index
/// was made from takes it instead of parsing every chapter; each chapter is
/// then parsed when first used, so `workbook check` parses only the one
/// its exercise is in (docs/TEST-TIME.md, "Where a check's time goes").
/// Made only from a course that loaded without a problem.
struct CourseIndex: Codable, Sendable, Equatable {
    /// Bumped when the index or the chapter parser changes what it holds.
    static let version = 3

    struct ChapterEntry: Codable, Sendable, Equatable {
        /// `Chapters/01-rays-books.md`.
        var path: String
        /// ``CourseIndex/digest(_:)`` of the chapter's text.
        var digest: String
    }

    var version: Int
    /// The program that made the index (``toolIdentity``): a rebuilt
    /// `workbook`, whose chapter parser may read the same texts otherwise,
    /// makes its own.
    var tool: String
    var chapters: [ChapterEntry]
    /// The exercise ids of the solutions folders, sorted.
    var knownExercises: [String]
    var exercises: [ExerciseInfo]
    /// Exercise id → position in `chapters`.
    var exerciseChapters: [String: Int]

    init(paths: [String], texts: [String], knownExercises: Set<String>, exercises: [ExerciseInfo]) {
        version = Self.version
        tool = Self.toolIdentity
        chapters = zip(paths, texts).map { ChapterEntry(path: $0, digest: Self.digest($1)) }
        self.knownExercises = knownExercises.sorted()
        self.exercises = exercises
        let numbers = paths.map { Chapter.parseFileName(($0 as NSString).lastPathComponent)?.0 }
        var positions: [String: Int] = [:]
        for exercise in exercises {
            if let position = numbers.firstIndex(of: exercise.chapterNumber) { positions[exercise.id] = position }
        }
        exerciseChapters = positions
    }

    /// Whether this index was made from exactly these chapters and ids.
    func matches(paths: [String], texts: [String], knownExercises: Set<String>) -> Bool {
        version == Self.version && tool == Self.toolIdentity && self.knownExercises == knownExercises.sorted()
            && chapters.map(\.path) == paths && chapters.map(\.digest) == texts.map(Self.digest)
            && exercises.allSatisfy { exerciseChapters[$0.id].map(paths.indices.contains) == true }
    }

    /// The running program's path, size and modification time.
    static let toolIdentity: String = {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return "unknown" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }()

    /// A text's SHA-256, hexadecimal: it tells an edited chapter from the
    /// one indexed.
    static func digest(_ text: String) -> String {
        SHA256Hex.of(text)
    }

    static func read(_ url: URL) -> CourseIndex? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(CourseIndex.self, from: data)
    }

    /// Written whole (renamed into place); quietly not at all when the
    /// folder cannot be written.
    func write(to url: URL) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: url, options: .atomic)
    }
}
