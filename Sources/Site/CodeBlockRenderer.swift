import Markup

/// One line of a tangled file as the site tracks it: its compiled text and
/// whether the reader sees it.
struct SourceLine: Equatable {
    var text: String
    var hidden: Bool
}

/// Renders code listings: highlighted Swift or escaped plain text, hidden
/// lines left out, and (for a new snapshot of a file) the lines that changed
/// since the previous one marked.
///
/// Parsing is the costly part of a render, so each source is highlighted
/// once: a snapshot's lines are reused when the next snapshot is diffed
/// against it.
final class CodeBlockRenderer {
    private var cache: [String: [String]] = [:]

    /// Splits code into lines (no terminators; a final newline ends the last
    /// line rather than starting an empty one).
    static func splitLines(_ code: String) -> [String] {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        if code.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// Marks which lines of `code` the reader does not see, given the code
    /// the reader does see. The visible lines are matched in order against
    /// the compiled lines; anything left over is hidden.
    static func sourceLines(code: String, visibleCode: String) -> [SourceLine] {
        let all = splitLines(code)
        let visible = splitLines(visibleCode)
        var result: [SourceLine] = []
        result.reserveCapacity(all.count)
        var next = 0
        for line in all {
            if next < visible.count, visible[next] == line {
                result.append(SourceLine(text: line, hidden: false))
                next += 1
            } else {
                result.append(SourceLine(text: line, hidden: true))
            }
        }
        // The visible text did not line up with the compiled text: show what
        // the reader is meant to see, with nothing hidden.
        if next < visible.count {
            return visible.map { SourceLine(text: $0, hidden: false) }
        }
        return result
    }

    /// The HTML of each line, highlighted when the language is Swift.
    func highlightedLines(_ lines: [SourceLine], language: String) -> [String] {
        let source = lines.map(\.text).joined(separator: "\n")
        guard Self.isSwift(language) else { return lines.map { HTML.escape($0.text) } }
        if let cached = cache[source] { return cached }
        var html = SwiftHighlighter.lines(source)
        // The highlighter and the splitter agree on line counts; guard
        // anyway so a surprise never drops code.
        if html.count != lines.count { html = lines.map { HTML.escape($0.text) } }
        cache[source] = html
        return html
    }

    static func isSwift(_ language: String) -> Bool {
        language.lowercased() == "swift"
    }

    /// A `<pre>` with the visible lines.
    func listing(_ lines: [SourceLine], language: String) -> String {
        let html = highlightedLines(lines, language: language)
        var body: [String] = []
        for (line, markup) in zip(lines, html) where !line.hidden {
            body.append(markup)
        }
        return Self.pre(body.joined(separator: "\n"), language: language)
    }

    /// The result of rendering a snapshot against the file's previous one.
    struct DiffListing {
        var html: String
        var added: Int
        var removed: Int
        /// False when the removed lines were left out of the listing.
        var showsRemoved: Bool
    }

    /// A `<pre>` with the new snapshot's visible lines, added or changed
    /// lines marked, and removed lines (that the reader saw before) shown
    /// struck through between them.
    func diffListing(old: [SourceLine], new: [SourceLine], language: String) -> DiffListing {
        let oldHTML = highlightedLines(old, language: language)
        let newHTML = highlightedLines(new, language: language)
        let operations = LineDiff.diff(old.map(\.text), new.map(\.text))
        // Struck-through lines help when a few lines changed; when most of
        // the file was rewritten they only bury the new code, so they are
        // counted but not shown.
        let removedCount = operations.filter { if case let .removed(index) = $0 { !old[index].hidden } else { false } }.count
        let keptCount = operations.filter { if case let .same(_, index) = $0 { !new[index].hidden } else { false } }.count
        let showRemoved = removedCount <= 6 || removedCount <= keptCount
        var body: [String] = []
        var added = 0, removed = 0
        for operation in operations {
            switch operation {
            case let .same(_, index):
                guard !new[index].hidden else { continue }
                body.append("<span class=\"line\">\(newHTML[index])</span>")
            case let .added(index):
                guard !new[index].hidden else { continue }
                added += 1
                body.append("<span class=\"line added\">\(newHTML[index])</span>")
            case let .removed(index):
                guard !old[index].hidden else { continue }
                removed += 1
                guard showRemoved else { continue }
                body.append("<span class=\"line removed\" aria-hidden=\"true\">\(oldHTML[index])</span>")
            }
        }
        return DiffListing(html: Self.pre(body.joined(separator: "\n"), language: language, extraClass: "diff"),
                           added: added, removed: removed, showsRemoved: showRemoved)
    }

    private static func pre(_ body: String, language: String, extraClass: String? = nil) -> String {
        let languageClass = language.isEmpty ? "" : " class=\"language-\(HTML.attribute(language.lowercased()))\""
        let preClass = ["code", extraClass].compactMap { $0 }.joined(separator: " ")
        // Focusable, so that a listing wider than the page scrolls from the
        // keyboard too (WCAG 2.1.1; axe-core's scrollable-region-focusable).
        return "<pre class=\"\(preClass)\" tabindex=\"0\"><code\(languageClass)>\(body)</code></pre>"
    }
}
