import Foundation
import Grading
import Literate
import Testing
import Sandbox
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

    /// `quizAnswers`: the chapter's quiz answer file (TOML), if any.
    init(chapter: String, quizAnswers: String? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("verification-course-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters/Fixtures/Demo"), withIntermediateDirectories: true)
        try Data(chapter.utf8).write(to: root.appendingPathComponent("Chapters/01-demo.md"))
        if let quizAnswers {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Chapters/quiz-answers"), withIntermediateDirectories: true)
            try Data(quizAnswers.utf8).write(to: root.appendingPathComponent("Chapters/quiz-answers/01-demo.toml"))
        }
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

/// Sandbox slots of their own: other test suites in the same process run
/// programs in slots 0..<16, 24… and 40…64, and two runs must never share a
/// slot's uid (a slot's clean-up kills and reaps every process of that uid).
let firstSlot = 100

@Suite("Verification against the compiler", .serialized, .tags(.slow))
struct VerificationTests {
    /// Compiles and runs one step of a chapter written to a temporary course.
    func run(_ chapter: String, step index: Int) throws -> (SnapshotRunner.Outcome, Tangler.Step) {
        let course = try DemoCourse(chapter: chapter)
        let setup = try course.setup()
        let loaded = try #require(setup.course.chapters.first)
        let steps = try setup.course.tangler(for: loaded).steps()
        try #require(steps.count > index)
        let outcome = try SnapshotRunner(setup: setup).run(steps[index].files, of: loaded, slot: firstSlot + index)
        return (outcome, steps[index])
    }

    /// What the program printed, or nil (with an issue) when it did not run cleanly.
    func printed(_ outcome: SnapshotRunner.Outcome, sourceLocation: SourceLocation = #_sourceLocation) -> String? {
        switch outcome {
        case let .compileFailed(failure):
            Issue.record("the chapter does not compile: \(failure.diagnostics)", sourceLocation: sourceLocation)
            return nil
        case let .ran(result):
            #expect(result.termination == .exited(0), "\(String(decoding: result.standardError, as: UTF8.self))", sourceLocation: sourceLocation)
            #expect(!result.timedOut, sourceLocation: sourceLocation)
            return String(decoding: result.standardOutput, as: UTF8.self)
        }
    }

    @Test func brokenSnippetIsReportedAtItsMarkdownLine() throws {
        let chapter = demoChapter()
            .replacingOccurrences(of: "    let pages: Int\n", with: "    let pages: Int = \"many\"\n")
            .replacingOccurrences(of: "print(\"book\", book.id)\n", with: "let x: Int = \"a\"\nprint(\"book\", book.id)\n")
        let (outcome, _) = try run(chapter, step: 0)
        guard case let .compileFailed(failure) = outcome else {
            Issue.record("the broken chapter compiled and ran")
            return
        }
        let errors = failure.diagnostics.filter { $0.severity == .error }
        let places = Set(errors.map { "\($0.file):\($0.line)" })
        let mainLine = lineNumber(of: "let x: Int = \"a\"", in: chapter)
        #expect(places.contains("Chapters/01-demo.md:\(mainLine)"), "\(errors)")
        // In a file whose block starts with two hidden lines, still the right line.
        #expect(places.contains("Chapters/01-demo.md:\(lineNumber(of: "let pages: Int = \"many\"", in: chapter))"), "\(errors)")
        #expect(errors.allSatisfy { $0.file == "Chapters/01-demo.md" }, "\(errors)")
        let x = errors.first { $0.line == mainLine }
        #expect(x?.column == 14)
        #expect(x?.message.contains("String") == true)
    }

    @Test func correctChapterMatchesItsOutputBlocks() throws {
        let chapter = demoChapter()
        for index in 0..<2 {
            let (outcome, step) = try run(chapter, step: index)
            #expect(step.output.fenceLine == lineNumber(of: "```output", in: chapter, occurrence: index + 1))
            guard let stdout = printed(outcome) else { continue }
            #expect(OutputMatcher().firstMismatch(expected: step.output.code, actual: stdout) == nil, "step \(index) printed \(stdout.debugDescription)")
        }
    }

    @Test func wrongOutputIsLocatedAtTheDifferingLine() throws {
        let chapter = demoChapter(secondOutput: "book b1\npages 321")
        let (outcome, step) = try run(chapter, step: 1)
        guard let stdout = printed(outcome) else { return }
        let mismatch = try #require(OutputMatcher().firstMismatch(expected: step.output.code, actual: stdout))
        #expect(mismatch.expected == "pages 321")
        #expect(mismatch.actual == "pages 320")
        // How verify names the place: the output block's first line plus the offset.
        #expect(step.output.line + mismatch.line - 1 == lineNumber(of: "pages 321", in: chapter))
    }

    @Test func verifyPassesACorrectChapter() throws {
        let chapter = demoChapter()
        let course = try DemoCourse(chapter: chapter)
        let report = try Verifier(setup: try course.setup(), jobs: 2, firstSlot: firstSlot).verify()
        #expect(report.passed, "\(report.failures)")
        let outputs = report.findings.filter { $0.claim == "the output block is what the program prints" }
        #expect(outputs.map(\.location) == [1, 2].map { "Chapters/01-demo.md:\(lineNumber(of: "```output", in: chapter, occurrence: $0))" })
    }

