import Foundation
@testable import Markdown
import Testing

/// The 1-based line of the first line of `text` that contains `marker`;
/// fixtures are located by content, never by counted constants.
func lineNumber(of marker: String, in text: String) -> Int {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.contains(marker) }) else {
        Issue.record("fixture has no line containing \(marker)")
        return -1
    }
    return index + 1
}

@Suite("Markdown in, blocks out")
struct BlockTests {
    static let document = """
    # Decoding `Book` with *style*

    A paragraph that runs
    over two lines.

    - one item
    - another item

    > quoted text

    ---

    <div class="note">raw</div>

    ```swift file=Book.swift
    struct Book {}
    ```

    ## Second heading
    """

    @Test func everyKindOfBlockInOrder() {
        let blocks = MarkdownDocument(Self.document, path: "Chapters/01-demo.md").blocks
        let kinds = blocks.map(\.kind).map { kind -> String in
            switch kind {
            case let .heading(level): "heading\(level)"
            case .paragraph: "paragraph"
            case .list: "list"
            case .blockQuote: "quote"
            case .thematicBreak: "break"
            case .htmlBlock: "html"
            case let .code(code): "code:\(code.language)"
            case let .other(name): "other:\(name)"
            }
        }
        #expect(kinds == ["heading1", "paragraph", "list", "quote", "break", "html", "code:swift", "heading2"])
    }

    @Test func linesAreTheSourceLines() {
        let text = Self.document
        let blocks = MarkdownDocument(text).blocks
        #expect(blocks.count == 8)
        guard blocks.count == 8 else { return }
        #expect(blocks[0].lines == lineNumber(of: "# Decoding", in: text)...lineNumber(of: "# Decoding", in: text))
        #expect(blocks[1].lines == lineNumber(of: "A paragraph", in: text)...lineNumber(of: "over two lines", in: text))
        // cmark counts the blank line after a list as part of it; only its start is checked.
        #expect(blocks[2].lines.lowerBound == lineNumber(of: "- one item", in: text))
        #expect(blocks[3].lines == lineNumber(of: "> quoted", in: text)...lineNumber(of: "> quoted", in: text))
        #expect(blocks[6].lines.lowerBound == lineNumber(of: "```swift", in: text))
        #expect(blocks[6].lines.upperBound == lineNumber(of: "struct Book {}", in: text) + 1)
        #expect(blocks[7].lines.lowerBound == lineNumber(of: "## Second", in: text))
    }

    @Test func textIsWhatAReaderSees() {
        let blocks = MarkdownDocument(Self.document).blocks
        guard blocks.count == 8 else { Issue.record("expected 8 blocks, got \(blocks.count)"); return }
        #expect(blocks[0].text == "Decoding Book with style")
        #expect(blocks[1].text == "A paragraph that runs over two lines.")
        #expect(blocks[3].text == "quoted text")
        #expect(blocks[6].text == "struct Book {}\n")
        #expect(blocks[7].text == "Second heading")
        #expect(blocks[7].kind == .heading(level: 2))
    }

    @Test func headingsKeepCodeSpansAsPlainText() {
        let text = "### The `CodingKeys` enum and `init(from:)`\n"
        let block = MarkdownDocument(text).blocks.first
        #expect(block?.kind == .heading(level: 3))
        #expect(block?.text == "The CodingKeys enum and init(from:)")
        #expect(block?.html.contains("<code>CodingKeys</code>") == true)
    }

    @Test func codeBlocksListsOnlyTopLevelCode() {
        let text = """
        ```swift
        let a = 1
        ```

        - item

          ```swift
          let nested = 2
          ```

        ~~~json
        {}
        ~~~
        """
        let document = MarkdownDocument(text)
        #expect(document.codeBlocks.map(\.language) == ["swift", "json"])
        #expect(document.codeBlocks.map(\.code) == ["let a = 1\n", "{}\n"])
    }
}

@Suite("Fenced and indented code blocks")
struct CodeBlockTests {
    func onlyCode(_ text: String) -> CodeBlock? {
        let blocks = MarkdownDocument(text).codeBlocks
        #expect(blocks.count == 1, "expected one code block in \(text.debugDescription)")
        return blocks.first
    }

