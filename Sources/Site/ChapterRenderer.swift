import Foundation
import Literate
import Markdown
import Markup

/// A section heading of a chapter: where it is and its anchor.
struct SectionHeading {
    var blockIndex: Int
    var level: Int
    var text: String
    var anchor: String
}

/// Anchors every page reserves for itself, so a heading never takes them.
let reservedAnchors = ["content", "contents", "top", "pager", "search-field"]

/// The headings of a chapter (level 2 and below) with their anchors, in
/// order. The same function feeds the sidebar and the page, so the two
/// always agree.
func sectionHeadings(of chapter: Chapter, exerciseIDs: [String]) -> [SectionHeading] {
    var slugs = SlugMaker(reserved: reservedAnchors + exerciseIDs.map { "exercise-\($0)" })
    var headings: [SectionHeading] = []
    for (index, block) in chapter.document.blocks.enumerated() {
        guard case let .heading(level) = block.kind, level >= 2 else { continue }
        headings.append(SectionHeading(blockIndex: index, level: level, text: block.text, anchor: slugs.make(block.text)))
    }
    return headings
}

/// Renders the main content of one chapter page.
struct ChapterRenderer {
    let chapter: Chapter
    let exercises: [ExerciseInfo]
    let instructor: Bool
    let solutionsDirectory: URL
    private let code = CodeBlockRenderer()
    /// Problems worth telling the person rendering (a missing reference
    /// answer in instructor mode); the page shows them too.
    private(set) var warnings: [String] = []

    init(chapter: Chapter, exercises: [ExerciseInfo], instructor: Bool, solutionsDirectory: URL) {
        self.chapter = chapter
        self.exercises = exercises
        self.instructor = instructor
        self.solutionsDirectory = solutionsDirectory
    }

    mutating func render() -> String {
        let headings = Dictionary(uniqueKeysWithValues: sectionHeadings(of: chapter, exerciseIDs: exercises.map(\.id)).map { ($0.blockIndex, $0) })
        let snippets = Dictionary(chapter.snippets.map { ($0.blockIndex, $0) }, uniquingKeysWith: { first, _ in first })
        var files: [String: [SourceLine]] = [:]
        var hintCounts: [String: Int] = [:]
        var html = ""
        var sawTitle = false

        for (index, block) in chapter.document.blocks.enumerated() {
            if let snippet = snippets[index] {
                html += render(snippet, files: &files, hintCounts: &hintCounts)
                continue
            }
            switch block.kind {
            case .heading(level: 1) where !sawTitle:
                sawTitle = true
                html += "<header class=\"chapter-title\"><p class=\"eyebrow\">Chapter \(chapter.number)</p>\n"
                html += "<h1>\(breakableInlineCode(innerHTML(of: block.html, tag: "h1")))</h1></header>\n"
            case let .heading(level):
                guard let heading = headings[index] else { html += block.html; continue }
                let tag = "h\(min(level, 6))"
                html += "<\(tag) id=\"\(heading.anchor)\">\(breakableInlineCode(innerHTML(of: block.html, tag: tag)))"
                html += " <a class=\"anchor\" href=\"#\(heading.anchor)\" aria-label=\"Link to this section\">#</a></\(tag)>\n"
            case let .code(block):
                // A code block the literate layer did not report: show it.
                html += figure(kind: "shown", caption: captionForLanguage(block.language),
                               body: code.listing(CodeBlockRenderer.sourceLines(code: block.code, visibleCode: block.code), language: block.language))
            default:
                html += breakableInlineCode(block.html)
            }
        }
        return html
    }

    // MARK: - Snippets

