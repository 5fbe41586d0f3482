import Foundation
import Grading
import Literate
import Markdown
import Site

/// Turns a page of the static site into a served one: the same HTML, plus an
/// editor panel inside each exercise's section, hints one at a time instead
/// of all folded in the page, progress in the sidebar, and the server's own
/// stylesheet and script. Everything added is new markup; the site's own is
/// left as rendered.
struct PageComposer {
    let course: Course
    let files: AnswerFiles
    let verdicts: [String: WorkbookService.Verdict]
    let stamp: String
    let problem: String?
    let steps: [RunnableStep]
    var notices: [String: String] = [:]

    func compose(_ html: String, chapter: Chapter?) -> String {
        var page = html
        let head = """
        <meta name="workbook-stamp" content="\(stamp)" />
        <link rel="stylesheet" href="/_serve/serve.css" />
        <script src="/_serve/serve.js" defer></script>
        </head>
        """
        page = replacingFirst("</head>", in: page, with: head)
        page = removingBlocks(from: page, opening: "<details class=\"hint\">", closing: "</details>")
        for id in chapter?.exerciseIDs ?? [] {
            guard let section = page.range(of: "<section class=\"exercise\" id=\"exercise-\(HTML.attribute(id))\""),
                  let end = page.range(of: "</section>", range: section.upperBound..<page.endIndex) else { continue }
            page.insert(contentsOf: panel(for: id, notice: notices[id]), at: end.lowerBound)
        }
        if let nav = page.range(of: "<nav id=\"contents\""), let end = page.range(of: "</nav>", range: nav.upperBound..<page.endIndex) {
            page.insert(contentsOf: progress(current: chapter), at: end.lowerBound)
        }
        var top = ""
        if let problem { top += "<p class=\"serve-problem\" role=\"alert\">\(HTML.escape(problem))</p>\n" }
        if chapter == nil {
            top += "<p class=\"serve-intro\">Served by <code>workbook serve</code>: each exercise has an editor that saves to <code>Exercises/&lt;id&gt;.swift</code> and a Check button. Edits made in another editor show here too.</p>\n"
        }
        if !top.isEmpty { page = replacingFirst("<main id=\"content\">\n", in: page, with: "<main id=\"content\">\n" + top) }
        if let chapter, !steps.isEmpty { page = replacingFirst("<nav class=\"pager\"", in: page, with: runs(chapter) + "<nav class=\"pager\"") }
        return page
    }

    // MARK: - Exercise panel

    func panel(for id: String, notice: String?) -> String {
        let attr = HTML.attribute(id)
        let (text, saved) = files.editorText(for: id)
        let rows = min(max(text.split(separator: "\n", omittingEmptySubsequences: false).count + 1, 8), 40)
        let hints = course.chapter(forExercise: id)?.hints(for: id) ?? []
        let workspace = files.workspace
        let shown = min(workspace.loadState().hintsShown[id] ?? 0, hints.count)
        var html = "<div class=\"serve-panel\" id=\"panel-\(attr)\" data-exercise=\"\(attr)\">\n"
        html += "<form class=\"serve-form\" method=\"post\" action=\"/exercise/\(attr)\">\n"
        html += "<label class=\"serve-label\" for=\"editor-\(attr)\"><span class=\"file\">Exercises/\(HTML.escape(id)).swift</span> "
        html += saved ? "<span class=\"note\">your answer, as saved on disk</span>" : "<span class=\"note\">not created yet: the starter stub; Save or Check creates the file</span>"
        html += "</label>\n"
        html += "<textarea id=\"editor-\(attr)\" class=\"serve-editor\" name=\"answer\" rows=\"\(rows)\" spellcheck=\"false\" autocapitalize=\"off\" autocomplete=\"off\" autocorrect=\"off\" wrap=\"off\">\(HTML.escape(text))</textarea>\n"
        html += "<div class=\"serve-actions\">"
        html += "<button type=\"submit\" name=\"action\" value=\"check\" class=\"serve-check\" aria-keyshortcuts=\"Control+Enter Meta+Enter\">Check</button> "
        html += "<button type=\"submit\" name=\"action\" value=\"save\" class=\"serve-save\">Save</button> "
        if shown < hints.count {
            html += "<button type=\"submit\" name=\"action\" value=\"hint\" class=\"serve-hint\">Show hint \(shown + 1) of \(hints.count)</button>"
        } else if !hints.isEmpty {
            html += "<span class=\"serve-muted\">All \(hints.count) hints shown.</span>"
        }
        html += "<span class=\"serve-keys\">Ctrl+Enter checks; Tab indents; Esc, then Tab, leaves the editor.</span>"
        html += "</div>\n</form>\n"
        html += verdict(for: id, currentText: saved ? text : nil, notice: notice)
        if shown > 0 {
            html += "<div class=\"serve-hints\">\n"
            for (index, hint) in hints.prefix(shown).enumerated() {
                html += "<div class=\"serve-hint-body\"><p class=\"serve-hint-title\">Hint \(index + 1) of \(hints.count)</p>\(MarkdownHTML.render(hint.code))</div>\n"
            }
            html += "</div>\n"
        }
        return html + "</div>\n"
    }

