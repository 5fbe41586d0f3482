import Foundation
import Literate
import Testing

let driftChapter = wrapped(
    fence("swift file=Book.swift", "struct Book { let id: String }")
    + fence("swift file=main.swift", "print(\"books\")")
    + fence("output", "books")
    + fence("swift exercise=demo-exercise", "func answer() -> Int { 0 }")
)

/// A course on disk: one chapter, one fixture, one exercise.
func makeDriftCourse() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(driftChapter, to: "Chapters/01-demo.md")
    try directory.write("{\"id\": \"b1\"}\n", to: "Chapters/Fixtures/Demo/x.json")
    try directory.write("func answer() -> Int { 42 }\n", to: "Solutions/demo-exercise/answer.swift")
    return directory
}

func target(_ directory: TemporaryDirectory) throws -> (Course, TangledTarget) {
    let course = try Course.load(root: directory.url)
    let chapter = try #require(course.chapters.first)
    return (course, try TangledTarget(course: course, chapter: chapter))
}

func summary(_ drift: [TangledTarget.Drift]) -> [String] {
    drift.map { "\($0.kind.rawValue) \($0.path)" }
}

@Suite("Drift between chapters and Tangled/")
struct DriftTests {
    @Test func filesOfATarget() throws {
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        #expect(course.chapters.map(\.targetName) == ["Demo"])
        #expect(course.exercises.map(\.id) == ["demo-exercise"])
        #expect(tangled.files.keys.sorted() == ["Book.swift", "Resources/x.json", "Solution-demo-exercise.swift", "main.swift"])
        #expect(tangled.files["Resources/x.json"] == Data("{\"id\": \"b1\"}\n".utf8))
        let solution = String(decoding: tangled.files["Solution-demo-exercise.swift"] ?? Data(), as: UTF8.self)
        #expect(solution.contains("func answer() -> Int { 42 }"))
        #expect(tangled.directory(in: course).path == directory.url.appendingPathComponent("Tangled/Demo").path)
    }

    @Test func nothingWrittenYetIsAllMissing() throws {
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        #expect(summary(tangled.drift(in: course)) == [
            "missing Tangled/Demo/Book.swift", "missing Tangled/Demo/Resources/x.json",
            "missing Tangled/Demo/Solution-demo-exercise.swift", "missing Tangled/Demo/main.swift",
        ])
    }

    @Test func writeThenNoDrift() throws {
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        let changed = try tangled.write(in: course)
        #expect(changed.count == 4)
        #expect(tangled.drift(in: course).isEmpty)
        #expect(try directory.read("Tangled/Demo/Book.swift") == String(decoding: tangled.files["Book.swift"] ?? Data(), as: UTF8.self))
        #expect(try directory.read("Tangled/Demo/Resources/x.json") == "{\"id\": \"b1\"}\n")
        // Writing again changes nothing.
        #expect(try tangled.write(in: course).isEmpty)
    }

    @Test func editedGeneratedFileIsStale() throws {
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        try tangled.write(in: course)
        let book = try directory.read("Tangled/Demo/Book.swift")
        try directory.write(book.replacingOccurrences(of: "let id: String", with: "let id: Int"), to: "Tangled/Demo/Book.swift")
        let drift = tangled.drift(in: course)
        #expect(summary(drift) == ["stale Tangled/Demo/Book.swift"])
        #expect(drift.first?.description.contains("Chapters/01-demo.md") == true)
        #expect(drift.first?.description.contains("run './workbook tangle'") == true)
        // Rewriting repairs it.
        #expect(summary(try tangled.write(in: course)) == ["stale Tangled/Demo/Book.swift"])
        #expect(try directory.read("Tangled/Demo/Book.swift") == book)
        #expect(tangled.drift(in: course).isEmpty)
    }

    @Test func deletedFileIsMissing() throws {
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        try tangled.write(in: course)
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Tangled/Demo/main.swift"))
        let drift = tangled.drift(in: course)
        #expect(summary(drift) == ["missing Tangled/Demo/main.swift"])
        #expect(drift.first?.description.hasPrefix("Tangled/Demo/main.swift: error: missing") == true)
    }

    @Test func strayFileIsExtraAndRemoved() throws {
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        try tangled.write(in: course)
        try directory.write("let stray = 1\n", to: "Tangled/Demo/Stray.swift")
        try directory.write("old\n", to: "Tangled/Demo/Resources/old.json")
        #expect(summary(tangled.drift(in: course)) == ["extra Tangled/Demo/Resources/old.json", "extra Tangled/Demo/Stray.swift"])
        try tangled.write(in: course)
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Tangled/Demo/Stray.swift").path))
        #expect(tangled.drift(in: course).isEmpty)
    }

    @Test func editedChapterMakesTheTargetStale() throws {
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        try tangled.write(in: course)
        try directory.write(driftChapter.replacingOccurrences(of: "let id: String", with: "let id: String; let title: String"), to: "Chapters/01-demo.md")
        let (edited, retangled) = try target(directory)
        #expect(summary(retangled.drift(in: edited)) == ["stale Tangled/Demo/Book.swift"])
    }

    @Test func movingABlockDownIsStaleToo() throws {
        // Only line numbers change: #sourceLocation must follow them.
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        try tangled.write(in: course)
        try directory.write(driftChapter.replacingOccurrences(of: "Some prose.\n", with: "Some prose,\nnow on two lines.\n"), to: "Chapters/01-demo.md")
        let (edited, retangled) = try target(directory)
        #expect(summary(retangled.drift(in: edited)) == ["stale Tangled/Demo/Book.swift", "stale Tangled/Demo/main.swift"])
    }

    @Test func changedFixtureOrAnswerIsStale() throws {
        let directory = try makeDriftCourse()
        let (course, tangled) = try target(directory)
        try tangled.write(in: course)
        try directory.write("{\"id\": \"b2\"}\n", to: "Chapters/Fixtures/Demo/x.json")
        try directory.write("func answer() -> Int { 6 * 7 }\n", to: "Solutions/demo-exercise/answer.swift")
        let (edited, retangled) = try target(directory)
        #expect(summary(retangled.drift(in: edited)) == ["stale Tangled/Demo/Resources/x.json", "stale Tangled/Demo/Solution-demo-exercise.swift"])
    }

    @Test func chapterWithoutFixturesKeepsAResourcesFolder() throws {
        let directory = try makeDriftCourse()
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Chapters/Fixtures"))
        let (course, tangled) = try target(directory)
        #expect(tangled.files.keys.filter { $0.hasPrefix("Resources/") } == ["Resources/.keep"])
        try tangled.write(in: course)
        #expect(tangled.drift(in: course).isEmpty)
    }
}