    private mutating func render(_ snippet: Snippet, files: inout [String: [SourceLine]], hintCounts: inout [String: Int]) -> String {
        let lines = CodeBlockRenderer.sourceLines(code: snippet.code, visibleCode: snippet.visibleCode)
        switch snippet.kind {
        case let .tangled(file, append):
            let name = HTML.escape(file)
            if append {
                let previous = files[file] ?? []
                files[file] = previous + lines
                let caption = previous.isEmpty
                    ? "<span class=\"file\">\(name)</span> <span class=\"note\">new file</span>"
                    : "<span class=\"file\">\(name)</span> <span class=\"note\">added to the end of the file</span>"
                return figure(kind: "tangled", caption: caption, body: code.listing(lines, language: snippet.language))
            }
            defer { files[file] = lines }
            guard let previous = files[file] else {
                let note = file == "main.swift" ? "the program" : "new file"
                return figure(kind: "tangled", caption: "<span class=\"file\">\(name)</span> <span class=\"note\">\(note)</span>",
                              body: code.listing(lines, language: snippet.language))
            }
            let diff = code.diffListing(old: previous, new: lines, language: snippet.language)
            var note: String
            switch (diff.added, diff.removed) {
            case (0, 0): note = "unchanged since the previous step"
            case let (added, 0): note = "\(count(added, "line")) added or changed since the previous step"
            case let (0, removed): note = "\(count(removed, "line")) removed since the previous step"
            case let (added, removed): note = "\(count(added, "line")) added or changed, \(removed) removed since the previous step"
            }
            if diff.removed > 0 && !diff.showsRemoved { note += " (removed lines not shown)" }
            return figure(kind: "tangled snapshot", caption: "<span class=\"file\">\(name)</span> <span class=\"note\">\(note)</span>", body: diff.html)

        case .shown:
            return figure(kind: "shown", caption: captionForLanguage(snippet.language),
                          body: code.listing(lines, language: snippet.language))

        case .fails:
            return figure(kind: "fails", caption: "<span class=\"badge\">Does not compile</span> <span class=\"note\">shown on purpose: read the error below it</span>",
                          body: code.listing(lines, language: snippet.language))

        case let .output(elide):
            let note = elide ? " <span class=\"note\">\u{2026} stands for text that may differ: random on every run, or your answer's own choice</span>" : ""
            let text = CodeBlockRenderer.splitLines(snippet.code).map(HTML.escape).joined(separator: "\n")
            let step = chapter.stepName(of: snippet).map { name in
                " <span class=\"step\" title=\"run it: ./workbook run \(chapter.number) --step \(name)\">step <code>\(name)</code></span>"
            } ?? ""
            return figure(kind: "output", caption: "<span class=\"label\">Output</span>\(step)\(note)",
                          body: "<pre class=\"output\" tabindex=\"0\"><samp>\(text)</samp></pre>")

        case let .exercise(id):
            return exerciseCallout(id: id, stub: lines, language: snippet.language, line: snippet.fenceLine)

        case .rules:
            let items = snippet.rules?.rules.map { "<li value=\"\($0.number)\">\(prose($0.text))</li>" } ?? []
            return "<ol class=\"rules\">\n\(items.joined(separator: "\n"))\n</ol>\n"

        case .quiz:
            guard let quiz = snippet.quiz else { return "" }
            let options = quiz.options.map { "<li>\(prose($0.text))</li>" }.joined(separator: "\n")
            let answer = prose(quiz.options[quiz.correctIndex].text) + (quiz.explanation.isEmpty ? "" : prose(quiz.explanation))
            return """
            <aside class="quiz" id="quiz-\(HTML.escape(quiz.id))"><div class="quiz-question">\(prose(quiz.question))</div>
            <ol class="quiz-options" type="A">\n\(options)\n</ol>
            <details class="quiz-answer"><summary>Show the answer</summary>\(answer)</details></aside>

            """

        case .quizAnswers:
            // Each quiz shows its own answer, folded.
            return ""

        case let .hint(exercise):
            hintCounts[exercise, default: 0] += 1
            let number = hintCounts[exercise]!
            return """
            <details class="hint"><summary>Hint \(number) for <code>\(HTML.escape(exercise))</code></summary>
            <div class="hint-body">\(prose(snippet.code))</div></details>

            """
        }
    }

