import Foundation
@testable import Literate
import Testing

/// `Course.load(…, index:)`: a course loaded through a current index parses
/// only the chapters it uses, gives what a full load gives, and an edit of
/// any input (a chapter, the exercise ids) loads it whole again.
@Suite("Loading a course through its index")
struct CourseIndexTests {
    static let second = wrapped(
        fence("swift file=Deck.swift", "struct Deck { let cards: [Int] }")
        + fence("swift file=main.swift", "print(\"deck\")")
        + fence("output", "deck")
        + "## The second task\n\n"
        + fence("swift exercise=second-exercise", "func second() -> Int { 0 }")
    ).replacingOccurrences(of: "# Demo chapter", with: "# Second chapter")

    func makeCourse() throws -> TemporaryDirectory {
        let directory = try makeDriftCourse()
        try directory.write(Self.second, to: "Chapters/02-second.md")
        try directory.write("func second() -> Int { 2 }\n", to: "Solutions/second-exercise/answer.swift")
        return directory
    }

    func index(_ directory: TemporaryDirectory) -> URL {
        directory.url.appendingPathComponent(".workbook/course-index.json")
    }

    @Test("the first load parses every chapter and writes the index; the next parses only the chapter asked for")
    func lazyLoad() throws {
        let directory = try makeCourse()
        let full = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        #expect(full.parsedChapterCount == 2)
        #expect(FileManager.default.fileExists(atPath: index(directory).path))

        let lazy = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        #expect(lazy.parsedChapterCount == 0)
        #expect(lazy.exercises == full.exercises)
        #expect(lazy.exercises.map(\.id) == ["demo-exercise", "second-exercise"])
        #expect(lazy.exercise("second-exercise")?.section == "The second task")
        let chapter = try #require(lazy.chapter(forExercise: "second-exercise"))
        #expect(chapter.path == "Chapters/02-second.md")
        #expect(lazy.parsedChapterCount == 1)
        #expect(lazy.chapter(forExercise: "no-such-exercise") == nil)
        #expect(lazy.chapters.map(\.path) == full.chapters.map(\.path))
        #expect(lazy.chapters.map(\.snippets) == full.chapters.map(\.snippets))
        #expect(lazy.parsedChapterCount == 2)
        // The same step, tangled from either.
        let step = try lazy.tangler(for: chapter).exerciseStep("second-exercise")
        let fullStep = try full.tangler(for: try #require(full.chapter(forExercise: "second-exercise"))).exerciseStep("second-exercise")
        #expect(step.files.map(\.text) == fullStep.files.map(\.text))
        #expect(step.main.text == fullStep.main.text)
    }

    @Test("a chapter edit is loaded, not the index: a new section, a new problem")
    func chapterEdit() throws {
        let directory = try makeCourse()
        _ = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        // Same length, other text: the section the exercise stands in.
        try directory.write(Self.second.replacingOccurrences(of: "The second task", with: "The other task!"), to: "Chapters/02-second.md")
        let edited = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        #expect(edited.exercise("second-exercise")?.section == "The other task!")
        #expect(edited.parsedChapterCount == 2)
        // And the index now holds the edit.
        let again = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        #expect(again.parsedChapterCount == 0)
        #expect(again.exercise("second-exercise")?.section == "The other task!")

        // A problem in a chapter is reported as without an index.
        try directory.write(Self.second + fence("swift fiel=Book.swift", "x"), to: "Chapters/02-second.md")
        #expect(throws: LiterateErrors.self) { try Course.load(root: directory.url, solutions: nil, index: index(directory)) }
        #expect(throws: LiterateErrors.self) { try Course.load(root: directory.url) }
    }

    @Test("a new chapter, or an exercise's reference answer gone, loads the course whole")
    func otherInputs() throws {
        let directory = try makeCourse()
        _ = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        try directory.write(wrapped("Prose only.\n").replacingOccurrences(of: "# Demo chapter", with: "# Third"), to: "Chapters/03-third.md")
        let three = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        #expect(three.chapterPaths.count == 3)
        #expect(three.parsedChapterCount == 3)

        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Solutions/second-exercise/answer.swift"))
        do {
            _ = try Course.load(root: directory.url, solutions: nil, index: index(directory))
            Issue.record("a stub whose exercise has no reference answer any more was accepted through the index")
        } catch let errors as LiterateErrors {
            #expect(errors.diagnostics.first?.message.contains("unknown exercise 'second-exercise'") == true)
        }
    }

    @Test("an unreadable or foreign index file is ignored")
    func brokenIndex() throws {
        let directory = try makeCourse()
        try directory.write("not json", to: ".workbook/course-index.json")
        let course = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        #expect(course.parsedChapterCount == 2)
        #expect(try Course.load(root: directory.url, solutions: nil, index: index(directory)).parsedChapterCount == 0)
    }

    @Test("an index another build of the workbook made is not used")
    func otherTool() throws {
        let directory = try makeCourse()
        _ = try Course.load(root: directory.url, solutions: nil, index: index(directory))
        let written = try String(contentsOf: index(directory), encoding: .utf8)
        let tool = try JSONEncoder().encode(CourseIndex.toolIdentity)
        let stale = written.replacingOccurrences(of: String(decoding: tool, as: UTF8.self), with: "\"/old/workbook 1 0\"")
        #expect(stale != written)
        try directory.write(stale, to: ".workbook/course-index.json")
        #expect(try Course.load(root: directory.url, solutions: nil, index: index(directory)).parsedChapterCount == 2)
    }
}
