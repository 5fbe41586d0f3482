import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Markup
import Testing

@Suite struct HTMLTests {
    // MARK: Escaping

    @Test func escapesTheFiveMarkupCharacters() {
        #expect(HTML.escape("a & b < c > d \"e\" 'f'") == "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;")
        #expect(HTML.attribute("x\" onload=\"alert(1)") == "x&quot; onload=&quot;alert(1)")
        // An entity in the text is text: escaped again, never passed through.
        #expect(HTML.escape("&amp;") == "&amp;amp;")
    }

    // MARK: A rule's sentence

    @Test func inlineMarkdownShowsCodeSpansAsCodeAndEverythingElseAsText() {
        #expect(HTML(inlineMarkdown: "the series named \"Time Series (<minutes>min)\", `decoder.userInfo[.timeInterval]`").rendered
                == "the series named &quot;Time Series (&lt;minutes&gt;min)&quot;, <code>decoder.userInfo[.timeInterval]</code>")
        #expect(HTML(inlineMarkdown: "`Link<Fetch<Resource>>` & <script>x</script>").rendered
                == "<code>Link&lt;Fetch&lt;Resource&gt;&gt;</code> &amp; &lt;script&gt;x&lt;/script&gt;")
        // Double backticks hold a backtick; an unclosed run is text; \* is an escaped star.
        #expect(HTML(inlineMarkdown: "``a ` b`` and `open \\*x\\*").rendered == "<code>a ` b</code> and `open *x*")
        #expect(HTML(inlineMarkdown: "` {10} `").rendered == "<code>{10}</code>")
    }

    @Test func keepsOrdinaryTextAsItIs() {
        let text = "Zoë Ñúñez — 日本語 👩🏽‍💻 e\u{301}\ttab\nline\r\nend"
        #expect(HTML.escape(text) == text)
        #expect(HTML.escape(Substring("plain")) == "plain")
        #expect(HTML.escape("") == "")
    }

    /// Control characters other than tab and line breaks, C1 controls,
    /// bidirectional overrides (a student named "\u{202E}gnp.exe" shown
    /// reversed) and noncharacters (code points, since Swift's literals
    /// refuse some).
    @Test(arguments: [0x0, 0x7, 0xB, 0xC, 0x1B, 0x7F, 0x85, 0x9F, 0x202A, 0x202E, 0x2066, 0x2069, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFF, 0x10FFFF] as [UInt32])
    func replacesWhatNeitherHTMLNorXMLAllows(codePoint: UInt32) throws {
        let scalar = try #require(Unicode.Scalar(codePoint))
        var text = "a"
        text.unicodeScalars.append(scalar)
        text += "b"
        #expect(HTML.escape(text) == "a\u{FFFD}b", "U+\(String(codePoint, radix: 16, uppercase: true))")
        #expect(HTML.isAllowed(scalar) == false)
    }

    @Test func allowsTheCharactersAroundTheForbiddenRanges() {
        for scalar: Unicode.Scalar in ["\t", "\n", "\r", " ", "~", "\u{A0}", "\u{2029}", "\u{202F}", "\u{2065}", "\u{206A}", "\u{FDCF}", "\u{FDF0}", "\u{FFFD}", "\u{10000}", "\u{10FFFD}"] {
            #expect(HTML.isAllowed(scalar), "U+\(String(scalar.value, radix: 16, uppercase: true))")
        }
    }

    /// Whatever the text, the escaped form inside an element and inside an
    /// attribute is well-formed XML that reads back as the text (with
    /// forbidden code points shown as U+FFFD).
    @Test func escapedHostileTextReadsBackFromAnXMLParser() throws {
        let samples = [
            "<script>alert('x')</script>", "]]><!--", "&lt;already&gt;", "\"quoted\" and 'single'",
            "bell\u{7} nul\u{0} del\u{7F} c1\u{85}", "</td></tr></table>", "a\tb\nc",
        ]
        for sample in samples {
            let document: HTML = "<doc title=\"\(sample)\"><p>\(sample)</p></doc>"
            let parsed = try parseXML(document.rendered)
            let expected = String(String.UnicodeScalarView(sample.unicodeScalars.map { HTML.isAllowed($0) ? $0 : "\u{FFFD}" }))
            #expect(parsed.text == expected, "content of \(sample.debugDescription)")
            // Attribute values have their whitespace normalised by XML parsers.
            #expect(parsed.title == expected.replacingOccurrences(of: "\t", with: " ").replacingOccurrences(of: "\n", with: " "),
                    "attribute of \(sample.debugDescription)")
        }
    }

    // MARK: Building

    @Test func interpolatedTextIsEscapedAndMarkupIsNot() {
        let name = "<b>Eve</b> & co"
        let bold: HTML = "<b>\(name)</b>"
        #expect(bold.rendered == "<b>&lt;b&gt;Eve&lt;/b&gt; &amp; co</b>")
        let row: HTML = "<td>\(bold)</td><td>\(42)</td>\([HTML(text: "<1>"), HTML(text: "2")])"
        #expect(row.rendered == "<td><b>&lt;b&gt;Eve&lt;/b&gt; &amp; co</b></td><td>42</td>&lt;1&gt;2")
        #expect("\(row)" == row.rendered)
    }

    @Test func trustedMarkupIsKeptAndTextIsNot() {
        #expect(HTML(trusted: "<em>x</em>").rendered == "<em>x</em>")
        #expect(HTML(text: "<em>x</em>").rendered == "&lt;em&gt;x&lt;/em&gt;")
        #expect(HTML().isEmpty)
        var page: HTML = "<p>"
        page += HTML(text: "1 < 2")
        page += "</p>"
        #expect(page.rendered == "<p>1 &lt; 2</p>")
        #expect((HTML("<i>") + HTML(text: "&") + "</i>").rendered == "<i>&amp;</i>")
    }

    @Test func elementsKeepAttributeOrderAndEscapeValues() {
        let link = HTML.element("a", ["href": "report.html?a=1&b=2", "title": "Eve's \"copy\"", "hidden": nil, "data-x": ""], HTML(text: "A < B"))
        #expect(link.rendered == "<a href=\"report.html?a=1&amp;b=2\" title=\"Eve&#39;s &quot;copy&quot;\" data-x=\"\">A &lt; B</a>")
        #expect(HTML.element("td").rendered == "<td></td>")
        #expect(HTML.void("meta", ["charset": "utf-8"]).rendered == "<meta charset=\"utf-8\" />")
        #expect(HTML.void("br").rendered == "<br />")
    }

    @Test func joinsPiecesWithASeparator() {
        let items = ["a", "<b>", "c"].map { HTML.element("li", [:], HTML(text: $0)) }
        #expect(HTML.joined(items, separator: "\n").rendered == "<li>a</li>\n<li>&lt;b&gt;</li>\n<li>c</li>")
        #expect(HTML.joined([]).isEmpty)
    }

    /// A page built from elements, with hostile text in every place, is one
    /// well-formed XML document.
    @Test func aBuiltPageIsWellFormed() throws {
        let hostile = "</p><p onclick='x'>&\u{1}"
        let cells = (1...3).map { HTML.element("td", ["class": hostile], HTML(text: "\(hostile) \($0)")) }
        let page = HTML.element("html", ["lang": "en"], HTML.element("body", [:], "<table><tr>\(cells)</tr></table>" + HTML.void("br")))
        let parsed = try parseXML(page.rendered)
        #expect(parsed.elements == ["html", "body", "table", "tr", "td", "td", "td", "br"])
        #expect(parsed.text.contains("</p><p onclick='x'>&\u{FFFD} 3"))
    }
}

/// What an XML parser reads from a document: the element names in order,
/// all character data, and the first `title` attribute.
private struct ParsedXML {
    var elements: [String] = []
    var text = ""
    var title: String?
}

private func parseXML(_ document: String) throws -> ParsedXML {
    final class Collector: NSObject, XMLParserDelegate {
        var result = ParsedXML()
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            result.elements.append(name)
            if result.title == nil { result.title = attributes["title"] }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { result.text += string }
    }
    let parser = XMLParser(data: Data(document.utf8))
    let collector = Collector()
    parser.delegate = collector
    guard parser.parse() else {
        throw ParseFailure(description: "not well-formed XML (\(parser.parserError.map { "\($0)" } ?? "?")): \(document)")
    }
    return collector.result
}

private struct ParseFailure: Error, CustomStringConvertible {
    var description: String
}