@Suite("Loading a course")
struct CourseTests {
    @Test func exercisesAreTheSolutionFoldersWithAnAnswer() throws {
        let directory = try makeDriftCourse()
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Solutions/demo-exercise/answer.swift"))
        do {
            _ = try Course.load(root: directory.url)
            Issue.record("a stub for an exercise without a reference answer was accepted")
        } catch let errors as LiterateErrors {
            #expect(errors.diagnostics.map(\.path) == ["Chapters/01-demo.md"])
            #expect(errors.diagnostics.map(\.line) == [lineNumber(of: "```swift exercise", in: driftChapter)])
            #expect(errors.diagnostics.first?.message.contains("unknown exercise 'demo-exercise'") == true)
        }
    }

    @Test func errorsNameTheChapterFile() throws {
        let directory = try makeDriftCourse()
        let broken = wrapped(fence("swift fiel=Book.swift", "x"))
        try directory.write(broken, to: "Chapters/02-broken.md")
        do {
            _ = try Course.load(root: directory.url)
            Issue.record("a broken chapter was accepted")
        } catch let errors as LiterateErrors {
            #expect(errors.diagnostics.map(\.description) == [
                "Chapters/02-broken.md:\(lineNumber(of: "fiel=", in: broken)): error: unknown attribute 'fiel' in info string 'swift fiel=Book.swift'; did you mean 'file'?",
            ])
        }
    }

    @Test func nonUTF8ChapterIsReportedAtItsLine() throws {
        let directory = try makeDriftCourse()
        let bytes = Array("# Title\n\nfine\n".utf8) + [0xE9, 0x0A]
        try Data(bytes).write(to: directory.url.appendingPathComponent("Chapters/02-latin.md"))
        do {
            _ = try Course.load(root: directory.url)
            Issue.record("a non-UTF-8 chapter was accepted")
        } catch let errors as LiterateErrors {
            #expect(errors.diagnostics.map(\.path) == ["Chapters/02-latin.md"])
            #expect(errors.diagnostics.map(\.line) == [4])
            #expect(errors.description.contains("UTF-8"))
        }
    }

    @Test func chaptersInOrderAndSharedNumbers() throws {
        let directory = try makeDriftCourse()
        try directory.write("# Second\n", to: "Chapters/02-second.md")
        try directory.write("not a chapter\n", to: "Chapters/README.md")
        let course = try Course.load(root: directory.url)
        #expect(course.chapters.map(\.path) == ["Chapters/01-demo.md", "Chapters/02-second.md"])
        #expect(course.chapter(forExercise: "demo-exercise")?.number == 1)
        #expect(course.exercise("demo-exercise")?.chapterTitle == "Demo chapter")

        try directory.write("# Also one\n", to: "Chapters/01-other.md")
        do {
            _ = try Course.load(root: directory.url)
            Issue.record("two chapters numbered 01 were accepted")
        } catch let errors as LiterateErrors {
            #expect(errors.description.contains("chapter number 1 is also used by"))
        }
    }

    @Test func oneExerciseOneChapter() throws {
        let directory = try makeDriftCourse()
        let second = wrapped(fence("swift file=main.swift", "print(1)") + fence("swift exercise=demo-exercise", "let again = 0"))
        try directory.write(second, to: "Chapters/02-second.md")
        do {
            _ = try Course.load(root: directory.url)
            Issue.record("one exercise in two chapters was accepted")
        } catch let errors as LiterateErrors {
            #expect(errors.diagnostics.map(\.path) == ["Chapters/02-second.md"])
            #expect(errors.diagnostics.map(\.line) == [lineNumber(of: "```swift exercise", in: second)])
        }
    }

    @Test func missingChaptersFolder() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: LiterateErrors.self) { try Course.load(root: directory.url) }
    }
}
