import Foundation
import Literate

/// A learner's files: answers in `Exercises/<id>.swift`, and what the
/// workbook remembers in `.workbook/progress.json` (passed exercises, hints
/// shown).
public struct LearnerWorkspace: Sendable {
    public let course: Course

    public init(course: Course) { self.course = course }

    public var exercisesDirectory: URL { course.root.appendingPathComponent("Exercises") }
    var stateFile: URL { course.root.appendingPathComponent(".workbook").appendingPathComponent("progress.json") }

    public func answerURL(for id: String) -> URL {
        exercisesDirectory.appendingPathComponent("\(id).swift")
    }

    /// The path to show for an answer: relative to the course root when inside it.
    public func displayPath(for url: URL) -> String {
        let root = course.root.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// The starter code of an exercise, as a fresh answer file holds it.
    public func starterText(for id: String) throws -> String {
        guard let chapter = course.chapter(forExercise: id),
              let stub = chapter.snippets.first(where: { $0.kind == .exercise(id: id) }) else {
            throw GradingError.unknownExercise(id, known: course.exercises.map(\.id), suggestion: closestMatch(to: id, in: course.exercises.map(\.id)))
        }
        return "// Exercise \(id): see \(chapter.path), section \"\(chapter.section(containingBlock: stub.blockIndex) ?? chapter.title)\".\n"
            + "// Write your answer here, then run: ./workbook check \(id)\n\n" + stub.code
    }

    /// The learner's answer file, created from the stub when it does not
    /// exist yet; an existing file is never overwritten.
    @discardableResult
    public func ensureAnswer(for id: String) throws -> (url: URL, created: Bool) {
        let url = answerURL(for: id)
        if FileManager.default.fileExists(atPath: url.path) { return (url, false) }
        try FileManager.default.createDirectory(at: exercisesDirectory, withIntermediateDirectories: true)
        let text = try starterText(for: id)
        // Create-only: never replace a file that appeared meanwhile.
        guard FileManager.default.createFile(atPath: url.path, contents: Data(text.utf8)) || FileManager.default.fileExists(atPath: url.path) else {
            throw GradingError.setup("cannot create \(displayPath(for: url)); check that the folder is writable")
        }
        return (url, true)
    }

    /// Restores the stub, keeping the old answer as a backup. Returns the
    /// backup's URL, if there was an answer to keep.
    public func reset(_ id: String, now: Date = Date()) throws -> URL? {
        let url = answerURL(for: id)
        var backup: URL?
        if FileManager.default.fileExists(atPath: url.path) {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd-HHmmss"
            let directory = exercisesDirectory.appendingPathComponent(".backup")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var candidate = directory.appendingPathComponent("\(id)-\(formatter.string(from: now)).swift")
            var counter = 2
            while FileManager.default.fileExists(atPath: candidate.path) {
                candidate = directory.appendingPathComponent("\(id)-\(formatter.string(from: now))-\(counter).swift")
                counter += 1
            }
            try FileManager.default.copyItem(at: url, to: candidate)
            backup = candidate
        }
        try FileManager.default.createDirectory(at: exercisesDirectory, withIntermediateDirectories: true)
        try Data(try starterText(for: id).utf8).write(to: url, options: .atomic)
        var state = loadState()
        state.passed[id] = nil
        try save(state)
        return backup
    }

    // MARK: - Progress

    public struct State: Codable, Sendable, Equatable {
        /// Exercise id → digest of the answer that passed.
        public var passed: [String: String] = [:]
        /// Exercise id → how many hints were shown.
        public var hintsShown: [String: Int] = [:]
        /// Quiz key (`<chapter slug>/<quiz id>`) → whether the learner's
        /// last answer to it was right (`workbook quiz`).
        public var quizzes: [String: Bool] = [:]
        /// Exercise id → when the learner's own file was last checked
        /// (`check`, `watch`, the browser workbook): with the files' own
        /// modification times, what tells which exercise the learner is on.
        public var checked: [String: Date] = [:]
        public init() {}

        enum CodingKeys: String, CodingKey { case passed, hintsShown, quizzes, checked }

        /// Every field may be missing: a progress file written before a
        /// field existed still loads.
        public init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            passed = try container.decodeIfPresent([String: String].self, forKey: .passed) ?? [:]
            hintsShown = try container.decodeIfPresent([String: Int].self, forKey: .hintsShown) ?? [:]
            quizzes = try container.decodeIfPresent([String: Bool].self, forKey: .quizzes) ?? [:]
            checked = try container.decodeIfPresent([String: Date].self, forKey: .checked) ?? [:]
        }
    }

