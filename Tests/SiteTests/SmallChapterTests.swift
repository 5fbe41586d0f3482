import Foundation
import Literate
@testable import Site
import Testing

/// A small chapter written for these tests: it uses every kind of snippet,
/// hidden lines, a second snapshot of a file, raw HTML and an unsafe link.
let smallChapterMarkdown = #"""
# Tiny Books & 1 < 2 <b>bold</b>

Some prose with <b class="raw">inline raw HTML</b>, a [bad link](javascript:alert(1))
and a [good link](https://example.com/docs).

<div class="raw-block">a raw HTML block</div>

## Step one: a model

```swift file=Book.swift
# import Foundation
#
struct Book: Decodable {
    let id: String
}
```

```swift file=main.swift
let books: [Book] = []
if books.count < 1 { print("none <here> & gone") }
```

```output
none <here> & gone
```

## Step one

```swift file=Book.swift
# import Foundation
#
struct Book: Decodable {
    let id: String
    let name: String
}
```

```swift fails file=main.swift
let broken: Int = "not a number"
```

```json
{"id": "comb", "name": "<Combine>"}
```

## Your turn

```swift exercise=tiny-exercise
extension Book {
    static let answerSentinel = 0
}
```

```output
none <here> & gone
```

```hint exercise=tiny-exercise
Look at **CodingKey** first.
```

```hint exercise=tiny-exercise
Second hint with <script>alert(1)</script> inside.
```
"""#

func smallCourse(root: URL = URL(fileURLWithPath: "/nonexistent-course")) throws -> Course {
    let chapter = try Chapter(markdown: smallChapterMarkdown, path: "Chapters/01-tiny-books.md", knownExercises: ["tiny-exercise"])
    return Course(root: root, chapters: [chapter])
}

func chapterPage(instructor: Bool = false, root: URL = URL(fileURLWithPath: "/nonexistent-course")) throws -> String {
    let renderer = SiteRenderer(course: try smallCourse(root: root), instructor: instructor)
    let pages = renderer.renderPages().pages
    let page = try #require(pages.first { $0.fileName == "01-tiny-books.html" })
    return page.html
}

/// The number of times `needle` occurs in `text`.
func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
}

@Suite struct SmallChapterTests {
    @Test func writesAnIndexAndOnePagePerChapter() throws {
        let pages = SiteRenderer(course: try smallCourse()).renderPages().pages
        #expect(pages.map(\.fileName) == ["index.html", "01-tiny-books.html", "print.html"])
    }

    @Test func pageHasTheSiteStructure() throws {
        let html = try chapterPage()
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<link rel=\"stylesheet\" href=\"assets/workbook.css\" />"))
        #expect(html.contains("<main id=\"content\">"))
        #expect(html.contains("<nav id=\"contents\" class=\"sidebar\""))
        // The contents come before the chapter, so Tab reaches them in the
        // order they are seen; the skip link comes before both.
        let skip = try #require(html.range(of: "<a class=\"skip\" href=\"#content\">"))
        let sidebar = try #require(html.range(of: "<nav id=\"contents\""))
        let main = try #require(html.range(of: "<main id=\"content\">"))
        #expect(skip.lowerBound < sidebar.lowerBound && sidebar.lowerBound < main.lowerBound)
        // The title is escaped, in the page's <h1> and <title>; its raw
        // HTML is dropped.
        #expect(html.contains("<h1>Tiny Books &amp; 1 &lt; 2 <!-- raw HTML omitted -->bold<!-- raw HTML omitted --></h1>"))
        #expect(html.contains("<title>1. Tiny Books &amp; 1 &lt; 2 bold"))
        // Previous goes back to the index; there is no next chapter.
        #expect(html.contains("rel=\"prev\" href=\"index.html\""))
        #expect(!html.contains("rel=\"next\""))
    }

    @Test func headingsGetStableUniqueAnchorsListedInTheSidebar() throws {
        let html = try chapterPage()
        #expect(html.contains("<h2 id=\"step-one-a-model\">"))
        #expect(html.contains("<h2 id=\"step-one\">"))
        #expect(html.contains("<h2 id=\"step-one-2\">") == false)
        #expect(html.contains("<h2 id=\"your-turn\">"))
        for anchor in ["step-one-a-model", "step-one", "your-turn"] {
            #expect(html.contains("<li><a href=\"#\(anchor)\">"), "sidebar lacks a link to #\(anchor)")
        }
        // Rendering twice gives the same anchors.
        #expect(try chapterPage() == html)
    }

    @Test func duplicateHeadingsAreNumbered() {
        var slugs = SlugMaker(reserved: ["contents"])
        #expect(slugs.make("Step one") == "step-one")
        #expect(slugs.make("Step one") == "step-one-2")
        #expect(slugs.make("Step  one!") == "step-one-3")
        #expect(slugs.make("Contents") == "contents-2")
        #expect(SlugMaker.slug("Ray's Books: keys & data") == "rays-books-keys-data")
        #expect(SlugMaker.slug("¿¡!") == "section")
    }

    @Test func codeIsEscapedAndHighlighted() throws {
        let html = try chapterPage()
        // `<` and `&` in Swift code and in output are escaped.
        #expect(html.contains("books.count <span class=\"op\">&lt;</span>") || html.contains("books.count &lt;"))
        #expect(html.contains("&quot;none &lt;here&gt; &amp; gone&quot;"))
        #expect(html.contains("<samp>none &lt;here&gt; &amp; gone</samp>"))
        #expect(!html.contains("<here>"))
        // Highlighted spans from swift-syntax's classifications.
        #expect(html.contains("<span class=\"kw\">struct</span>"))
        #expect(html.contains("<span class=\"kw\">let</span>"))
        #expect(html.contains("<span class=\"ty\">Decodable</span>"))
        #expect(html.contains("<span class=\"st\">"))
        #expect(html.contains("<span class=\"nu\">1</span>"))
        // A JSON block is shown escaped, not highlighted as Swift.
        #expect(html.contains("&quot;&lt;Combine&gt;&quot;"))
    }

    @Test func hiddenLinesAreLeftOut() throws {
        let html = try chapterPage()
        #expect(!html.contains("import"), "the hidden '# import Foundation' line is shown")
    }

    @Test func rawHTMLAndUnsafeLinksDoNotPassThrough() throws {
        let html = try chapterPage()
        #expect(!html.contains("<b class=\"raw\">"))
        #expect(!html.contains("raw-block"))
        // The only script is the site's own.
        #expect(occurrences(of: "<script", in: html) == 1)
        #expect(html.contains("<script src=\"assets/workbook.js\" defer=\"defer\"></script>"))
        #expect(!html.lowercased().contains("javascript:"))
        #expect(html.contains("<a href=\"https://example.com/docs\">good link</a>"))
    }

    @Test func secondSnapshotMarksWhatChanged() throws {
        let html = try chapterPage()
        #expect(occurrences(of: "<span class=\"line added\">", in: html) == 1)
        #expect(html.contains("<span class=\"line added\">    <span class=\"kw\">let</span> name"))
        #expect(html.contains("1 line added or changed since the previous step"))
        #expect(!html.contains("line removed"))
    }

    @Test func outputFailsExerciseAndHintsAreStyled() throws {
        let html = try chapterPage()
        #expect(occurrences(of: "<figure class=\"listing output\"><figcaption><span class=\"label\">Output</span> <span class=\"step\"", in: html) == 2)
        // Each output is labelled with the step name `workbook run --step` takes.
        #expect(html.contains("<span class=\"step\" title=\"run it: ./workbook run 1 --step 2\">step <code>2</code></span></figcaption><pre class=\"short output\" tabindex=\"0\">"))
        #expect(html.contains("<figure class=\"listing fails\"><figcaption><span class=\"badge\">Does not compile</span>"))
        #expect(html.contains("<section class=\"exercise\" id=\"exercise-tiny-exercise\""))
        // The command as typed, breakable only between its words (a phone's line is short).
        #expect(html.contains("<code class=\"command\"><span class=\"nobr\">./workbook</span> <span class=\"nobr\">check</span> <span class=\"nobr\">tiny-exercise</span></code>"))
        #expect(html.contains("<details class=\"hint\"><summary>Hint 1 for <code>tiny-exercise</code></summary>"))
        #expect(html.contains("<details class=\"hint\"><summary>Hint 2 for <code>tiny-exercise</code></summary>"))
        #expect(html.contains("<strong>CodingKey</strong>"))
        #expect(!html.contains("<details class=\"hint\" open"))
        // Learners never see instructor material.
        #expect(!html.contains("class=\"instructor"))
    }

    @Test func instructorEditionShowsTheAnswerAndHiddenCases() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("site-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Solutions/tiny-exercise")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "extension Book {\n    static let answerSentinel = 42 // the <reference>\n}\n"
            .write(to: folder.appendingPathComponent("answer.swift"), atomically: true, encoding: .utf8)
        try #"{"exercise": "tiny-exercise", "points": 5, "cases": [{"name": "angle <case>", "explain": "checks <escaping>", "input": "{10}", "expect": {"value": 42}}]}"#
            .write(to: folder.appendingPathComponent("cases.json"), atomically: true, encoding: .utf8)

        let html = try chapterPage(instructor: true, root: root)
        #expect(html.contains("Instructor edition"))
        #expect(html.contains("<span class=\"nu\">42</span>"))
        #expect(html.contains("// the &lt;reference&gt;"))
        #expect(html.contains("1 hidden case, worth 5 points"))
        #expect(html.contains("<strong>angle &lt;case&gt;</strong>"))
        #expect(html.contains("checks &lt;escaping&gt;"))
        #expect(html.contains("&quot;{10}&quot;"))
    }

    @Test func instructorEditionWarnsAboutMissingSolutions() throws {
        let renderer = SiteRenderer(course: try smallCourse(), instructor: true)
        let (pages, warnings) = renderer.renderPages()
        #expect(warnings.count == 2)
        #expect(warnings.first?.contains("Solutions/tiny-exercise/answer.swift") == true)
        // The warning names the chapter and the stub's line.
        #expect(warnings.first?.hasPrefix("Chapters/01-tiny-books.md:48: warning:") == true, "\(warnings)")
        #expect(pages[1].html.contains("class=\"warning\""))
    }

    @Test func indexListsChaptersAndExercises() throws {
        let index = try #require(SiteRenderer(course: try smallCourse()).renderPages().pages.first)
        #expect(index.html.contains("<a href=\"01-tiny-books.html\"><span class=\"number\">1</span> Tiny Books &amp; 1 &lt; 2 bold</a>"))
        #expect(index.html.contains("<a href=\"01-tiny-books.html#exercise-tiny-exercise\">Your turn</a>"))
        #expect(index.html.contains("<code>tiny-exercise</code>"))
    }
}

@Suite struct ProseTests {
    @Test func exerciseTitlesDoNotRepeatTheBadge() {
        #expect(exerciseTitle("Exercise: a kebab case strategy") == "A kebab case strategy")
        #expect(exerciseTitle("exercise:   decode a mana cost") == "Decode a mana cost")
        #expect(exerciseTitle("Your turn") == "Your turn")
        #expect(exerciseTitle("Exercises for later") == "Exercises for later")
    }

    @Test func inlineCodeBreaksOnlyBetweenTokens() {
        let html = "<p>Use <code>JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase</code> or <code>snake_case(x)</code>.</p>"
        #expect(breakableInlineCode(html) == "<p>Use <code><span class=\"nobr\">JSONDecoder.</span><wbr /><span class=\"nobr\">KeyDecodingStrategy.</span><wbr /><span class=\"nobr\">convertFromSnakeCase</span></code> or <code><span class=\"nobr\">snake_</span><wbr /><span class=\"nobr\">case(</span><wbr /><span class=\"nobr\">x)</span></code>.</p>")
        // Nor right after a leading mark.
        #expect(breakableInlineCode("<code>.convertFromSnakeCase</code>") == "<code><span class=\"nobr\">.convertFromSnakeCase</span></code>")
        #expect(breakableInlineCode("<code>../a.b</code>") == "<code><span class=\"nobr\">../a.</span><wbr /><span class=\"nobr\">b</span></code>")
        // Hyphens and other marks inside a token never break it.
        #expect(breakableInlineCode("<code>run 1 --step N</code>") == "<code><span class=\"nobr\">run</span> <span class=\"nobr\">1</span> <span class=\"nobr\">--step</span> <span class=\"nobr\">N</span></code>")
        // Code blocks (with a class) and text outside code are left alone.
        let block = "<pre><code class=\"language-swift\">a.b</code></pre><p>a.b</p>"
        #expect(breakableInlineCode(block) == block)
        // A break mark never ends the code or precedes a space.
        // JSON, argument labels and a query string break after `,`, `:` and `=` (never inside an entity).
        #expect(breakableInlineCode("<code>{&quot;a&quot;:1,&quot;b&quot;:2}</code>")
                == "<code><span class=\"nobr\">{&quot;a&quot;:</span><wbr /><span class=\"nobr\">1,</span><wbr /><span class=\"nobr\">&quot;b&quot;:</span><wbr /><span class=\"nobr\">2}</span></code>")
        #expect(breakableInlineCode("<code>init(id:name:)</code>")
                == "<code><span class=\"nobr\">init(</span><wbr /><span class=\"nobr\">id:</span><wbr /><span class=\"nobr\">name:</span><wbr /><span class=\"nobr\">)</span></code>")
        #expect(breakableInlineCode("<code>a. b.</code>") == "<code><span class=\"nobr\">a.</span> <span class=\"nobr\">b.</span></code>")
    }

    @Test func theExerciseCalloutNamesTheExerciseOnce() throws {
        let markdown = "# T\n\n## Exercise: tiny thing\n\n```swift exercise=tiny-exercise\nlet x = 1\n```\n"
        let chapter = try Chapter(markdown: markdown, path: "Chapters/01-t.md", knownExercises: ["tiny-exercise"])
        let course = Course(root: URL(fileURLWithPath: "/nonexistent-course"), chapters: [chapter])
        let html = try #require(SiteRenderer(course: course).renderPages().pages.last).html
        #expect(html.contains("<span class=\"badge\">Exercise</span> Tiny thing <code>tiny-exercise</code>"), "\(html)")
        #expect(!html.contains("</span> Exercise:"))
    }
}

@Suite struct HighlighterAndDiffTests {
    @Test func highlighterKeepsEveryCharacterAndLine() {
        let source = "/* a\n   b */ let x = \"<\\(1)>\"\nfunc f() {}\n"
        let lines = SwiftHighlighter.lines(source)
        #expect(lines.count == 3)
        // Stripping the tags and unescaping gives the source back.
        let text = lines.map { line in
            line.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        }
        #expect(text.joined(separator: "\n") + "\n" == source)
        // The comment spans two lines: each line has its own span.
        #expect(lines[0] == "<span class=\"co\">/* a</span>")
        #expect(lines[1].hasPrefix("<span class=\"co\">   b */</span>"))
        #expect(lines[2].hasPrefix("<span class=\"kw\">func</span>"))
    }

    @Test func diffFindsAddedAndRemovedLines() {
        let old = ["a", "b", "c", "d"]
        let new = ["a", "x", "c", "d", "e"]
        let operations = LineDiff.diff(old, new)
        #expect(operations == [
            .same(old: 0, new: 0), .removed(old: 1), .added(new: 1),
            .same(old: 2, new: 2), .same(old: 3, new: 3), .added(new: 4),
        ])
        #expect(LineDiff.diff([], ["a"]) == [.added(new: 0)])
        #expect(LineDiff.diff(["a"], []) == [.removed(old: 0)])
        #expect(LineDiff.diff(["a", "b"], ["a", "b"]).allSatisfy { if case .same = $0 { true } else { false } })
    }

    @Test func removedLinesAreShownOnlyWhenFew() {
        let renderer = CodeBlockRenderer()
        func lines(_ texts: [String]) -> [SourceLine] { texts.map { SourceLine(text: $0, hidden: false) } }
        let few = renderer.diffListing(old: lines(["let a = 1", "let b = 2"]), new: lines(["let a = 1", "let c = 3"]), language: "swift")
        #expect((few.added, few.removed, few.showsRemoved) == (1, 1, true))
        #expect(few.html.contains("<span class=\"line removed\" aria-hidden=\"true\">"))
        let rewrite = renderer.diffListing(old: lines((1...8).map { "let v\($0) = \($0)" }), new: lines(["print(0)"]), language: "swift")
        #expect((rewrite.added, rewrite.removed, rewrite.showsRemoved) == (1, 8, false))
        #expect(!rewrite.html.contains("line removed"))
        // Hidden lines never count as changes the reader sees.
        let hidden = renderer.diffListing(old: [SourceLine(text: "import Foundation", hidden: true)], new: lines(["let x = 1"]), language: "swift")
        #expect((hidden.added, hidden.removed) == (1, 0))
    }

    @Test func hiddenLinesAreMatchedAgainstVisibleCode() {
        let lines = CodeBlockRenderer.sourceLines(code: "import Foundation\n\nstruct A {}\n", visibleCode: "struct A {}\n")
        #expect(lines.map(\.hidden) == [true, true, false])
    }
}
