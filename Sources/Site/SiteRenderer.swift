import Foundation
import Workers
import Literate
import Markdown
import Markup

/// What a render wrote.
public struct SiteReport: Sendable {
    /// Every HTML page written, index first.
    public let pages: [URL]
    /// Asset files written beside the pages (the stylesheet, the script,
    /// the search index).
    public let assets: [URL]
    /// How long rendering and writing took.
    public let duration: Duration
    /// Problems that did not stop the render (a missing reference answer in
    /// instructor mode), each naming the file and what to do.
    public let warnings: [String]

    public var pagesWritten: Int { pages.count }
}

public enum SiteError: Error, CustomStringConvertible {
    case missingAsset(name: String)
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .missingAsset(name):
            "Sources/Site/Assets/\(name): error: the stylesheet is missing from the built resources; rebuild the package (swift build) and render again"
        case let .cannotWrite(path, reason):
            "\(path): error: cannot write the site (\(reason)); check that the folder is writable or pass another --output"
        }
    }
}

/// One rendered page: its file name in the site folder and its HTML.
public struct SitePage: Sendable {
    public let fileName: String
    public let title: String
    public let html: String
}

/// Renders the course as a static website that works offline: an index
/// page, one page per chapter, and one stylesheet, linked relatively so the
/// site opens straight from the disk.
public struct SiteRenderer: Sendable {
    public let course: Course
    public let instructor: Bool
    /// The course's name, shown on every page.
    public var courseTitle = "The Codable Workbook"

    /// The folder (inside the site) that holds the stylesheet and scripts.
    static let assetsFolder = "assets"
    static let stylesheet = "workbook.css"
    static let script = "workbook.js"
    static let searchScript = "search-index.js"
    /// The search index as plain JSON, beside the pages.
    static let searchJSON = "search-index.json"
    /// Every chapter on one page, for printing.
    static let printPage = "print.html"

    public init(course: Course, instructor: Bool = false) {
        self.course = course
        self.instructor = instructor
    }

    /// Writes the site into `directory` (created if needed): `index.html`,
    /// one `NN-slug.html` per chapter, `print.html`, `search-index.json`
    /// and `assets/` (the stylesheet, the script and the search index as a
    /// script).
    public func render(to directory: URL) throws -> SiteReport {
        let clock = ContinuousClock()
        let start = clock.now
        let (pages, warnings) = renderPages()
        let manager = FileManager.default
        var written: [URL] = []
        var assets: [URL] = []
        do {
            let assetsDirectory = directory.appendingPathComponent(Self.assetsFolder, isDirectory: true)
            try manager.createDirectory(at: assetsDirectory, withIntermediateDirectories: true)
            let index = try SearchIndex(course: course).json()
            let files: [(URL, Data)] = [
                (assetsDirectory.appendingPathComponent(Self.stylesheet), Data(try Self.stylesheetText().utf8)),
                (assetsDirectory.appendingPathComponent(Self.script), Data(try Self.assetText(Self.script).utf8)),
                (assetsDirectory.appendingPathComponent(Self.searchScript), SearchIndex.script(json: index)),
                (directory.appendingPathComponent(Self.searchJSON), index),
            ]
            for (url, data) in files {
                try data.write(to: url, options: .atomic)
                assets.append(url)
            }
            for page in pages {
                let url = directory.appendingPathComponent(page.fileName)
                try Data(page.html.utf8).write(to: url, options: .atomic)
                written.append(url)
            }
        } catch let error as SiteError {
            throw error
        } catch {
            throw SiteError.cannotWrite(path: directory.path, reason: error.localizedDescription)
        }
        return SiteReport(pages: written, assets: assets, duration: clock.now - start, warnings: warnings)
    }