    private mutating func exerciseCallout(id: String, stub: [SourceLine], language: String, line: Int) -> String {
        let info = exercises.first { $0.id == id }
        let escapedID = HTML.escape(id)
        var html = "<section class=\"exercise\" id=\"exercise-\(HTML.attribute(id))\" aria-label=\"Exercise\">\n"
        html += "<p class=\"exercise-title\"><span class=\"badge\">Exercise</span> \(HTML.escape(exerciseTitle(info?.title ?? id))) <code>\(escapedID)</code></p>\n"
        html += "<p>Your answer starts as this stub in <code>Exercises/\(escapedID).swift</code>:</p>\n"
        html += figure(kind: "stub", caption: "<span class=\"file\">Exercises/\(escapedID).swift</span> <span class=\"note\">starter stub</span>",
                       body: code.listing(stub, language: language))
        html += "<p class=\"check\">When you think it is right, check it: \(command("./workbook check \(escapedID)")). "
        html += "Stuck? \(command("./workbook hint \(escapedID)")) gives one hint at a time.</p>\n"
        if instructor { html += instructorMaterial(id: id, line: line) }
        html += "</section>\n"
        return html
    }

    // MARK: - Instructor material

    private mutating func instructorMaterial(id: String, line: Int) -> String {
        let folder = ExerciseFolder(id: id, in: solutionsDirectory)
        var html = "<div class=\"instructor\">\n<p class=\"instructor-title\"><span class=\"badge\">Instructor</span> Reference answer and hidden cases</p>\n"
        if let answer = folder.read(.answer) {
            let lines = CodeBlockRenderer.sourceLines(code: answer, visibleCode: answer)
            html += figure(kind: "answer", caption: "<span class=\"file\">\(HTML.escape(folder.displayPath(.answer)))</span>",
                           body: code.listing(lines, language: "swift"))
        } else {
            html += missing(folder.displayPath(.answer), what: "reference answer", line: line)
        }
        if let data = try? Data(contentsOf: folder.url(.cases)),
           let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
           let cases = object["cases"] as? [[String: Any]] {
            let points = (object["points"] as? Int).map { ", worth \($0) points" } ?? ""
            html += "<p>\(count(cases.count, "hidden case"))\(points), from <code>\(HTML.escape(folder.displayPath(.cases)))</code>:</p>\n"
            html += "<div class=\"table-scroll\"><table class=\"cases\"><thead><tr><th>Case</th><th>Input</th><th>Expected</th></tr></thead><tbody>\n"
            for item in cases {
                let name = HTML.escape(item["name"] as? String ?? "?")
                let explain = (item["explain"] as? String).map { "<br /><span class=\"explain\">\(HTML.escape($0))</span>" } ?? ""
                html += "<tr><td><strong>\(name)</strong>\(explain)</td>"
                html += "<td><pre class=\"json\" tabindex=\"0\">\(HTML.escape(json(item["input"])))</pre></td>"
                html += "<td><pre class=\"json\" tabindex=\"0\">\(HTML.escape(json(item["expect"])))</pre></td></tr>\n"
            }
            html += "</tbody></table></div>\n"
        } else {
            html += missing(folder.displayPath(.cases), what: "hidden cases (a JSON object with a \"cases\" array)", line: line)
        }
        return html + "</div>\n"
    }

    private mutating func missing(_ path: String, what: String, line: Int) -> String {
        warnings.append("\(chapter.path):\(line): warning: exercise stub here, but no readable \(what) at \(path); add it, then render again")
        return "<p class=\"warning\">No readable \(HTML.escape(what)) at <code>\(HTML.escape(path))</code>.</p>\n"
    }