    @Test func infoStringEntitiesAreDecoded() {
        let block = onlyCode("```swift file=Book&#46;swift\nstruct Book {}\n```\n")
        #expect(block?.info == "swift file=Book.swift")
        #expect(block?.language == "swift")
        #expect(block?.isFenced == true)
        #expect(block?.isTerminated == true)
    }

    @Test func namedAndHexEntitiesToo() {
        #expect(onlyCode("```swift file=A&amp;B.swift\n```\n")?.info == "swift file=A&B.swift")
        #expect(onlyCode("```swift file=Book&#x2E;swift\nx\n```\n")?.info == "swift file=Book.swift")
    }

    @Test func backslashEscapesAreDecoded() {
        let block = onlyCode("```swift file=Star\\_Chart.swift\nlet x = 1\n```\n")
        #expect(block?.info == "swift file=Star_Chart.swift")
        // A backslash before a letter is not an escape and stays.
        #expect(onlyCode("```text a\\b\n```\n")?.info == "text a\\b")
    }

    @Test func fencedBlockLines() {
        let text = "# T\n\nIntro.\n\n```swift\nlet a = 1\nlet b = 2\n```\n"
        let block = onlyCode(text)
        #expect(block?.line == lineNumber(of: "```swift", in: text))
        #expect(block?.firstCodeLine == lineNumber(of: "let a = 1", in: text))
        #expect(block?.code == "let a = 1\nlet b = 2\n")
    }

    @Test func indentedBlockIsNotFencedAndHasNoInfo() {
        let text = "A paragraph.\n\n    let x = 1\n    let y = 2\n\nAfter.\n"
        let block = onlyCode(text)
        #expect(block?.isFenced == false)
        #expect(block?.info == "")
        #expect(block?.language == "")
        #expect(block?.isTerminated == true)
        #expect(block?.code == "let x = 1\nlet y = 2\n")
        #expect(block?.line == lineNumber(of: "let x = 1", in: text))
        #expect(block?.firstCodeLine == lineNumber(of: "let x = 1", in: text))
        #expect(MarkdownDocument(text).unterminatedFences.isEmpty)
    }

    @Test func unterminatedFenceRunsToTheEnd() {
        let text = "# T\n\n```swift file=A.swift\nlet a = 1\n\nSome prose meant to follow.\n"
        let document = MarkdownDocument(text)
        let block = onlyCode(text)
        #expect(block?.isFenced == true)
        #expect(block?.isTerminated == false)
        #expect(block?.code.contains("Some prose meant to follow.") == true)
        #expect(document.unterminatedFences.count == 1)
        #expect(document.unterminatedFences.first?.line == lineNumber(of: "```swift", in: text))
    }

    @Test func shorterFenceDoesNotCloseALongerOne() {
        let text = "````swift\nlet a = 1\n```\n"
        let block = onlyCode(text)
        #expect(block?.isTerminated == false)
        #expect(block?.code == "let a = 1\n```\n")
    }

    @Test func fenceWithInfoDoesNotClose() {
        let block = onlyCode("```\nlet a = 1\n```swift\n")
        #expect(block?.isTerminated == false)
    }

    @Test func longerFenceClosesAShorterOne() {
        let text = "```swift\nlet a = 1\n`````\n\nAfter.\n"
        let document = MarkdownDocument(text)
        let block = onlyCode(text)
        #expect(block?.isTerminated == true)
        #expect(block?.code == "let a = 1\n")
        #expect(document.unterminatedFences.isEmpty)
        #expect(document.blocks.last?.text == "After.")
    }

    @Test func tildeFences() {
        let closed = onlyCode("~~~swift file=Book.swift\nlet a = \"```\"\n~~~\n")
        #expect(closed?.info == "swift file=Book.swift")
        #expect(closed?.isFenced == true)
        #expect(closed?.isTerminated == true)
        #expect(closed?.code == "let a = \"```\"\n")

        // Backticks never close a tilde fence.
        let open = onlyCode("~~~\nlet a = 1\n```\n")
        #expect(open?.isTerminated == false)
        #expect(open?.code == "let a = 1\n```\n")
    }