    /// Every page of the site, index first and the whole-course print page
    /// last, without touching the disk.
    public func renderPages() -> (pages: [SitePage], warnings: [String]) {
        // Chapters are independent: render them side by side (parsing
        // Swift for highlighting is most of the work).
        let chapters = course.chapters
        // A main thread's stack for swift-syntax's reading of each chapter.
        var pool = WorkerPool(workers: ProcessInfo.processInfo.activeProcessorCount)
        pool.stackSize = 8 << 20
        let rendered = pool.map(Array(chapters.indices)) { position, _ in
            let chapter = chapters[position]
            var renderer = ChapterRenderer(chapter: chapter, exercises: course.exercises, instructor: instructor,
                                           solutionsDirectory: course.solutionsDirectory)
            let body = renderer.render()
            let page = SitePage(fileName: Self.fileName(of: chapter), title: chapter.title,
                                html: chapterPage(chapter, at: position, body: body))
            return (page: page, body: body, warnings: renderer.warnings)
        }
        let index = SitePage(fileName: "index.html", title: courseTitle, html: indexPage())
        let print = SitePage(fileName: Self.printPage, title: courseTitle, html: printPage(bodies: rendered.map(\.body)))
        return ([index] + rendered.map(\.page) + [print], rendered.flatMap(\.warnings))
    }

    /// The page of a chapter: `Chapters/01-rays-books.md` → `01-rays-books.html`.
    static func fileName(of chapter: Chapter) -> String {
        let base = (chapter.path as NSString).lastPathComponent
        let stem = base.hasSuffix(".md") ? String(base.dropLast(3)) : base
        return stem.isEmpty ? String(format: "%02d-%@.html", chapter.number, chapter.slug) : stem + ".html"
    }

    /// The stylesheet shipped in the module's resources.
    static func stylesheetText() throws -> String { try assetText(stylesheet) }

    /// A file shipped in the module's resources (`Sources/Site/Assets`).
    static func assetText(_ name: String) throws -> String {
        guard let folder = Bundle.module.url(forResource: "Assets", withExtension: nil),
              let text = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        else { throw SiteError.missingAsset(name: name) }
        return text
    }

    // MARK: - Pages

    private func indexPage() -> String {
        var main = "<header class=\"chapter-title\"><p class=\"eyebrow\">A literate Swift workbook</p><h1>\(HTML.escape(courseTitle))</h1></header>\n"
        let words = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve"]
        let count = course.chapters.count < words.count ? words[course.chapters.count] : "\(course.chapters.count)"
        main += """
        <p class="lead">\(count) chapter\(course.chapters.count == 1 ? "" : "s") and \(course.exercises.count) exercises about Swift's <code>Codable</code>, from decoding a list of books to
        shaping exactly the JSON you send. Every chapter is a program you grow one step at a time: run it
        after each step and compare what it prints with the output shown on the page. Each output is labelled
        with its step: <code>./workbook run &lt;chapter&gt; --step 3.2</code> is the second output of Step 3.</p>

        """
        main += "<h2 id=\"chapters\">Chapters</h2>\n<ol class=\"chapter-list\">\n"
        for chapter in course.chapters {
            main += "<li><a href=\"\(Self.fileName(of: chapter))\"><span class=\"number\">\(chapter.number)</span> \(HTML.escape(chapter.title))</a>"
            if let blurb = blurb(of: chapter) { main += "<p>\(HTML.escape(blurb))</p>" }
            main += "</li>\n"
        }
        main += "</ol>\n"
        main += "<h2 id=\"exercises\">Exercises</h2>\n"
        main += "<p>Each exercise is checked on the case its chapter shows and on hidden cases. Write your answer in <code>Exercises/&lt;id&gt;.swift</code>, then run \(command("./workbook check &lt;id&gt;")).</p>\n"
        main += "<div class=\"table-scroll\"><table class=\"exercise-list\"><thead><tr><th>Exercise</th><th>Id</th><th>Chapter</th></tr></thead><tbody>\n"
        for exercise in course.exercises {
            let chapter = course.chapters.first { $0.number == exercise.chapterNumber }
            let link = chapter.map { "\(Self.fileName(of: $0))#exercise-\(HTML.attribute(exercise.id))" }
            let title = HTML.escape(exerciseTitle(exercise.title))
            main += "<tr><td>" + (link.map { "<a href=\"\($0)\">\(title)</a>" } ?? title) + "</td>"
            main += "<td><code>\(HTML.escape(exercise.id))</code></td>"
            main += "<td>" + (chapter.map { "\($0.number)<span class=\"chapter-name\">. \(HTML.escape($0.title))</span>" } ?? "\(exercise.chapterNumber)") + "</td></tr>\n"
        }
        main += "</tbody></table></div>\n"
        let next = course.chapters.first.map { pagerLink($0, rel: "next", label: "Start reading") } ?? ""
        main += "<nav class=\"pager\" aria-label=\"Next page\"><span></span>\(next)</nav>\n"
        return page(title: courseTitle, current: nil, main: main)
    }

