import Foundation

/// The whole course: its chapters, in order, and its exercises.
public struct Course: Sendable {
    /// The folder holding `Chapters/`, `Solutions/` and `Tangled/`.
    public let root: URL
    public let chapters: [Chapter]
    public let exercises: [ExerciseInfo]

    public var chaptersDirectory: URL { root.appendingPathComponent("Chapters") }
    /// `Solutions/` below the root, or an instructor's private copy of it
    /// (`--solutions`), holding each exercise's reference answer and grading
    /// material.
    public let solutionsDirectory: URL
    public var tangledDirectory: URL { root.appendingPathComponent("Tangled") }

    public init(root: URL, chapters: [Chapter], solutionsDirectory: URL? = nil) {
        self.root = root
        self.solutionsDirectory = solutionsDirectory ?? root.appendingPathComponent("Solutions")
        self.chapters = chapters.sorted { $0.number < $1.number }
        self.exercises = self.chapters.flatMap { chapter in
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
    public static func load(root: URL, solutions: URL? = nil) throws -> Course {
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
        var chapters: [Chapter] = []
        var problems: [LiterateDiagnostic] = []
        for name in names.sorted() where name.hasSuffix(".md") && name.first?.isNumber == true {
            do {
                chapters.append(try Chapter(contentsOf: chaptersURL.appendingPathComponent(name), path: "Chapters/\(name)", knownExercises: known))
            } catch let errors as LiterateErrors {
                problems += errors.diagnostics
            } catch {
                problems.append(LiterateDiagnostic(path: "Chapters/\(name)", line: 1, message: "\(error)"))
            }
        }
        let course = Course(root: root, chapters: chapters, solutionsDirectory: solutionsDirectory)
        problems += course.crossChapterProblems()
        guard problems.isEmpty else { throw LiterateErrors(problems) }
        return course
    }

    public func chapter(forExercise id: String) -> Chapter? {
        chapters.first { $0.exerciseIDs.contains(id) }
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
public struct ExerciseInfo: Sendable, Equatable {
    public let id: String
    public let chapterNumber: Int
    public let chapterTitle: String
    /// The heading of the section where the learner meets the stub.
    public let section: String
    /// A short title for lists: the section's heading.
    public var title: String { section }
}
