import Foundation

/// A course's parsed chapters: all of them, given at once, or (a course
/// loaded through a current ``CourseIndex``) each parsed from its text when
/// first asked for. Those texts parsed without a problem when the index was
/// made, with the same path and exercise ids, and parsing depends on
/// nothing else: so they parse again.
final class ChapterShelf: @unchecked Sendable {
    private let lock = NSLock()
    private let paths: [String]
    private let texts: [String]
    /// Each chapter's quiz answer file (nil: none).
    private let answers: [String?]
    private let knownExercises: Set<String>
    /// Exercise id → position in `paths` (lazily loaded courses).
    private let exerciseChapters: [String: Int]
    private var parsed: [Int: Chapter]
    private let lazy: Bool

    init(chapters: [Chapter]) {
        paths = chapters.map(\.path)
        texts = []
        answers = []
        knownExercises = []
        exerciseChapters = [:]
        parsed = Dictionary(uniqueKeysWithValues: chapters.enumerated().map { ($0.offset, $0.element) })
        lazy = false
    }

    init(paths: [String], texts: [String], answers: [String?], knownExercises: Set<String>, exerciseChapters: [String: Int]) {
        self.paths = paths
        self.texts = texts
        self.answers = answers
        self.knownExercises = knownExercises
        self.exerciseChapters = exerciseChapters
        parsed = [:]
        lazy = true
    }

    /// How many chapters are parsed so far (for tests).
    var parsedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return parsed.count
    }

    /// Every chapter, in order.
    func all() -> [Chapter] {
        paths.indices.map(chapter(at:))
    }

    /// The chapter holding exercise `id`'s stub.
    func chapter(forExercise id: String) -> Chapter? {
        if lazy {
            return exerciseChapters[id].map(chapter(at:))
        }
        return all().first { $0.exerciseIDs.contains(id) }
    }

    func chapter(at position: Int) -> Chapter {
        lock.lock()
        defer { lock.unlock() }
        if let chapter = parsed[position] { return chapter }
        do {
            let chapter = try Chapter(markdown: texts[position], path: paths[position], knownExercises: knownExercises,
                                      quizAnswers: position < answers.count ? answers[position] : nil)
            parsed[position] = chapter
            return chapter
        } catch {
            // Unreachable: the same text, path and ids parsed when the index was made.
            preconditionFailure("\(paths[position]) parsed without a problem when the course index was made, but not now: \(error)")
        }
    }
}
