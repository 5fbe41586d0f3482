import Foundation
import Grading
import Literate
import Testing
import Verification

/// `workbook verify` on blocks shown as failing (`swift fails file=…`):
/// each must fail to compile where it stands, with the error the chapter
/// shows after it.
@Suite("Verify: blocks marked as failing", .serialized, .tags(.slow))
struct FailsBlockTests {
    /// The demo chapter with a `fails` block after its first step, in place
    /// of Book.swift, and the given text block after it.
    func chapter(failing code: String, shown: String?) -> String {
        let block = "```swift fails file=Book.swift\n\(code)\n```\n\n" + (shown.map { "```text\n\($0)\n```\n\n" } ?? "")
        return demoChapter().replacingOccurrences(of: "```swift file=main.swift append", with: block + "```swift file=main.swift append")
    }

    func findings(_ markdown: String) throws -> [Verifier.Finding] {
        let course = try DemoCourse(chapter: markdown)
        let report = try Verifier(setup: try course.setup(), jobs: 2, firstSlot: firstSlot + 20).verify()
        return report.findings.filter { $0.claim.hasPrefix("the block marked 'fails'") }
    }

    static let wrongType = """
    struct Book: Decodable {
        let id: String
        let pages: Int = "many"
    }
    """

    @Test("a block that fails with the error it shows passes verify, located at its fence")
    func failsAsShown() throws {
        let markdown = chapter(failing: Self.wrongType, shown: "Book.swift:3:22: error: cannot convert value of type 'String' to specified type 'Int'")
        let found = try findings(markdown)
        #expect(found.count == 1)
        #expect(found.first?.passed == true, "\(found)")
        #expect(found.first?.location == "Chapters/01-demo.md:\(lineNumber(of: "```swift fails", in: markdown))")
    }

    @Test("a block marked as failing that compiles is an error")
    func compilesIsAnError() throws {
        let fine = "# import Foundation\nstruct Book: Decodable {\n    let id: String\n    let pages: Int\n}"
        let found = try findings(chapter(failing: fine, shown: "error: cannot convert value of type 'String' to specified type 'Int'"))
        #expect(found.count == 1)
        #expect(found.first?.passed == false)
        #expect(found.first?.detail.contains("it compiles") == true, "\(found)")
    }

    @Test("an error the compiler does not give is reported at the text block, with the compiler's own errors")
    func wrongErrorShown() throws {
        let markdown = chapter(failing: Self.wrongType, shown: "error: type 'Book' does not conform to protocol 'Decodable'")
        let found = try findings(markdown)
        #expect(found.first?.passed == false)
        #expect(found.first?.location == "Chapters/01-demo.md:\(lineNumber(of: "```text", in: markdown))")
        #expect(found.first?.detail.contains("shown:  type 'Book' does not conform") == true, "\(found)")
        #expect(found.first?.detail.contains("cannot convert value of type 'String'") == true, "\(found)")
    }

    @Test("a failing block with no error shown after it is an error")
    func nothingShown() throws {
        let found = try findings(chapter(failing: Self.wrongType, shown: nil))
        #expect(found.first?.passed == false)
        #expect(found.first?.detail.contains("no error is shown") == true, "\(found)")
    }

    @Test("the course's own failing blocks: each one is found by verify's plan, with the errors its chapter shows")
    func courseBlocksArePlanned() throws {
        let course = try Course.load(root: repositoryRoot)
        var count = 0
        for chapter in course.chapters {
            for step in try course.tangler(for: chapter).failSteps() {
                count += 1
                #expect(!step.shownErrors.isEmpty, "\(chapter.path):\(step.snippet.fenceLine) shows no error after its failing block")
                let file = try #require(step.snippet.failsInPlaceOf)
                let placed = try #require(step.files.first { $0.name == file })
                #expect(placed.text.contains(step.snippet.code.split(separator: "\n").first { !$0.isEmpty }.map(String.init) ?? "?"))
            }
        }
        #expect(count == course.chapters.reduce(0) { $0 + $1.snippets.filter { $0.kind == .fails }.count })
        #expect(count >= 7)
    }
}