    @Test(arguments: ["\r\n", "\r"])
    func otherLineEndings(_ ending: String) {
        let unix = "# T\n\n```swift file=A.swift\nlet a = 1\n```\n\n```swift\nlet open = 1\n"
        let document = MarkdownDocument(unix.replacingOccurrences(of: "\n", with: ending))
        let blocks = document.codeBlocks
        #expect(blocks.map(\.isFenced) == [true, true])
        #expect(blocks.map(\.isTerminated) == [true, false])
        #expect(blocks.map(\.line) == [lineNumber(of: "```swift file", in: unix), lineNumber(of: "let open", in: unix) - 1])
        #expect(blocks.map(\.firstCodeLine) == [lineNumber(of: "let a", in: unix), lineNumber(of: "let open", in: unix)])
        #expect(blocks.first?.code == "let a = 1\n")
        #expect(document.unterminatedFences.map(\.line) == [lineNumber(of: "let open", in: unix) - 1])
    }

    @Test func indentedFenceUpToThreeSpaces() {
        let block = onlyCode("   ```swift\n   let a = 1\n   ```\n")
        #expect(block?.isFenced == true)
        #expect(block?.isTerminated == true)
        #expect(block?.code == "let a = 1\n")
    }

    @Test func emptyFencedBlock() {
        let block = onlyCode("```output\n```\n")
        #expect(block?.code == "")
        #expect(block?.isTerminated == true)
        #expect(block?.language == "output")
    }

    @Test func codeNestedInAListIsReportedWithItsLine() {
        let text = """
        # T

        1. First do this:

           ```swift file=Book.swift
           struct Book {}
           ```

        2. Then that.

        > ```output elide
        > done
        > ```
        """
        let document = MarkdownDocument(text)
        #expect(document.codeBlocks.isEmpty)
        let list = document.blocks.first { $0.kind == .list }
        #expect(list?.nestedCodeBlocks.map(\.info) == ["swift file=Book.swift"])
        #expect(list?.nestedCodeBlocks.map(\.line) == [lineNumber(of: "```swift", in: text)])
        let quote = document.blocks.first { $0.kind == .blockQuote }
        #expect(quote?.nestedCodeBlocks.map(\.info) == ["output elide"])
        #expect(quote?.nestedCodeBlocks.map(\.line) == [lineNumber(of: "> ```output", in: text)])
        #expect(document.blocks.first { $0.kind == .heading(level: 1) }?.nestedCodeBlocks == [])
    }
}