    /// Every chapter on one page, each starting a new sheet when printed.
    /// Ids and in-page links get the chapter's prefix (`c2-`), so two
    /// chapters' "step-one" stay apart; links to a chapter's page or a
    /// place in it point inside this page instead.
    private func printPage(bodies: [String]) -> String {
        var main = "<header class=\"chapter-title\"><p class=\"eyebrow\">The whole course on one page</p><h1>\(HTML.escape(courseTitle))</h1></header>\n"
        main += "<p class=\"lead print-note\">Every chapter in order, for printing (hints are printed unfolded) or for reading straight through.</p>\n"
        main += "<ol class=\"chapter-list\">\n"
        for chapter in course.chapters {
            main += "<li><a href=\"#chapter-\(chapter.number)\"><span class=\"number\">\(chapter.number)</span> \(HTML.escape(chapter.title))</a></li>\n"
        }
        main += "</ol>\n"
        for (chapter, body) in zip(course.chapters, bodies) {
            main += "<article class=\"print-chapter\" id=\"chapter-\(chapter.number)\">\n\(printable(body, chapter: chapter))</article>\n"
        }
        return page(title: "\(courseTitle) \u{2013} the whole course", current: nil, main: main, bodyClass: "print-page")
    }

    /// ` id="…"` and ` href="…"` attributes, rewritten in one pass.
    private static let idOrLink = try! NSRegularExpression(pattern: #" (id|href)="([^"]*)""#)

    private func printable(_ body: String, chapter: Chapter) -> String {
        let numbers = Dictionary(course.chapters.map { (Self.fileName(of: $0), $0.number) }, uniquingKeysWith: { first, _ in first })
        let text = body as NSString
        var html = ""
        html.reserveCapacity(body.utf8.count + 4096)
        var last = 0
        for match in Self.idOrLink.matches(in: body, range: NSRange(location: 0, length: text.length)) {
            html += text.substring(with: NSRange(location: last, length: match.range.location - last))
            last = match.range.location + match.range.length
            let name = text.substring(with: match.range(at: 1))
            let value = text.substring(with: match.range(at: 2))
            var rewritten = value
            if name == "id" {
                rewritten = "c\(chapter.number)-\(value)"
            } else if value.hasPrefix("#") {
                rewritten = "#c\(chapter.number)-\(value.dropFirst())"
            } else {
                let parts = value.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                if let number = numbers[String(parts[0])] {
                    rewritten = parts.count == 2 && !parts[1].isEmpty ? "#c\(number)-\(parts[1])" : "#chapter-\(number)"
                }
            }
            html += " \(name)=\"\(rewritten)\""
        }
        html += text.substring(from: last)
        return html
    }

    private func chapterPage(_ chapter: Chapter, at position: Int, body: String) -> String {
        var main = body
        let previous = position > 0
            ? pagerLink(course.chapters[position - 1], rel: "prev", label: "Previous")
            : "<a class=\"prev\" rel=\"prev\" href=\"index.html\"><span class=\"direction\">Previous</span> Contents</a>"
        let next = position + 1 < course.chapters.count
            ? pagerLink(course.chapters[position + 1], rel: "next", label: "Next")
            : "<span></span>"
        main += "<nav class=\"pager\" aria-label=\"Previous and next chapters\">\(previous)\(next)</nav>\n"
        return page(title: "\(chapter.number). \(chapter.title) \u{2013} \(courseTitle)", current: chapter, main: main)
    }

    private func pagerLink(_ chapter: Chapter, rel: String, label: String) -> String {
        "<a class=\"\(rel)\" rel=\"\(rel)\" href=\"\(Self.fileName(of: chapter))\"><span class=\"direction\">\(label)</span> \(chapter.number). \(HTML.escape(chapter.title))</a>"
    }

    /// The first paragraph after a chapter's title, shortened.
    private func blurb(of chapter: Chapter) -> String? {
        guard let paragraph = chapter.document.blocks.first(where: { $0.kind == .paragraph }) else { return nil }
        let text = paragraph.text
        guard text.count > 220 else { return text }
        let cut = text.prefix(220)
        // Whole sentences when they fit, else whole words and an ellipsis.
        if let stop = cut.range(of: ". ", options: .backwards), cut.distance(from: cut.startIndex, to: stop.lowerBound) > 60 {
            return String(cut[...stop.lowerBound])
        }
        let end = cut.lastIndex(of: " ") ?? cut.endIndex
        return String(cut[..<end]).trimmingCharacters(in: .punctuationCharacters) + "\u{2026}"
    }

    private func sidebar(current: Chapter?) -> String {
        var html = "<nav id=\"contents\" class=\"sidebar\" aria-label=\"Contents\">\n"
        html += "<p class=\"sidebar-title\"><a href=\"index.html\">Contents</a></p>\n<ol class=\"toc\">\n"
        let ids = course.exercises.map(\.id)
        for chapter in course.chapters {
            let isCurrent = current?.number == chapter.number && current?.path == chapter.path
            let aria = isCurrent ? " aria-current=\"page\"" : ""
            html += "<li\(isCurrent ? " class=\"current\"" : "")><a href=\"\(Self.fileName(of: chapter))\"\(aria)><span class=\"number\">\(chapter.number)</span> \(HTML.escape(chapter.title))</a>"
            if isCurrent {
                let sections = sectionHeadings(of: chapter, exerciseIDs: ids).filter { $0.level == 2 }
                if !sections.isEmpty {
                    html += "\n<ol class=\"sections\">\n"
                    for section in sections {
                        html += "<li><a href=\"#\(section.anchor)\">\(HTML.escape(section.text))</a></li>\n"
                    }
                    html += "</ol>"
                }
            }
            html += "</li>\n"
        }
        html += "</ol>\n</nav>\n"
        return html
    }