    private func json(_ value: Any?) -> String {
        guard let value else { return "(none)" }
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes]) else {
            return String(describing: value)
        }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Pieces

    private func figure(kind: String, caption: String, body: String) -> String {
        // A short listing is kept whole on paper; a long one may break
        // across pages rather than leave most of a page blank.
        // The mark is on the <pre> (its caption never leaves it), so the
        // figure's opening tag stays the same for pages built on this one.
        let lines = body.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        var body = body
        if lines <= ChapterRenderer.shortListingLines, body.hasPrefix("<pre class=\"") {
            body = "<pre class=\"short " + body.dropFirst("<pre class=\"".count)
        }
        return "<figure class=\"listing \(kind)\"><figcaption>\(caption)</figcaption>\(body)</figure>\n"
    }

    /// Listings up to this many lines are never split across printed pages.
    static let shortListingLines = 20

    private func captionForLanguage(_ language: String) -> String {
        let shown = language.isEmpty ? "text" : language
        return "<span class=\"label\">\(HTML.escape(shown))</span>"
    }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

/// A command to type (HTML-escaped text), breakable only between its words.
func command(_ escaped: String) -> String {
    breakableInlineCode("<code>\(escaped)</code>").replacingOccurrences(of: "<code>", with: "<code class=\"command\">")
}

/// Markdown rendered as HTML, its inline code breakable between tokens.
func prose(_ markdown: String) -> String {
    breakableInlineCode(MarkdownHTML.render(markdown))
}

/// An exercise's title without a leading "Exercise:" (its heading's word),
/// since the callout's badge already says it.
func exerciseTitle(_ title: String) -> String {
    let trimmed = title.trimmingCharacters(in: .whitespaces)
    for prefix in ["Exercise:", "Exercise \u{2013}", "Exercise -"] where trimmed.lowercased().hasPrefix(prefix.lowercased()) {
        let rest = trimmed.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        guard let first = rest.first else { return trimmed }
        return first.uppercased() + rest.dropFirst()
    }
    return trimmed
}

/// Makes inline code (`<code>` without attributes, as cmark writes a
/// backticked span) wrap only between tokens: at its spaces and after `.`,
/// `/`, `_`, `(`, `,`, `:` and `=` (JSON, argument labels, a query
/// string), so `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase`
/// breaks between its parts and `--step` or `kebab-case` never at the
/// hyphen. Each piece is a `<span class="nobr">`, the break points `<wbr />`
/// between them; neither adds text, so copying the code gives it back as is.
func breakableInlineCode(_ html: String) -> String {
    guard html.contains("<code>") else { return html }
    var result = ""
    result.reserveCapacity(html.utf8.count + 64)
    var rest = Substring(html)
    while let open = rest.range(of: "<code>") {
        result += rest[..<open.upperBound]
        rest = rest[open.upperBound...]
        guard let close = rest.range(of: "</code>") else { break }
        let tokens = rest[..<close.lowerBound].split(separator: " ", omittingEmptySubsequences: false).map { token in
            var pieces: [String] = []
            var piece = ""
            for character in token {
                piece.append(character)
                // Never right after a leading mark: `.convertFromSnakeCase`
                // stays whole.
                if "./_(,:=".contains(character), piece.contains(where: { $0.isLetter || $0.isNumber }) {
                    pieces.append(piece)
                    piece = ""
                }
            }
            if !piece.isEmpty { pieces.append(piece) }
            return pieces.map { "<span class=\"nobr\">\($0)</span>" }.joined(separator: "<wbr />")
        }
        result += tokens.joined(separator: " ") + "</code>"
        rest = rest[close.upperBound...]
    }
    result += rest
    return result
}

/// The HTML between `<tag>` and `</tag>` in cmark's rendering of a heading.
func innerHTML(of html: String, tag: String) -> String {
    var text = Substring(html.trimmingCharacters(in: .whitespacesAndNewlines))
    if text.hasPrefix("<\(tag)>") { text = text.dropFirst(tag.count + 2) }
    if text.hasSuffix("</\(tag)>") { text = text.dropLast(tag.count + 3) }
    return String(text)
}