@Suite("Reading bytes")
struct EncodingTests {
    func notUTF8Line(_ bytes: [UInt8]) -> Int? {
        do {
            _ = try MarkdownDocument(data: Data(bytes), path: "Chapters/09-bad.md")
            return nil
        } catch let MarkdownError.notUTF8(path, line) {
            #expect(path == "Chapters/09-bad.md")
            return line
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func invalidByteIsReportedAtItsLine() {
        let bytes = Array("# Title\n\nGood line é\n".utf8) + [0x66, 0xFF, 0x0A] + Array("more\n".utf8)
        #expect(notUTF8Line(bytes) == 4)
    }

    @Test func latin1OnTheFirstLine() {
        // "café" saved as ISO 8859-1.
        #expect(notUTF8Line([0x63, 0x61, 0x66, 0xE9, 0x0A, 0x61, 0x0A]) == 1)
    }

    @Test func truncatedAndOverlongSequences() {
        #expect(notUTF8Line(Array("a\nb\nc\n".utf8) + [0xE2, 0x82]) == 4)
        #expect(notUTF8Line(Array("a\nb\n".utf8) + [0xC0, 0x80]) == 3)
        // A UTF-16 surrogate encoded as UTF-8 is not valid UTF-8.
        #expect(notUTF8Line(Array("a\n".utf8) + [0xED, 0xA0, 0x80]) == 2)
    }

    @Test func validUTF8IsParsed() throws {
        let document = try MarkdownDocument(data: Data("# Ünïcödé ✓ 📚\n".utf8), path: "x.md")
        #expect(document.blocks.first?.text == "Ünïcödé ✓ 📚")
        #expect(document.path == "x.md")
    }

    @Test func errorMessageNamesFileAndLine() {
        let error = MarkdownError.notUTF8(path: "Chapters/09-bad.md", line: 7)
        #expect(error.description.hasPrefix("Chapters/09-bad.md:7: error:"))
        #expect(error.description.contains("UTF-8"))
    }

    @Test func readingAFileUsesTheDisplayPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markdown-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.md")
        try Data(Array("ok\n".utf8) + [0xFE, 0x0A]).write(to: bad)
        #expect(throws: MarkdownError.notUTF8(path: "Chapters/bad.md", line: 2)) {
            try MarkdownDocument(contentsOf: bad, displayPath: "Chapters/bad.md")
        }
        let missing = directory.appendingPathComponent("missing.md")
        do {
            _ = try MarkdownDocument(contentsOf: missing, displayPath: "Chapters/missing.md")
            Issue.record("reading a missing file did not throw")
        } catch let MarkdownError.unreadable(path, _) {
            #expect(path == "Chapters/missing.md")
        }
    }
}

@Suite("cmark's HTML in safe mode")
struct HTMLTests {
    @Test func rawHTMLIsSuppressed() {
        let html = MarkdownHTML.render("Before <script>alert(1)</script> after.\n\n<script>\nalert(2)\n</script>\n")
        #expect(!html.contains("<script"))
        #expect(!html.contains("alert(2)"))
        #expect(html.contains("raw HTML omitted"))
        #expect(html.contains("Before"))
        #expect(html.contains("after."))
    }

    @Test func unsafeLinksAreDroppedSafeOnesKept() {
        let html = MarkdownHTML.render("[bad](javascript:alert(1)) and [also bad](vbscript:x) and [good](https://example.com/a?b=1&c=2)\n")
        #expect(!html.contains("javascript:"))
        #expect(!html.contains("vbscript:"))
        #expect(html.contains("href=\"https://example.com/a?b=1&amp;c=2\""))
        #expect(html.contains(">bad</a>"))
    }

    @Test func textIsEscaped() {
        let html = MarkdownHTML.render("1 < 2 & `a<b>`\n")
        #expect(html == "<p>1 &lt; 2 &amp; <code>a&lt;b&gt;</code></p>\n")
    }

    @Test func blockHTMLIsSafeToo() {
        let document = MarkdownDocument("<iframe src=x></iframe>\n\nA [link](javascript:void(0)).\n")
        #expect(document.blocks.count == 2)
        #expect(document.blocks.allSatisfy { !$0.html.contains("<iframe") && !$0.html.contains("javascript:") })
        #expect(document.blocks.first?.kind == .htmlBlock)
        #expect(document.blocks.last?.html.contains("<a href=\"\">link</a>") == true)
    }
}

@Suite("A document's lines")
struct LineSplittingTests {
    /// The lines as splitting the text's characters at every line break
    /// gives them ("\r\n" is one character).
    static func characterLines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
    }

    @Test(arguments: [
        "", "one", "one\n", "\n\n", "a\r\nb\rc\nd", "\r\n\r\n", "\r\r\n\n\r", "trailing\r",
        "é\u{301}\n\u{301}combining after a break\n", "👩‍👩‍👧 family\r\n🇫🇷\nend", "tab\tand\u{0B}vertical\u{0C}feed\n",
    ])
    func linesAreTheCharactersSplitAtLineBreaks(text: String) {
        #expect(MarkdownDocument.lines(of: text) == Self.characterLines(text))
    }

    @Test func aBridgedStringSplitsTheSame() {
        let text = NSString(string: "first\r\nsecond\rthird\n") as String
        #expect(MarkdownDocument.lines(of: text) == ["first", "second", "third", ""])
    }
}
