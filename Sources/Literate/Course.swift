import Foundation
import Markdown

/// The whole course: its chapters, in order, and its exercises.
public struct Course: Sendable {
    /// The folder holding `Chapters/`, `Solutions/` and `Tangled/`.
    public let root: URL
    /// Every chapter, in order. A course loaded through a current
    /// ``CourseIndex`` parses its chapters when first asked for them.
    public var chapters: [Chapter] { shelf.all() }
    public let exercises: [ExerciseInfo]

    public var chaptersDirectory: URL { root.appendingPathComponent("Chapters") }
    /// `Solutions/` below the root, or an instructor's private copy of it
    /// (`--solutions`), holding each exercise's reference answer and grading
    /// material.
    public let solutionsDirectory: URL
    public var tangledDirectory: URL { root.appendingPathComponent("Tangled") }
    /// The chapters' files, relative to the root (`Chapters/01-rays-books.md`), in order.
    public let chapterPaths: [String]

    private let shelf: ChapterShelf
    /// How many chapters are parsed so far (for tests: a lazily loaded
    /// course parses each when first used).
    var parsedChapterCount: Int { shelf.parsedCount }

    public init(root: URL, chapters: [Chapter], solutionsDirectory: URL? = nil) {
        self.root = root
        self.solutionsDirectory = solutionsDirectory ?? root.appendingPathComponent("Solutions")
        let chapters = chapters.sorted { $0.number < $1.number }
        self.exercises = Self.exercises(of: chapters)
        self.chapterPaths = chapters.map(\.path)
        self.shelf = ChapterShelf(chapters: chapters)
    }

    /// A course whose chapters are parsed when first used, from texts that
    /// parsed without a problem before (``CourseIndex``).
    init(root: URL, solutionsDirectory: URL, index: CourseIndex, texts: [String], answers: [String?], knownExercises: Set<String>) {
        self.root = root
        self.solutionsDirectory = solutionsDirectory
        self.exercises = index.exercises
        self.chapterPaths = index.chapters.map(\.path)
        self.shelf = ChapterShelf(paths: chapterPaths, texts: texts, answers: answers, knownExercises: knownExercises, exerciseChapters: index.exerciseChapters)
    }

    static func exercises(of chapters: [Chapter]) -> [ExerciseInfo] {
        chapters.flatMap { chapter in
            chapter.exerciseIDs.map { id in
                let stub = chapter.snippets.first { $0.kind == .exercise(id: id) }!
                return ExerciseInfo(id: id, chapterNumber: chapter.number, chapterTitle: chapter.title,
                                    section: chapter.section(containingBlock: stub.blockIndex) ?? chapter.title)
            }
        }
    }

    /// Loads `Chapters/NN-*.md` below `root`. Exercise ids are the folders of
    /// `solutions` (default `Solutions/` below the root) that hold an
    /// `answer.swift`.
    /// A private `solutions` folder may hold only some exercises (an
    /// assignment's): the ids of the course's own `Solutions/` are known too.
    ///
    /// Through an index (``load(root:solutions:index:)``: a file the caller may write, such as
    /// `.workbook/course-index.json`): when the index was made from these
    /// very chapter texts and exercise ids, the chapters are not parsed
    /// here but each when first used (a check parses only its exercise's
    /// chapter); otherwise all are parsed, as without it, and a course
    /// without problems is indexed for the next load.
    public static func load(root: URL, solutions: URL? = nil) throws -> Course {
        try load(root: root, solutions: solutions, index: nil)
    }

