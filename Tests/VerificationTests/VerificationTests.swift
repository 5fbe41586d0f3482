import Foundation
import Grading
import Literate
import Testing
import Toolchain
import Verification

/// The repository's root (this file is Tests/VerificationTests/VerificationTests.swift).
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// SwiftPM's `.build/<triple>/debug`: the folder above the test bundle that
/// holds `Modules/` (only chapter 4's code needs it, for libCourseSupport).
let productsDirectory: URL = {
    let start = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    var candidate = start.deletingLastPathComponent()
    while candidate.path != "/" {
        if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Modules").path) { return candidate }
        candidate = candidate.deletingLastPathComponent()
    }
    return start.deletingLastPathComponent()
}()

/// One program cache for this test process, so identical snapshots compile
/// once; removed when the process exits.
let cachePath = FileManager.default.temporaryDirectory
    .appendingPathComponent("verification-tests-\(ProcessInfo.processInfo.processIdentifier)").path
let cacheDirectory: URL = {
    atexit { try? FileManager.default.removeItem(atPath: cachePath) }
    return URL(fileURLWithPath: cachePath)
}()

/// A course in a temporary folder, removed when this goes away.
final class DemoCourse {
    let root: URL

    init(chapter: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("verification-course-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters/Fixtures/Demo"), withIntermediateDirectories: true)
        try Data(chapter.utf8).write(to: root.appendingPathComponent("Chapters/01-demo.md"))
        try Data("{\"id\": \"b1\", \"pages\": 320}\n".utf8).write(to: root.appendingPathComponent("Chapters/Fixtures/Demo/x.json"))
    }

    /// Loads the course and writes its Tangled/ folder.
    func setup() throws -> GraderSetup {
        let course = try Course.load(root: root)
        for chapter in course.chapters { try TangledTarget(course: course, chapter: chapter).write(in: course) }
        return try GraderSetup(course: course, productsDirectory: productsDirectory, cacheDirectory: cacheDirectory)
    }

    deinit { try? FileManager.default.removeItem(at: root) }
}

func lineNumber(of marker: String, in text: String, occurrence: Int = 1) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let hits = lines.indices.filter { lines[$0].contains(marker) }
    guard hits.count >= occurrence else {
        Issue.record("fixture has fewer than \(occurrence) lines containing \(marker)")
        return -1
    }
    return hits[occurrence - 1] + 1
}

/// A small chapter whose program reads its fixture through Bundle.module
/// and prints at two steps.
func demoChapter(secondOutput: String = "book b1\npages 320") -> String {
    """
    # Demo

    A book, decoded.

    ```swift file=Book.swift
    # import Foundation
    #
    struct Book: Decodable {
        let id: String
        let pages: Int
    }
    ```

    ```swift file=main.swift
    import Foundation
    let url = Bundle.module.url(forResource: "x", withExtension: "json")!
    let book = try JSONDecoder().decode(Book.self, from: Data(contentsOf: url))
    print("book", book.id)
    ```

    ```output
    book b1
    ```

    ```swift file=main.swift append
    print("pages", book.pages)
    ```

    ```output
    \(secondOutput)
    ```

    """
}