    public func loadState() -> State {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        guard let data = try? Data(contentsOf: stateFile), let state = try? decoder.decode(State.self, from: data) else { return State() }
        return state
    }

    public func save(_ state: State) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Milliseconds: two checks a moment apart stay in order.
        encoder.dateEncodingStrategy = .millisecondsSince1970
        do {
            try FileManager.default.createDirectory(at: stateFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try encoder.encode(state).write(to: stateFile, options: .atomic)
        } catch {
            // A course installed for several users is theirs to read only.
            throw GradingError.setup("cannot record your progress in \(stateFile.path): \(error.localizedDescription) "
                + "If this course is shared (installed by another user), work in a copy of your own: git clone \(course.root.path) ~/codable-workbook")
        }
    }

    /// Records a check of the learner's own file: whether it passed, and
    /// when it was checked.
    public func record(_ result: CheckResult, answerText: String, at now: Date = Date()) throws {
        var state = loadState()
        state.passed[result.exercise] = result.passed ? GraderSetup.digest(Data(answerText.utf8)) : nil
        state.checked[result.exercise] = now
        try save(state)
    }

    /// Records quiz answers: each key's last answer, right or wrong.
    public func recordQuiz(_ results: [(key: String, correct: Bool)]) throws {
        guard !results.isEmpty else { return }
        var state = loadState()
        for result in results { state.quizzes[result.key] = result.correct }
        try save(state)
    }

    /// Whether the learner's current answer is the one that passed.
    public func hasPassed(_ id: String) -> Bool {
        hasPassed(id, state: loadState())
    }

    /// The exercise the learner is working on: of every exercise they
    /// touched (its file last changed, or last checked), the latest one,
    /// when it is not passed yet; when it is, the next one after it in
    /// course order (``nextExercise(after:)``). A learner who touched
    /// nothing starts at the course's first exercise. Nil when every
    /// exercise is passed.
    public func currentExercise() -> String? {
        let state = loadState()
        let ids = course.exercises.map(\.id)
        var latest: (id: String, at: Date)?
        for id in ids {
            let modified = (try? FileManager.default.attributesOfItem(atPath: answerURL(for: id).path))?[.modificationDate] as? Date
            guard let touched = [modified, state.checked[id]].compactMap({ $0 }).max() else { continue }
            // A tie goes to the later exercise in course order.
            if latest == nil || touched >= latest!.at { latest = (id, touched) }
        }
        guard let latest else { return ids.first { !hasPassed($0, state: state) } }
        return hasPassed(latest.id, state: state) ? nextExercise(after: latest.id) : latest.id
    }

    /// The first exercise after `id`, in course order, not passed yet; past
    /// the course's last exercise it goes on from the first one. Nil when
    /// every other exercise is passed.
    public func nextExercise(after id: String) -> String? {
        let state = loadState()
        let ids = course.exercises.map(\.id)
        let start = (ids.firstIndex(of: id) ?? -1) + 1
        let order = ids[min(start, ids.count)...] + ids[..<min(start, ids.count)]
        return order.first { $0 != id && !hasPassed($0, state: state) }
    }

    private func hasPassed(_ id: String, state: State) -> Bool {
        guard let digest = state.passed[id], let data = try? Data(contentsOf: answerURL(for: id)) else { return false }
        return GraderSetup.digest(data) == digest
    }

    /// The next hint for an exercise, counting it as shown. Returns the hint
    /// and its number, or nil when every hint was shown.
    public func nextHint(for id: String) throws -> (hint: Snippet, number: Int, total: Int)? {
        guard let chapter = course.chapter(forExercise: id) else {
            throw GradingError.unknownExercise(id, known: course.exercises.map(\.id), suggestion: closestMatch(to: id, in: course.exercises.map(\.id)))
        }
        let hints = chapter.hints(for: id)
        var state = loadState()
        let shown = state.hintsShown[id] ?? 0
        guard shown < hints.count else { return nil }
        state.hintsShown[id] = shown + 1
        try save(state)
        return (hints[shown], shown + 1, hints.count)
    }
}