    private func page(title: String, current: Chapter?, main: String, bodyClass: String? = nil) -> String {
        let banner = instructor
            ? "<p class=\"instructor-banner\">Instructor edition: reference answers and hidden cases are shown. Do not share with learners.</p>\n"
            : ""
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>\(HTML.escape(title))</title>
        <link rel="stylesheet" href="\(Self.assetsFolder)/\(Self.stylesheet)" />
        <script src="\(Self.assetsFolder)/\(Self.script)" defer="defer"></script>
        </head>
        <body class="\(bodyClass ?? (current == nil ? "index" : "chapter"))\(instructor ? " instructor-edition" : "")">
        <a class="skip" href="#content">Skip to the text</a>
        <header class="site-header" id="top">
        <a class="site-title" href="index.html">\(HTML.escape(courseTitle))</a>
        <form class="search" role="search" hidden="hidden" data-index="\(Self.assetsFolder)/\(Self.searchScript)">
        <label class="visually-hidden" for="search-field">Search the course</label>
        <input id="search-field" type="search" placeholder="Search (press /)" spellcheck="false" />
        <div class="search-results" hidden="hidden" aria-live="polite"></div>
        </form>
        <a class="print-link" href="\(Self.printPage)">Whole course</a>
        </header>
        \(banner)<div class="layout">
        \(sidebar(current: current))<main id="content">
        \(main)</main>
        </div>
        <footer class="site-footer"><p>Rendered from the workbook's chapters. Run any step with your own answers with <code>./workbook run &lt;chapter&gt; --step &lt;step&gt;</code> (the step each output is labelled with); check answers with <code>./workbook check</code>.</p></footer>
        </body>
        </html>

        """
    }
}
