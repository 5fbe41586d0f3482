import Foundation
import Grading
import Literate
import Markdown
import Sandbox
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
    var problem: String?
    /// The chapter's runnable steps (one per output block, in order), with
    /// the learner's answers as they are on disk now.
    var steps: [StepRunner.Step] = []
    /// The last run of each step of this chapter, by step number.
    var runs: [Int: RunRecord] = [:]
    /// The option last chosen in this page, by quiz key (`<chapter slug>/<quiz id>`).
    var quizChoices: [String: Int] = [:]
    var notices: [String: String] = [:]
    /// Notices for a step (`run-<n>`) or a quiz (`quiz-<id>`).
    var placeNotices: [String: String] = [:]

    func compose(_ html: String, chapter: Chapter?) -> String {
        var page = html
        let head = """
        <meta name="workbook-stamp" content="\(stamp)" />
        <link rel="stylesheet" href="_serve/serve.css" />
        <script src="_serve/serve.js" defer></script>
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
            top += "<p class=\"serve-intro\">Served by <code>./workbook serve</code>: each exercise has an editor that saves to <code>Exercises/&lt;id&gt;.swift</code> and a Check button. Edits made in another editor show here too.</p>\n"
            if let current = files.workspace.currentExercise() {
                top += "<p class=\"serve-continue\">Your exercise now: \(exerciseLink(current)) (the one you last edited or checked, or the next one after it when it passed).</p>\n"
            }
        }
        if !top.isEmpty { page = replacingFirst("<main id=\"content\">\n", in: page, with: "<main id=\"content\">\n" + top) }
        if let chapter {
            page = addingRunPanels(to: page, chapter: chapter)
            page = replacingQuizzes(in: page, chapter: chapter)
        }
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
        html += "<form class=\"serve-form\" method=\"post\" action=\"exercise/\(attr)\">\n"
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
            body += "<pre class=\"serve-report\" tabindex=\"0\">\(HTML.escape(report))</pre>\n"
            if result.passed, let next = files.workspace.nextExercise(after: id) {
                body += "<p class=\"serve-next\">Next: \(exerciseLink(next))</p>\n"
            }
        } else if verdicts[id] != nil {
            body += "<p class=\"serve-muted\">The answer changed on disk since its last check here. Check it again.</p>\n"
        } else if files.workspace.hasPassed(id) {
            status = "pass"
            body += "<p class=\"serve-passed\">\u{2713} This answer passed when it was last checked.</p>\n"
            if let next = files.workspace.nextExercise(after: id) {
                body += "<p class=\"serve-next\">Next: \(exerciseLink(next))</p>\n"
            }
        } else {
            body += "<p class=\"serve-muted\">Not checked yet.</p>\n"
        }
        html += " data-status=\"\(status)\">\n" + body + "</div>\n"
        return html
    }

    /// A link to an exercise's section, on its chapter's page.
    func exerciseLink(_ id: String) -> String {
        guard let chapter = course.chapter(forExercise: id) else { return "<code>\(HTML.escape(id))</code>" }
        return "<a href=\"\(SiteRenderer.pageFileName(of: chapter))#exercise-\(HTML.attribute(id))\"><code>\(HTML.escape(id))</code></a>"
    }

    // MARK: - Sidebar progress

    func progress(current: Chapter?) -> String {
        let workspace = files.workspace
        let passed = course.exercises.filter { workspace.hasPassed($0.id) }.count
        let state = workspace.loadState()
        let quizKeys = course.chapters.flatMap { chapter in chapter.quizzes.map { "\(chapter.slug)/\($0.quiz.id)" } }
        let right = quizKeys.filter { state.quizzes[$0] == true }.count
        var html = "<div class=\"serve-progress\">\n<p class=\"sidebar-title\">Progress: \(passed) of \(course.exercises.count) passed</p>\n"
        if !quizKeys.isEmpty {
            html += "<p class=\"serve-quiz-progress\">Quizzes: \(right) of \(quizKeys.count) answered right</p>\n"
        }
        html += "<ul>\n"
        // The exercise `./workbook check` would check now (README).
        let current = workspace.currentExercise()
        for exercise in course.exercises {
            guard let chapter = course.chapters.first(where: { $0.number == exercise.chapterNumber }) else { continue }
            let done = workspace.hasPassed(exercise.id)
            let mark = done ? "<span class=\"serve-mark done\" aria-label=\"passed\">\u{2713}</span>" : "<span class=\"serve-mark\" aria-label=\"not passed yet\">\u{25CB}</span>"
            let here = exercise.id == current
            html += "<li\(here ? " class=\"serve-current\"" : "")>\(mark) <a href=\"\(SiteRenderer.pageFileName(of: chapter))#exercise-\(HTML.attribute(exercise.id))\"\(here ? " aria-current=\"step\"" : "")><code>\(HTML.escape(exercise.id))</code></a>\(here ? " <span class=\"serve-current-label\">your exercise now</span>" : "")</li>\n"
        }
        return html + "</ul>\n</div>\n"
    }

    // MARK: - Runs

    /// After each output block (the Nth `output` figure is the Nth step,
    /// named as the chapter names it: `3`, `3.2`), a Run button and the
    /// step's last result.
    func addingRunPanels(to html: String, chapter: Chapter) -> String {
        guard !steps.isEmpty else { return html }
        let opening = "<figure class=\"listing output\">"
        var result = ""
        var rest = html[...]
        var number = 0
        while let start = rest.range(of: opening), let end = rest.range(of: "</figure>\n", range: start.upperBound..<rest.endIndex) {
            number += 1
            result += rest[..<end.upperBound]
            rest = rest[end.upperBound...]
            if let step = steps.first(where: { $0.number == number }) {
                result += runPanel(step, chapter: chapter)
            }
        }
        return result + rest
    }

    func runPanel(_ step: StepRunner.Step, chapter: Chapter) -> String {
        let id = step.name.slug
        var html = "<div class=\"serve-run\" id=\"run-\(id)\" data-step=\"\(step.name)\">\n"
        html += "<form class=\"serve-run-form\" method=\"post\" action=\"run/\(HTML.attribute(chapter.slug))/\(id)\">"
        html += "<button type=\"submit\" class=\"serve-run-button\">Run step \(step.name)</button> "
        let uses = step.exercises.map { "<code>Exercises/\(HTML.escape($0)).swift</code>" }
        html += "<span class=\"serve-muted\">the program as it stands here" + (uses.isEmpty ? "" : ", with your saved \(uses.joined(separator: ", "))") + "</span>"
        html += "</form>\n"
        html += runResult(step, record: runs[step.number], notice: placeNotices["run-\(id)"])
        return html + "</div>\n"
    }

    func runResult(_ step: StepRunner.Step, record: RunRecord?, notice: String?) -> String {
        var body = ""
        var status = "none"
        if let notice { body += "<p class=\"serve-notice\">\(HTML.escape(notice))</p>\n" }
        if let record {
            if record.filesDigest != RunRecord.digest(step.files) {
                body += "<p class=\"serve-muted\">An answer or the chapter changed since this step last ran here. Run it again.</p>\n"
            } else {
                let outcome = record.outcome
                switch outcome.kind {
                case let .compileFailed(failure):
                    status = "error"
                    body += "<p class=\"serve-run-verdict\">\u{2717} Step \(step.name) does not compile.</p>\n"
                    body += "<pre class=\"serve-report\" tabindex=\"0\">\(HTML.escape(RunReport.compileMessage(failure, step: step)))</pre>\n"
                case let .ran(result):
                    if let problem = RunReport.abnormalEnd(result) {
                        status = "fail"
                        body += "<p class=\"serve-run-verdict\">\u{2717} Step \(step.name): the program did not end normally: \(HTML.escape(problem)).</p>\n"
                        let stderr = CrashReport.withoutStackTrace(String(decoding: result.standardError, as: UTF8.self))
                        body += "<pre class=\"serve-report\" tabindex=\"0\">\(HTML.escape(outcome.printed + stderr.split(separator: "\n").prefix(6).joined(separator: "\n")))</pre>\n"
                    } else if outcome.matches {
                        status = "pass"
                        body += "<p class=\"serve-run-verdict\">\u{2713} Step \(step.name) prints what the chapter shows.</p>\n"
                        body += "<pre class=\"serve-report\" tabindex=\"0\"><samp>\(HTML.escape(outcome.printed))</samp></pre>\n"
                    } else {
                        status = "fail"
                        body += "<p class=\"serve-run-verdict\">\u{2717} Step \(step.name) prints something other than what the chapter shows: <span class=\"serve-diff-key\"><del>- expected (the chapter's output)</del> <ins>+ actual (what your program printed)</ins></span></p>\n"
                        body += "<pre class=\"serve-report serve-diff\" tabindex=\"0\">"
                        body += RunReport.diff(outcome).map { line -> String in
                            let text = HTML.escape(RunReport.diffText(line))
                            switch line {
                            case .expected: return "<del>\(text)</del>"
                            case .printed: return "<ins>\(text)</ins>"
                            case .same, .skipped: return "<span>\(text)</span>"
                            }
                        }.joined(separator: "\n")
                        body += "</pre>\n"
                    }
                }
            }
        }
        return "<div class=\"serve-run-result\" id=\"run-result-\(step.name.slug)\" role=\"status\" aria-live=\"polite\" data-status=\"\(status)\">\n\(body)</div>\n"
    }

    // MARK: - Quizzes

    /// Each quiz becomes a form: choose an option, answer, see right or
    /// wrong and the explanation (the static page's "Show the answer" goes).
    func replacingQuizzes(in html: String, chapter: Chapter) -> String {
        var page = html
        for (_, quiz) in chapter.quizzes {
            let opening = "<aside class=\"quiz\" id=\"quiz-\(HTML.escape(quiz.id))\">"
            guard let start = page.range(of: opening), let end = page.range(of: "</aside>", range: start.upperBound..<page.endIndex) else { continue }
            page.replaceSubrange(start.lowerBound..<end.upperBound, with: quizPanel(quiz, chapter: chapter))
        }
        return page
    }

    func quizPanel(_ quiz: Quiz, chapter: Chapter) -> String {
        let key = "\(chapter.slug)/\(quiz.id)"
        let id = HTML.attribute(quiz.id)
        let chosen = quizChoices[key]
        var html = "<aside class=\"quiz serve-quiz\" id=\"quiz-\(id)\">"
        html += "<form class=\"serve-quiz-form\" method=\"post\" action=\"quiz/\(HTML.attribute(chapter.slug))/\(id)\">\n"
        html += "<fieldset aria-labelledby=\"quiz-question-\(id)\"><div class=\"quiz-question\" id=\"quiz-question-\(id)\">\(MarkdownHTML.render(quiz.question))</div>\n"
        html += "<ol class=\"quiz-options\" type=\"A\">\n"
        for (index, option) in quiz.options.enumerated() {
            let letter = String(Quiz.letters[index])
            var classes = ""
            if let chosen, index == chosen || index == quiz.correctIndex {
                classes = index == quiz.correctIndex ? " class=\"right\"" : " class=\"wrong\""
            }
            html += "<li\(classes)><label><input type=\"radio\" name=\"choice\" value=\"\(letter)\" required\(chosen == index ? " checked" : "")> "
            html += "<span class=\"serve-letter\">\(letter)</span> \(inlineMarkdown(option.text))</label></li>\n"
        }
        html += "</ol>\n<button type=\"submit\" class=\"serve-quiz-answer\">Answer</button></fieldset></form>\n"
        html += quizResult(quiz, key: key, chosen: chosen, notice: placeNotices["quiz-\(quiz.id)"])
        return html + "</aside>"
    }

    func quizResult(_ quiz: Quiz, key: String, chosen: Int?, notice: String?) -> String {
        var body = ""
        var status = "none"
        if let notice { body += "<p class=\"serve-notice\">\(HTML.escape(notice))</p>\n" }
        let correct = quiz.correctIndex
        if let chosen {
            let letter = Quiz.letters[chosen], right = Quiz.letters[correct]
            if chosen == correct {
                status = "right"
                body += "<p class=\"serve-quiz-verdict\">\u{2713} Right: \(letter), \(inlineMarkdown(quiz.options[chosen].text)).</p>\n"
            } else {
                status = "wrong"
                body += "<p class=\"serve-quiz-verdict\">\u{2717} Not quite: the program prints \(inlineMarkdown(quiz.options[correct].text)) (option \(right)), not \(inlineMarkdown(quiz.options[chosen].text)) (option \(letter)).</p>\n"
            }
            if !quiz.explanation.isEmpty {
                body += "<div class=\"serve-quiz-explanation\">\(MarkdownHTML.render(quiz.explanation))</div>\n"
            }
        } else if let earlier = files.workspace.loadState().quizzes[key] {
            body += earlier ? "<p class=\"serve-muted\">You answered this one right before.</p>\n"
                : "<p class=\"serve-muted\">Your last answer to this one was not right. Try again.</p>\n"
        }
        return "<div class=\"serve-quiz-result\" id=\"quiz-result-\(HTML.attribute(quiz.id))\" role=\"status\" aria-live=\"polite\" data-status=\"\(status)\">\n\(body)</div>\n"
    }

    /// One option's Markdown as inline HTML (without the paragraph around it).
    func inlineMarkdown(_ text: String) -> String {
        var html = MarkdownHTML.render(text).trimmingCharacters(in: .whitespacesAndNewlines)
        if html.hasPrefix("<p>"), html.hasSuffix("</p>") { html = String(html.dropFirst(3).dropLast(4)) }
        return html
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