    /// Loads the course as ``load(root:solutions:)`` does, through `index`
    /// when given (see above).
    public static func load(root: URL, solutions: URL?, index: URL?) throws -> Course {
        let solutionsDirectory = solutions ?? root.appendingPathComponent("Solutions")
        let fileManager = FileManager.default
        let chaptersURL = root.appendingPathComponent("Chapters")
        guard let names = try? fileManager.contentsOfDirectory(atPath: chaptersURL.path) else {
            throw LiterateErrors([LiterateDiagnostic(path: "Chapters", line: 0, message: "no Chapters/ folder in \(root.path); run the workbook from the course's root folder")])
        }
        func ids(in folder: URL) -> Set<String> {
            Set((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { ExerciseFolder(id: $0, in: folder).exists(.answer) }
        }
        let known = ids(in: solutionsDirectory).union(solutions == nil ? [] : ids(in: root.appendingPathComponent("Solutions")))
        let files = names.sorted().filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }
        // Read once; a text that cannot be read is parsed (and reported) below.
        var texts: [String?] = []
        // Each chapter's quiz answer file, read with it (nil: none).
        var answers: [String?] = []
        if index != nil {
            texts = files.map { try? MarkdownDocument.text(contentsOf: chaptersURL.appendingPathComponent($0), displayPath: "Chapters/\($0)") }
            answers = files.map { Chapter.quizAnswers(besideChapterAt: chaptersURL.appendingPathComponent($0)) }
            if let index, !texts.contains(where: { $0 == nil }) {
                let all = texts.map { $0! }
                if let stored = CourseIndex.read(index), stored.matches(paths: files.map { "Chapters/\($0)" }, texts: Self.indexed(all, answers), knownExercises: known) {
                    return Course(root: root, solutionsDirectory: solutionsDirectory, index: stored, texts: all, answers: answers, knownExercises: known)
                }
            }
        }
        var chapters: [Chapter] = []
        var problems: [LiterateDiagnostic] = []
        for (position, name) in files.enumerated() {
            let path = "Chapters/\(name)"
            do {
                if position < texts.count, let text = texts[position] {
                    chapters.append(try Chapter(markdown: text, path: path, knownExercises: known, quizAnswers: answers[position]))
                } else {
                    chapters.append(try Chapter(contentsOf: chaptersURL.appendingPathComponent(name), path: path, knownExercises: known))
                }
            } catch let errors as LiterateErrors {
                problems += errors.diagnostics
            } catch {
                problems.append(LiterateDiagnostic(path: path, line: 1, message: "\(error)"))
            }
        }
        let course = Course(root: root, chapters: chapters, solutionsDirectory: solutionsDirectory)
        problems += course.crossChapterProblems()
        guard problems.isEmpty else { throw LiterateErrors(problems) }
        if let index, texts.count == files.count, !texts.contains(where: { $0 == nil }),
           course.chapterPaths == files.map({ "Chapters/\($0)" }) {
            CourseIndex(paths: course.chapterPaths, texts: Self.indexed(texts.map { $0! }, answers), knownExercises: known, exercises: course.exercises).write(to: index)
        }
        return course
    }

    /// What the index digests of each chapter: its text and its quiz answer
    /// file's, so that a changed answer file parses the chapter again.
    static func indexed(_ texts: [String], _ answers: [String?]) -> [String] {
        zip(texts, answers).map { text, answer in answer.map { text + "\u{0}" + QuizAnswerKey.folder + "\u{0}" + $0 } ?? text }
    }

    /// The chapter holding exercise `id`'s stub (of a lazily loaded course,
    /// only that chapter is parsed).
    public func chapter(forExercise id: String) -> Chapter? {
        shelf.chapter(forExercise: id)
    }

    public func exercise(_ id: String) -> ExerciseInfo? {
        exercises.first { $0.id == id }
    }

    /// The reference answer of an exercise. A private solutions folder
    /// that holds only some exercises (an assignment's) falls back to the
    /// course's own `Solutions/` for the others, which a later exercise's
    /// chapter code builds on.
    public func referenceAnswer(for id: String) -> URL {
        let own = folder(for: id).url(.answer)
        let course = ExerciseFolder(id: id, in: root.appendingPathComponent("Solutions")).url(.answer)
        if !FileManager.default.fileExists(atPath: own.path), FileManager.default.fileExists(atPath: course.path) { return course }
        return own
    }

    /// The fixtures a chapter's code loads through `Bundle.module`.
    public func fixturesDirectory(for chapter: Chapter) -> URL {
        chaptersDirectory.appendingPathComponent("Fixtures").appendingPathComponent(chapter.targetName)
    }

    private func crossChapterProblems() -> [LiterateDiagnostic] {
        var problems: [LiterateDiagnostic] = []
        var owner: [String: String] = [:]
        var numbers: [Int: String] = [:]
        for chapter in chapters {
            if let other = numbers[chapter.number] {
                problems.append(LiterateDiagnostic(path: chapter.path, line: 1, message: "chapter number \(chapter.number) is also used by \(other); give each chapter its own number"))
            }
            numbers[chapter.number] = chapter.path
            for id in chapter.exerciseIDs {
                if let other = owner[id] {
                    let line = chapter.snippets.first { $0.kind == .exercise(id: id) }?.fenceLine ?? 1
                    problems.append(LiterateDiagnostic(path: chapter.path, line: line, message: "exercise '\(id)' already has its stub in \(other); an exercise belongs to one chapter"))
                }
                owner[id] = chapter.path
            }
        }
        return problems
    }
}

/// What the course says about one exercise.
public struct ExerciseInfo: Sendable, Equatable, Codable {
    public let id: String
    public let chapterNumber: Int
    public let chapterTitle: String
    /// The heading of the section where the learner meets the stub.
    public let section: String
    /// A short title for lists: the section's heading.
    public var title: String { section }
}