    func verdict(for id: String, currentText: String?, notice: String?) -> String {
        var html = "<div class=\"serve-verdict\" id=\"verdict-\(HTML.attribute(id))\" role=\"status\" aria-live=\"polite\""
        var body = ""
        var status = "none"
        if let notice { body += "<p class=\"serve-notice\">\(HTML.escape(notice))</p>\n" }
        if let verdict = verdicts[id], let currentText, verdict.text == currentText {
            let result = verdict.result
            status = result.passed ? "pass" : (result.status == .compileError ? "error" : "fail")
            let hints = course.chapter(forExercise: id)?.hints(for: id).count ?? 0
            let left = hints - (files.workspace.loadState().hintsShown[id] ?? 0)
            let report = HumanReport(style: TerminalStyle(enabled: false)).render(result, hintsLeft: max(0, left))
            body += "<pre class=\"serve-report\">\(HTML.escape(report))</pre>\n"
        } else if verdicts[id] != nil {
            body += "<p class=\"serve-muted\">The answer changed on disk since its last check here. Check it again.</p>\n"
        } else if files.workspace.hasPassed(id) {
            status = "pass"
            body += "<p class=\"serve-passed\">\u{2713} This answer passed when it was last checked.</p>\n"
        } else {
            body += "<p class=\"serve-muted\">Not checked yet.</p>\n"
        }
        html += " data-status=\"\(status)\">\n" + body + "</div>\n"
        return html
    }

    // MARK: - Sidebar progress

    func progress(current: Chapter?) -> String {
        let workspace = files.workspace
        let passed = course.exercises.filter { workspace.hasPassed($0.id) }.count
        var html = "<div class=\"serve-progress\">\n<p class=\"sidebar-title\">Progress: \(passed) of \(course.exercises.count) passed</p>\n<ul>\n"
        for exercise in course.exercises {
            guard let chapter = course.chapters.first(where: { $0.number == exercise.chapterNumber }) else { continue }
            let done = workspace.hasPassed(exercise.id)
            let mark = done ? "<span class=\"serve-mark done\" aria-label=\"passed\">\u{2713}</span>" : "<span class=\"serve-mark\" aria-label=\"not passed yet\">\u{25CB}</span>"
            html += "<li>\(mark) <a href=\"/\(SiteRenderer.pageFileName(of: chapter))#exercise-\(HTML.attribute(exercise.id))\"><code>\(HTML.escape(exercise.id))</code></a></li>\n"
        }
        return html + "</ul>\n</div>\n"
    }

    // MARK: - Runs (when a step runner exists)

    func runs(_ chapter: Chapter) -> String {
        var html = "<section class=\"serve-runs\" aria-label=\"Run the program\"><h2>Run the program</h2>\n<ul>\n"
        for step in steps {
            html += "<li><form method=\"post\" action=\"/run/\(HTML.attribute(chapter.slug))/\(HTML.attribute(step.id))\"><button type=\"submit\">Run</button> \(HTML.escape(step.title))</form></li>\n"
        }
        return html + "</ul>\n</section>\n"
    }

    // MARK: - Text surgery

    func replacingFirst(_ target: String, in text: String, with replacement: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    func removingBlocks(from text: String, opening: String, closing: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: opening), let end = rest.range(of: closing, range: start.upperBound..<rest.endIndex) {
            result += rest[..<start.lowerBound]
            rest = rest[end.upperBound...]
            if rest.hasPrefix("\n") { rest = rest.dropFirst() }
        }
        return result + rest
    }
}

/// The site's own escaping, so served markup and rendered markup agree.
enum HTML {
    static func escape(_ text: some StringProtocol) -> String { SiteRenderer.escapeHTML(String(text)) }
    static func attribute(_ text: some StringProtocol) -> String { SiteRenderer.escapeHTML(String(text)) }
}
