import Foundation
import Literate

/// `workbook new exercise <id> --chapter N`: writes what a new exercise
/// needs, each place to fill in marked with ``ExerciseVerifier/marker``
/// (texts in ``ExerciseTemplates``): a step of its own after the chapter's
/// last step (task, stub, rules, a program and the output it prints, the
/// done-when sentence naming that step), `Solutions/<id>/` (reference
/// answer, harness, generator, cases, `mutations/`), and its section of
/// docs/EXERCISES.md when the course has one. It writes nothing when any
/// check fails.
public struct ExerciseScaffold: Sendable {
    public let course: Course
    public let id: String
    public let chapterNumber: Int

    public init(course: Course, id: String, chapterNumber: Int) {
        self.course = course
        self.id = id
        self.chapterNumber = chapterNumber
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// A file written, relative to the course root, and the line the author
    /// starts at.
    public struct Written: Sendable, CustomStringConvertible {
        public let path: String
        public let line: Int
        public var description: String { line > 1 ? "\(path):\(line)" : path }
    }

    /// Lower-case letters and digits in words joined by dashes, starting
    /// with a letter: `star-rating`.
    public static func isKebabCase(_ id: String) -> Bool {
        let words = id.split(separator: "-", omittingEmptySubsequences: false)
        return !id.isEmpty && id.first!.isLetter && words.allSatisfy { word in
            !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }

    /// Checks everything first, then writes; returns what it wrote.
    @discardableResult
    public func write() throws -> [Written] {
        guard Self.isKebabCase(id) else {
            throw Failure(description: "'\(id)' is not a kebab-case id: use lower-case letters and digits in words joined by dashes, starting with a letter, e.g. 'star-rating'")
        }
        let exercise = course.folder(for: id)
        let folder = exercise.url
        if let chapter = course.chapter(forExercise: id) {
            throw Failure(description: "exercise '\(id)' exists already (its stub is in \(chapter.path)); choose another id, or run './workbook verify --exercise \(id)' to see what it still needs")
        }
        if FileManager.default.fileExists(atPath: folder.path) {
            throw Failure(description: "\(exercise.displayPath)/ exists already; choose another id, or move that folder away first")
        }
        guard let chapter = course.chapters.first(where: { $0.number == chapterNumber }) else {
            let numbers = course.chapters.map(\.number)
            throw Failure(description: "there is no chapter \(chapterNumber): the course's chapters are \(numbers.map(String.init).joined(separator: ", ")) (Chapters/NN-*.md); to start a new one, see docs/AUTHORING.md")
        }
        let chapterURL = course.root.appendingPathComponent(chapter.path)
        let source = try String(contentsOf: chapterURL, encoding: .utf8)
        let step = Self.nextStep(of: chapter)
        let (text, line) = Self.insert(ExerciseTemplates.chapterBlock(id: id, chapter: chapter.number, step: step), into: source, chapter: chapter)

        let files: [(url: URL, path: String, contents: String)] = [
            (exercise.url(.answer), exercise.displayPath(.answer), ExerciseTemplates.answer(id: id)),
            (exercise.url(.harness), exercise.displayPath(.harness), ExerciseTemplates.harness(id: id)),
            (exercise.url(.generator), exercise.displayPath(.generator), ExerciseTemplates.generator(id: id)),
            (exercise.url(.cases), exercise.displayPath(.cases), ExerciseTemplates.cases(id: id)),
            (exercise.mutationsURL.appendingPathComponent("README.md"), exercise.mutationDisplayPath("README.md"), ExerciseTemplates.mutationsReadme(id: id)),
        ]
        var written = [Written(path: chapter.path, line: line)]
        try FileManager.default.createDirectory(at: exercise.mutationsURL, withIntermediateDirectories: true)
        for file in files {
            try Data(file.contents.utf8).write(to: file.url, options: .withoutOverwriting)
            written.append(Written(path: file.path, line: 1))
        }
        let docURL = course.root.appendingPathComponent("docs/EXERCISES.md")
        if let doc = try? String(contentsOf: docURL, encoding: .utf8) {
            let (updated, docLine) = Self.insertSection(ExerciseTemplates.exercisesDocSection(id: id, chapter: chapterNumber), into: doc, chapter: chapterNumber)
            try Data(updated.utf8).write(to: docURL, options: .atomic)
            written.append(Written(path: "docs/EXERCISES.md", line: docLine))
        }
        // The chapter last: once its stub names the id, the course needs the answer beside it.
        try Data(text.utf8).write(to: chapterURL, options: .atomic)
        return written
    }

    /// The number of the step a new exercise gets: one more than the
    /// chapter's last `## Step N` (1 in a chapter without steps).
    static func nextStep(of chapter: Chapter) -> Int {
        let numbers = chapter.document.blocks.filter { $0.kind == .heading(level: 2) }.compactMap { StepName.number(inHeading: $0.text) }
        return (numbers.max() ?? 0) + 1
    }

    /// The chapter with the block (a step of its own) after its last step
    /// (before a closing section such as "What you learned", or before the
    /// quiz answer key), and the block's first line.
    static func insert(_ block: String, into source: String, chapter: Chapter) -> (String, Int) {
        var lines = source.components(separatedBy: "\n")
        let headings = chapter.document.blocks.filter { $0.kind == .heading(level: 2) }
        let lastStep = headings.last { StepName.number(inHeading: $0.text) != nil }
        var at = lines.count + 1
        if let lastStep, let next = headings.first(where: { $0.lines.lowerBound > lastStep.lines.lowerBound }) {
            at = next.lines.lowerBound
        } else if let key = chapter.snippets.last(where: { $0.kind == .quizAnswers }) {
            at = key.fenceLine
        }
        if at > lines.count {
            while lines.last == "" { lines.removeLast() }
            lines.append("")
            let first = lines.count + 1
            lines += block.components(separatedBy: "\n")
            return (lines.joined(separator: "\n"), first)
        }
        lines.insert(contentsOf: block.components(separatedBy: "\n"), at: at - 1)
        return (lines.joined(separator: "\n"), at)
    }

    /// docs/EXERCISES.md with the section after the last section of its
    /// chapter (sections are headed "## `<id>` — chapter N"), and its line.
    static func insertSection(_ section: String, into doc: String, chapter: Int) -> (String, Int) {
        var lines = doc.components(separatedBy: "\n")
        func chapterOf(_ line: String) -> Int? {
            guard line.hasPrefix("## `"), let range = line.range(of: "— chapter ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        let later = lines.indices.first { (chapterOf(lines[$0]) ?? 0) > chapter }
        let at = later ?? lines.count
        if later == nil {
            while lines.last == "" { lines.removeLast() }
            lines.append("")
            let first = lines.count + 1
            lines += section.components(separatedBy: "\n")
            return (lines.joined(separator: "\n"), first)
        }
        lines.insert(contentsOf: section.components(separatedBy: "\n"), at: at)
        return (lines.joined(separator: "\n"), at + 1)
    }
}