@Suite("Verification against the compiler", .serialized)
struct VerificationTests {
    @Test func brokenSnippetIsReportedAtItsMarkdownLine() throws {
        let chapter = demoChapter()
            .replacingOccurrences(of: "    let pages: Int\n", with: "    let pages: Int = \"many\"\n")
            .replacingOccurrences(of: "print(\"book\", book.id)\n", with: "let x: Int = \"a\"\nprint(\"book\", book.id)\n")
        let course = try DemoCourse(chapter: chapter)
        let setup = try course.setup()
        let loaded = try #require(setup.course.chapters.first)
        let step = try #require(try setup.course.tangler(for: loaded).steps().first)
        let outcome = try SnapshotRunner(setup: setup).run(step.files, of: loaded)
        guard case let .compileFailed(failure) = outcome else {
            Issue.record("the broken chapter compiled and ran")
            return
        }
        let errors = failure.diagnostics.filter { $0.severity == .error }
        let places = Set(errors.map { "\($0.file):\($0.line)" })
        #expect(places.contains("Chapters/01-demo.md:\(lineNumber(of: "let x: Int = \"a\"", in: chapter))"), "\(errors)")
        // After two hidden lines, still the right line.
        #expect(places.contains("Chapters/01-demo.md:\(lineNumber(of: "let pages: Int = \"many\"", in: chapter))"), "\(errors)")
        #expect(errors.allSatisfy { $0.file == "Chapters/01-demo.md" }, "\(errors)")
        let x = errors.first { $0.line == lineNumber(of: "let x: Int = \"a\"", in: chapter) }
        #expect(x?.column == 14)
        #expect(x?.message.contains("String") == true)

        // verify reports the same place for the step.
        let report = try Verifier(setup: setup, jobs: 2).verify()
        #expect(!report.passed)
        let failed = report.failures.first { $0.location == "Chapters/01-demo.md:\(step.output.fenceLine)" }
        #expect(failed?.detail.contains("Chapters/01-demo.md:\(lineNumber(of: "let x: Int = \"a\"", in: chapter)):14: error:") == true, "\(report.failures)")
    }

    @Test func correctChapterVerifies() throws {
        let course = try DemoCourse(chapter: demoChapter())
        let report = try Verifier(setup: try course.setup(), jobs: 2).verify()
        #expect(report.passed, "\(report.failures)")
        let outputs = report.findings.filter { $0.claim == "the output block is what the program prints" }
        #expect(outputs.map(\.location) == [1, 2].map { "Chapters/01-demo.md:\(lineNumber(of: "```output", in: demoChapter(), occurrence: $0))" })
        #expect(outputs.allSatisfy { $0.passed })
        #expect(report.findings.contains { $0.location == "Tangled/Demo" && $0.passed })
    }

    @Test func wrongOutputIsReportedAtTheDifferingLine() throws {
        let chapter = demoChapter(secondOutput: "book b1\npages 321")
        let course = try DemoCourse(chapter: chapter)
        let report = try Verifier(setup: try course.setup(), jobs: 2).verify()
        #expect(report.failures.map(\.location) == ["Chapters/01-demo.md:\(lineNumber(of: "pages 321", in: chapter))"])
        #expect(report.failures.first?.detail.contains("output line 2 differs") == true)
        #expect(report.failures.first?.detail.contains("\"pages 320\"") == true)
        // The first output is still right.
        let first = "Chapters/01-demo.md:\(lineNumber(of: "```output", in: chapter))"
        #expect(report.findings.contains { $0.location == first && $0.passed })
    }

    @Test func driftIsAFailure() throws {
        let course = try DemoCourse(chapter: demoChapter())
        let setup = try course.setup()
        let book = course.root.appendingPathComponent("Tangled/Demo/Book.swift")
        try Data("struct Book {}\n".utf8).write(to: book)
        let report = try Verifier(setup: setup, jobs: 2).verify()
        #expect(report.failures.map(\.location).contains("Tangled/Demo/Book.swift"))
    }
}

@Suite("The repository's Tangled/ folder")
struct RepositoryDriftTests {
    @Test func tangledMatchesTheChapters() throws {
        let course = try Course.load(root: repositoryRoot)
        let chapterFiles = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent("Chapters").path)
            .filter { $0.hasSuffix(".md") && $0.first?.isNumber == true }
        #expect(!chapterFiles.isEmpty, "no chapters found under \(repositoryRoot.path)/Chapters")
        #expect(course.chapters.count == chapterFiles.count)
        for chapter in course.chapters {
            let drift = try TangledTarget(course: course, chapter: chapter).drift(in: course)
            #expect(drift.isEmpty, "Tangled/ is out of date with \(chapter.path); run 'swift run workbook tangle' and commit the result:\n\(drift.map(\.description).joined(separator: "\n"))")
        }
        // No folder left behind by a renamed or removed chapter.
        let folders = try FileManager.default.contentsOfDirectory(atPath: course.tangledDirectory.path).filter { !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(course.chapters.map(\.targetName)), "Tangled/ holds folders no chapter produces: \(Set(folders).subtracting(course.chapters.map(\.targetName)).sorted())")
    }
}
