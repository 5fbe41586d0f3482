import Foundation
import Literate
@testable import Site
import Testing

/// Search, the whole-course page and the script, on the small chapter.
@Suite struct SiteFeatureTests {
    @Test func searchIndexHasEverySectionWithTheTextAReaderSees() throws {
        let index = SearchIndex(course: try smallCourse())
        #expect(index.sections.map(\.anchor) == ["", "step-one-a-model", "step-one", "your-turn"])
        #expect(index.sections.allSatisfy { $0.page == "01-tiny-books.html" && $0.chapter.hasPrefix("1. Tiny Books") })
        let opening = try #require(index.sections.first)
        #expect(opening.text.hasPrefix("Some prose with"))
        let model = index.sections[1]
        #expect(model.heading == "Step one: a model")
        #expect(model.text.contains("struct Book: Decodable { let id: String }"))
        // Hidden lines are not searchable: the reader never sees them.
        #expect(!index.sections.contains { $0.text.contains("import Foundation") })
        #expect(index.sections[3].text.contains("Look at **CodingKey** first."))
    }

    @Test func searchIndexScriptIsTheJSONAndCannotCloseAScript() throws {
        let index = SearchIndex(course: try smallCourse())
        let script = String(decoding: try index.script(), as: UTF8.self)
        let prefix = "window.workbookSearchIndex = "
        #expect(script.hasPrefix(prefix))
        #expect(script.hasSuffix(";\n"))
        // The chapter holds "<script>" and "<here>": escaped, never raw.
        #expect(!script.contains("<"))
        #expect(script.contains("\\u003cscript\\u003e"))
        let json = Data(script.dropFirst(prefix.count).dropLast(2).utf8)
        let fromScript = try JSONSerialization.jsonObject(with: json) as? NSDictionary
        let fromJSON = try JSONSerialization.jsonObject(with: try index.json()) as? NSDictionary
        #expect(fromScript != nil && fromScript == fromJSON)
    }

    @Test func renderWritesTheScriptTheIndexAndThePrintPage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("site-features-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try SiteRenderer(course: try smallCourse()).render(to: directory)
        #expect(report.pages.map(\.lastPathComponent) == ["index.html", "01-tiny-books.html", "print.html"])
        #expect(Set(report.assets.map(\.lastPathComponent)) == ["workbook.css", "workbook.js", "search-index.js", "search-index.json"])
        for asset in report.assets {
            #expect(FileManager.default.fileExists(atPath: asset.path), "\(asset.path) was not written")
        }
        let script = try String(contentsOf: directory.appendingPathComponent("assets/workbook.js"), encoding: .utf8)
        #expect(script == (try SiteRenderer.assetText("workbook.js")))
    }

    @Test func pagesWorkWithoutTheScript() throws {
        let html = try chapterPage()
        #expect(html.contains("<script src=\"assets/workbook.js\" defer=\"defer\"></script>"))
        // The search form is hidden until the script shows it; copy buttons
        // exist only once the script adds them.
        #expect(html.contains("<form class=\"search\" role=\"search\" hidden=\"hidden\" data-index=\"assets/search-index.js\">"))
        #expect(!html.contains("class=\"copy\""))
        // Arrow keys follow the pager's rel links.
        #expect(html.contains("rel=\"prev\" href=\"index.html\""))
        #expect(html.contains("<a class=\"print-link\" href=\"print.html\">"))
    }

    @Test("the search field is labelled and carries no autocomplete token (axe-core's autocomplete-valid); listings take focus to scroll from the keyboard")
    func searchFieldAndListingsPassAxeRules() throws {
        let html = try chapterPage()
        let field = try #require(html.firstRange(of: "<input id=\"search-field\"").map { html[$0.lowerBound...].prefix { $0 != ">" } })
        #expect(field.contains("type=\"search\"") && !field.contains("autocomplete"), "\(field)")
        #expect(html.contains("<label class=\"visually-hidden\" for=\"search-field\">"))
        #expect(!html.contains("<pre class=\"code\">") && !html.contains("<pre class=\"short code\">"), "every listing is focusable")
    }

    @Test func onlyShortListingsAreKeptWholeOnPaper() throws {
        let long = (1...30).map { "let v\($0) = \($0)" }.joined(separator: "\n")
        let markdown = "# T\n\n```swift\nlet x = 1\n```\n\n```swift\n\(long)\n```\n"
        let chapter = try Chapter(markdown: markdown, path: "Chapters/01-t.md", knownExercises: [])
        let course = Course(root: URL(fileURLWithPath: "/nonexistent-course"), chapters: [chapter])
        let html = try #require(SiteRenderer(course: course).renderPages().pages.first { $0.fileName == "01-t.html" }).html
        #expect(occurrences(of: "<pre class=\"short code\" tabindex=\"0\">", in: html) == 1)
        #expect(occurrences(of: "<pre class=\"code\" tabindex=\"0\">", in: html) == 1)
    }

    @Test func printPageHoldsEveryChapterWithItsOwnIDs() throws {
        let markdown = "# Second\n\n## Step one\n\nSee [the start](01-tiny-books.html#step-one) and [below](#step-one).\n"
        let second = try Chapter(markdown: markdown, path: "Chapters/02-second.md", knownExercises: [])
        let first = try Chapter(markdown: smallChapterMarkdown, path: "Chapters/01-tiny-books.md", knownExercises: ["tiny-exercise"])
        let course = Course(root: URL(fileURLWithPath: "/nonexistent-course"), chapters: [first, second])
        let pages = SiteRenderer(course: course).renderPages().pages
        let print = try #require(pages.last)
        #expect(print.fileName == "print.html")
        #expect(print.html.contains("<article class=\"print-chapter\" id=\"chapter-1\">"))
        #expect(print.html.contains("<article class=\"print-chapter\" id=\"chapter-2\">"))
        // Both chapters have a "Step one": prefixed apart, links follow.
        #expect(print.html.contains("<h2 id=\"c1-step-one\">"))
        #expect(print.html.contains("<h2 id=\"c2-step-one\">"))
        #expect(print.html.contains("href=\"#c1-step-one\">the start</a>"))
        #expect(print.html.contains("href=\"#c2-step-one\">below</a>"))
        #expect(print.html.contains("id=\"c1-exercise-tiny-exercise\""))
        // Hints are there, to be printed unfolded.
        #expect(occurrences(of: "<details class=\"hint\">", in: print.html) == 2)
        var ids: [String] = []
        var rest = Substring(print.html)
        while let range = rest.range(of: " id=\"") {
            let tail = rest[range.upperBound...]
            let end = tail.firstIndex(of: "\"")!
            ids.append(String(tail[..<end]))
            rest = tail[end...]
        }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
    }
}