    @Test func verifyReportsAWrongOutputAtItsLine() throws {
        let chapter = demoChapter(secondOutput: "book b1\npages 321")
        let course = try DemoCourse(chapter: chapter)
        let report = try Verifier(setup: try course.setup(), jobs: 2, firstSlot: firstSlot).verify()
        let failed = report.failures.filter { $0.claim == "the output block is what the program prints" }
        #expect(failed.map(\.location) == ["Chapters/01-demo.md:\(lineNumber(of: "pages 321", in: chapter))"], "\(report.failures)")
        #expect(failed.first?.detail.contains("output line 2 differs") == true)
        #expect(failed.first?.detail.contains("\"pages 320\"") == true)
        // The first output block still holds.
        #expect(report.findings.contains { $0.location == "Chapters/01-demo.md:\(lineNumber(of: "```output", in: chapter))" && $0.passed })
    }

    /// The demo chapter with two quizzes after its second step: one right,
    /// one whose marked option is not what the program prints.
    func quizChapter() -> String {
        demoChapter() + """
        ```quiz id=pages-right
        How many pages does the program print?
        - [ ] `pages 321`
        - [ ] `pages 320`
        ```

        ```quiz id=pages-wrong
        Which id does it print?
        - [ ] `book b2`
        - [ ] `book b1`
        ```

        """
    }

    /// The answers to ``quizChapter()``'s quizzes, in the chapter's answer file.
    static let quizAnswers = "[pages-right]\nanswer = \"B\"\n\n[pages-wrong]\nanswer = \"A\"\n"

    @Test func verifyProvesQuizzesAndReportsAWrongOneAtItsLine() throws {
        let chapter = quizChapter()
        let course = try DemoCourse(chapter: chapter, quizAnswers: Self.quizAnswers)
        let report = try Verifier(setup: try course.setup(), jobs: 2, firstSlot: firstSlot).verify()
        let quizzes = report.findings.filter { $0.claim.hasPrefix("quiz ") }
        #expect(quizzes.count == 2, "\(report.findings)")
        #expect(quizzes.first { $0.location == "Chapters/01-demo.md:\(lineNumber(of: "```quiz id=pages-right", in: chapter))" }?.passed == true, "\(quizzes)")
        let wrong = try #require(quizzes.first { $0.location == "Chapters/01-demo.md:\(lineNumber(of: "```quiz id=pages-wrong", in: chapter))" })
        #expect(!wrong.passed)
        #expect(wrong.detail.contains("the correct option A `book b2` does not occur"), "\(wrong.detail)")
        #expect(wrong.detail.contains("the wrong option B `book b1` occurs"), "\(wrong.detail)")
        #expect(wrong.detail.contains("| pages 320"), "shows what was printed: \(wrong.detail)")
    }
}

@Suite("workbook verify and drift", .tags(.slow))
struct VerifierDriftTests {
    /// No output blocks and no exercises: verify checks drift only and runs
    /// nothing, so it never needs a sandbox slot.
    static let chapter = """
    # Drift only

    ```swift file=Book.swift
    struct Book { let id: String }
    ```

    ```swift file=main.swift
    print(Book(id: "b1"))
    ```

    """

    @Test func verifyFailsOnAnEditedGeneratedFile() throws {
        let course = try DemoCourse(chapter: Self.chapter)
        let setup = try course.setup()
        let clean = try Verifier(setup: setup, jobs: 1).verify()
        #expect(clean.passed, "\(clean.failures)")
        #expect(clean.findings.map(\.location) == ["Tangled/Demo"])

        try Data("struct Book {}\n".utf8).write(to: course.root.appendingPathComponent("Tangled/Demo/Book.swift"))
        try FileManager.default.removeItem(at: course.root.appendingPathComponent("Tangled/Demo/main.swift"))
        let drifted = try Verifier(setup: setup, jobs: 1).verify()
        #expect(!drifted.passed)
        #expect(drifted.failures.map(\.location) == ["Tangled/Demo/Book.swift", "Tangled/Demo/main.swift"])
        #expect(drifted.failures.allSatisfy { $0.description.contains("run './workbook tangle'") })
    }
}

@Suite("workbook verify when a check cannot be made", .tags(.slow))
struct VerifierCheckErrorTests {
    @Test("a check that throws is reported with its error, never a bare \"the check itself failed\"")
    func errorIsShown() throws {
        let course = try DemoCourse(chapter: demoChapter())
        let loaded = try Course.load(root: course.root)
        for chapter in loaded.chapters { try TangledTarget(course: loaded, chapter: chapter).write(in: loaded) }
        let cache = course.root.appendingPathComponent(".cache")
        let setup = try GraderSetup(course: loaded, productsDirectory: productsDirectory, cacheDirectory: cache)
        // Where compiled programs go is a file now: every compile throws.
        let programs = cache.appendingPathComponent("programs")
        try? FileManager.default.removeItem(at: programs)
        try Data("not a folder\n".utf8).write(to: programs)
        let report = try Verifier(setup: setup, jobs: 1, firstSlot: firstSlot + 30).verify()
        let failed = report.failures.filter { $0.detail.hasPrefix("the check itself failed") }
        #expect(!failed.isEmpty, "\(report.findings)")
        for finding in failed {
            #expect(finding.detail.contains("cannot create the grader's cache folder \(programs.path)"), "\(finding.detail)")
            #expect(finding.detail.contains("Not a directory"), "\(finding.detail)")
        }
    }
}

@Suite("The repository's Tangled/ folder", .tags(.slow))
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
