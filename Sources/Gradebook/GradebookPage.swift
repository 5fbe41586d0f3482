import Classroom
import Foundation
import Markup

/// The gradebook as one self-contained HTML page: no scripts, no external
/// resources, readable offline, on a phone and in print, light or dark.
/// Every name and sentence from the reports is escaped by the shared
/// writer (`HTML`).
public enum GradebookPage {
    /// `links[assignment]`: the similarity report's address relative to the
    /// page (nil: none). `sources`: how the page names each grades.json.
    public static func html(_ gradebook: Gradebook, statistics: GradebookStatistics, similarityLinks: [String?], sources: [String]) -> String {
        let title = gradebook.assignments.count == 1 ? "Gradebook: \(gradebook.assignments[0].title)" : "Gradebook: \(gradebook.assignments.count) assignments"
        var body: HTML = "<header><p class=\"eyebrow\">Codable Workbook</p><h1>\(title)</h1>\n"
        body += "<p class=\"lead\">\(count(gradebook.people.count, "student")) on the roster\(gradebook.unknown.isEmpty ? "" : ", \(count(gradebook.unknown.count, "folder")) not on it"); \(count(gradebook.assignments.count, "assignment")), \(CanvasGradebook.score(gradebook.assignments.map(\.points).reduce(0, +))) points in all.</p></header>\n"
        body += "<main>\n"
        if !gradebook.warnings.isEmpty {
            let items = gradebook.warnings.map { HTML.element("li", [:], HTML(text: $0)) }
            body += "<section id=\"warnings\" class=\"warnings\" aria-labelledby=\"warnings-title\"><h2 id=\"warnings-title\">Check these</h2><ul>\(items)</ul></section>\n"
        }
        body += assignmentsSection(gradebook, statistics, similarityLinks)
        body += histogramSection(statistics, students: gradebook.people.count)
        body += rulesSection(statistics)
        body += exercisesSection(gradebook, statistics)
        body += studentsSection(gradebook)
        body += unknownSection(gradebook)
        body += "</main>\n"
        let files = sources.map { HTML.element("code", [:], HTML(text: $0)) }
        body += "<footer><p>Written by <code>./workbook gradebook</code> from \(HTML.joined(files, separator: ", ")). The grades.json files are the record; this page and canvas.csv are made from them.</p></footer>\n"
        let page: HTML = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>\(title)</title>
        <style>
        \(HTML(trusted: stylesheet))
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
        return page.rendered
    }

    // MARK: Sections

    static func assignmentsSection(_ gradebook: Gradebook, _ statistics: GradebookStatistics, _ links: [String?]) -> HTML {
        var rows: [HTML] = []
        for (column, assignment) in gradebook.assignments.enumerated() {
            let counts = statistics.counts[column]
            var name: HTML = "<strong>\(assignment.title)</strong> <code>\(assignment.id)</code>"
            if let canvas = assignment.canvasID { name += " <span class=\"muted\">Canvas \(canvas)</span>" }
            if let link = links[column] { name += "<br />" + HTML.element("a", ["href": link, "class": "similarity"], "similarity report") }
            var late: HTML = "\(counts.late)"
            // A refusal is "past the cutoff" only where there is a cutoff;
            // without a [late] section every late hand-in gets 0.
            if counts.refused > 0 {
                let policy = assignment.report.assignment?.late
                let why: HTML = policy == nil ? "given 0: no late work" : policy?.cutoff == nil ? "given 0" : "past the cutoff"
                late += "<br /><span class=\"muted small\">\(counts.refused) \(why)</span>"
            }
            if counts.lateUnknown > 0 { late += "<br /><span class=\"muted small\">\(counts.lateUnknown) not known</span>" }
            rows.append("""
            <tr><th scope="row">\(name)</th><td>\(due(assignment.due))</td><td class="num">\(CanvasGradebook.score(assignment.points))</td>\
            <td class="num">\(counts.students)</td><td class="num">\(counts.submitted)</td><td class="num late-count">\(late)</td>\
            <td class="num missing-count">\(counts.missing)</td><td class="num">\(counts.extended)</td><td class="num">\(counts.unknown)</td>\
            <td class="num">\(percent(counts.meanPercent / 100))</td><td class="num">\(percent(counts.medianPercent / 100))</td></tr>

            """)
        }
        return """
        <section id="assignments" aria-labelledby="assignments-title"><h2 id="assignments-title">Assignments</h2>
        <div class="scroll"><table>
        <thead><tr><th scope="col">Assignment</th><th scope="col">Due</th><th scope="col" class="num">Points</th><th scope="col" class="num">Roster</th>\
        <th scope="col" class="num">Handed in</th><th scope="col" class="num">Late</th><th scope="col" class="num" title="roster students who handed in nothing">Missing</th>\
        <th scope="col" class="num">Extended</th><th scope="col" class="num">Not on roster</th><th scope="col" class="num">Mean</th>\
        <th scope="col" class="num">Median</th></tr></thead>
        <tbody>
        \(rows)</tbody></table></div>
        </section>

        """
    }

    static func histogramSection(_ statistics: GradebookStatistics, students: Int) -> HTML {
        let highest = max(1, statistics.histogram.map(\.count).max() ?? 1)
        var bars: [HTML] = []
        for bin in statistics.histogram {
            let label = bin.upper == 100 ? "\(bin.lower)–100" : "\(bin.lower)–\(bin.upper - 1)"
            let height = bin.count == 0 ? 0 : max(2, Int((100 * Double(bin.count) / Double(highest)).rounded()))
            let students = bin.count == 1 ? "1 student" : "\(bin.count) students"
            bars.append("""
            <li class="bin" data-count="\(bin.count)"><span class="count">\(bin.count)</span>\
            <span class="bar" style="height: \(height)%" title="\(students) scored \(label) %"></span>\
            <span class="range">\(label)</span></li>

            """)
        }
        return """
        <section id="histogram" aria-labelledby="histogram-title"><h2 id="histogram-title">Totals</h2>
        <p>Each student's total over the assignments they are in, as a percentage of the points possible there.</p>
        <figure><ol class="histogram" aria-label="Number of students per range of total score, in percent">
        \(bars)</ol><figcaption>Total score (%) — \(count(students, "student"))</figcaption></figure>
        </section>

        """
    }

    static func rulesSection(_ statistics: GradebookStatistics) -> HTML {
        var section: HTML = """
        <section id="rules" aria-labelledby="rules-title"><h2 id="rules-title">Rules the class fails most</h2>
        <p>Every hidden case checks one numbered rule of its exercise's task. A rule is failed by an answer when one of its cases did not pass; \
        answers that were missing or did not compile are not counted.</p>

        """
        if statistics.rules.isEmpty {
            section += "<p class=\"none\">No rule was failed by any answer that ran.</p>\n</section>\n"
            return section
        }
        var items: [HTML] = []
        for rule in statistics.rules.prefix(12) {
            var item: HTML = "<li><p><strong class=\"rule\">\(rule.exercise) rule \(rule.rule): failed by \(percent(rule.rate))</strong> "
            item += "<span class=\"muted\">(\(rule.failed) of \(count(rule.answers, "answer")))</span></p>"
            // The chapter's sentence whole: its `code` spans as code, the
            // rest as text (a "<minutes>" in it is shown, not dropped as HTML).
            if let text = rule.text { item += "<blockquote><p>\(HTML(inlineMarkdown: text))</p></blockquote>" }
            if !rule.students.isEmpty {
                let names = HTML.joined(rule.students.map { HTML(text: $0) }, separator: ", ")
                item += "<details class=\"who\"><summary>\(count(rule.students.count, "student")) failing it</summary><p>\(names)</p></details>"
            }
            item += "<span class=\"meter\" aria-hidden=\"true\"><span style=\"width: \(Int((rule.rate * 100).rounded()))%\"></span></span></li>\n"
            items.append(item)
        }
        section += "<ol class=\"rules\">\n\(items)</ol>\n"
        if statistics.rules.count > 12 { section += "<p class=\"muted\">\(statistics.rules.count - 12) more rules failed less often.</p>\n" }
        return section + "</section>\n"
    }

    static let outcomeColumns: [(ExerciseReport.Outcome, String)] = [
        (.passed, "Passed"), (.partial, "Partial"), (.wrong, "Wrong"), (.compileError, "Does not compile"),
        (.crashedOrTimedOut, "Crashed or timed out"), (.unusable, "Unusable file"), (.missing, "Missing"),
    ]

    static func exercisesSection(_ gradebook: Gradebook, _ statistics: GradebookStatistics) -> HTML {
        let several = gradebook.assignments.count > 1
        var rows: [HTML] = []
        for rate in statistics.exercises {
            let cells = outcomeColumns.map { outcome, _ in HTML.element("td", ["class": "num"], "\(rate.outcomes[outcome] ?? 0)") }
            let assignment: HTML = several ? "<td>\(gradebook.assignments[rate.assignment].id)</td>" : ""
            rows.append("""
            <tr>\(assignment)<th scope="row"><code>\(rate.exercise)</code> <span class="muted">\(rate.title)</span></th>\
            <td class="rate"><span class="meter" aria-hidden="true"><span style="width: \(Int((rate.passRate * 100).rounded()))%"></span></span> \(percent(rate.passRate))</td>\(cells)</tr>

            """)
        }
        let headers = outcomeColumns.map { HTML.element("th", ["scope": "col", "class": "num"], HTML(text: $0.1)) }
        return """
        <section id="exercises" aria-labelledby="exercises-title"><h2 id="exercises-title">Exercises</h2>
        <p>Pass rate: the share of the roster that passed every case of the exercise.</p>
        <div class="scroll"><table>
        <thead><tr>\(several ? "<th scope=\"col\">Assignment</th>" as HTML : "")<th scope="col">Exercise</th><th scope="col">Pass rate</th>\(headers)</tr></thead>
        <tbody>
        \(rows)</tbody></table></div>
        </section>

        """
    }

    static func studentsSection(_ gradebook: Gradebook) -> HTML {
        var rows: [HTML] = []
        for (row, person) in gradebook.people.enumerated() {
            var cells: [HTML] = []
            for (column, entry) in gradebook.entries[row].enumerated() {
                guard let entry else {
                    cells.append("<td class=\"num muted\" title=\"not on this assignment's roster\">—</td>")
                    continue
                }
                cells.append(HTML.element("td", ["class": "num"], cell(entry.student, points: gradebook.assignments[column].points)))
            }
            let total = gradebook.total(of: row)
            let id = person.lmsID ?? person.sisUserID ?? person.sisLoginID
            rows.append("""
            <tr><th scope="row">\(person.name)</th><td>\(id ?? "—")</td><td>\(person.section ?? "")</td>\(cells)\
            <td class="num total">\(CanvasGradebook.score(total.score)) / \(CanvasGradebook.score(total.possible))</td>\
            <td class="num">\(total.possible > 0 ? percent(total.score / total.possible) : "—")</td></tr>

            """)
        }
        let headers = gradebook.assignments.map { HTML.element("th", ["scope": "col", "class": "num"], "\($0.title) <span class=\"muted\">/ \(CanvasGradebook.score($0.points))</span>") }
        return """
        <section id="students" aria-labelledby="students-title"><h2 id="students-title">Students</h2>
        <div class="scroll"><table class="students">
        <thead><tr><th scope="col">Student</th><th scope="col">ID</th><th scope="col">Section</th>\(headers)<th scope="col" class="num">Total</th><th scope="col" class="num">%</th></tr></thead>
        <tbody>
        \(rows)</tbody></table></div>
        </section>

        """
    }

    /// A score with what a person needs to read it: late, no submission, overridden.
    static func cell(_ student: StudentReport, points: Double) -> HTML {
        var cell: HTML = "\(CanvasGradebook.score(student.score))"
        if !student.submitted {
            cell += " <span class=\"tag missing\">no submission</span>"
        }
        if let late = student.late, late.minutesLate > 0 {
            cell += " " + HTML.element("span", ["class": "tag late", "title": late.description], late.refused ? "too late" : "late −\(CanvasGradebook.score(late.percent)) %")
        }
        if student.extended {
            cell += " " + HTML.element("span", ["class": "tag extended", "title": "extension: due \(student.due ?? "?")"], "extended")
        }
        if student.submitted, student.late == nil, let submission = student.submission, submission.time == nil {
            cell += " " + HTML.element("span", ["class": "tag unknown", "title": submission.error ?? submission.note ?? "no submission time"], "lateness not known")
        }
        if student.submission?.studentWritten == true {
            let source = student.submission?.source == .git ? "a git committer date" : "timestamp.txt in the student's folder"
            cell += " " + HTML.element("span", ["class": "tag written", "title": "the time comes from \(source), which the student can write"], "student-written time")
        }
        if !student.overrides.isEmpty {
            let comments = student.overrides.map { "\($0.exercise): \(CanvasGradebook.score($0.points)) — \($0.comment)" }.joined(separator: "\n")
            cell += " " + HTML.element("span", ["class": "tag override", "title": comments], "override")
        }
        return cell
    }

    static func unknownSection(_ gradebook: Gradebook) -> HTML {
        guard !gradebook.unknown.isEmpty else { return "" }
        let rows = gradebook.unknown.map { unknown -> HTML in
            let assignment = gradebook.assignments[unknown.assignment]
            return "<tr><td>\(assignment.id)</td><th scope=\"row\">\(unknown.student.name)</th><td class=\"num\">\(CanvasGradebook.score(unknown.student.score)) / \(CanvasGradebook.score(assignment.points))</td></tr>\n"
        }
        return """
        <section id="unknown" aria-labelledby="unknown-title"><h2 id="unknown-title">Folders not on the roster</h2>
        <p>Graded, but left out of canvas.csv: add them to the roster (or rename the folder) and grade again.</p>
        <div class="scroll"><table><thead><tr><th scope="col">Assignment</th><th scope="col">Folder</th><th scope="col" class="num">Score</th></tr></thead>
        <tbody>
        \(rows)</tbody></table></div>
        </section>

        """
    }

    // MARK: Text

    /// `2026-12-01T23:59:00-05:00` as `2026-12-01 23:59` and its offset, kept
    /// as the assignment file wrote it (the instructor's time zone).
    static func due(_ text: String?) -> HTML {
        guard let text else { return "—" }
        let parts = text.split(separator: "T", maxSplits: 1)
        guard parts.count == 2, parts[1].count >= 5 else { return HTML(text: text) }
        let time = parts[1]
        let clock = time.prefix(5)
        let offset = time.dropFirst(5).drop { $0 == ":" || $0.isNumber || $0 == "." }
        return "<span class=\"nowrap\">\(parts[0])</span> <span class=\"nowrap\">\(clock)\(offset.isEmpty ? "" : " " + String(offset).replacingOccurrences(of: "-", with: "−"))</span>"
    }

    /// A whole percentage with a space before the sign: `62 %`.
    static func percent(_ fraction: Double) -> String {
        "\(Int((max(0, fraction) * 100).rounded())) %"
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static let stylesheet = """
    :root { --bg: #ffffff; --text: #1d1d1f; --muted: #5b5b66; --rule: #d9d9e0; --soft: #f3f3f7; --accent: #1f5fbf;
      --bar: #3b6fd1; --late: #8a4b00; --late-bg: #fff1dc; --missing: #a11d2b; --missing-bg: #fde8ea; --override: #3f3f99; --override-bg: #ececff; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #16161a; --text: #ececf1; --muted: #a9a9b6; --rule: #3a3a44; --soft: #22222a; --accent: #8fb4ff;
        --bar: #6f98e8; --late: #ffc978; --late-bg: #3a2a10; --missing: #ff9aa5; --missing-bg: #3d1a1f; --override: #c3c3ff; --override-bg: #2a2a4a; }
    }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 72rem; padding: 1.25rem; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--text); background: var(--bg); }
    h1 { font-size: 1.7rem; margin: .2rem 0; } h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--rule); padding-bottom: .25rem; }
    .eyebrow { margin: 0; text-transform: uppercase; letter-spacing: .08em; font-size: .75rem; color: var(--muted); }
    .lead { color: var(--muted); margin-top: 0; }
    a { color: var(--accent); }
    code { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: .9em; }
    .muted { color: var(--muted); font-weight: normal; }
    .small { font-size: .8rem; }
    .nowrap, tbody code, a.similarity { white-space: nowrap; }
    #assignments tbody th { min-width: 9rem; }
    #exercises thead th { white-space: normal; vertical-align: bottom; }
    #exercises thead th.num { min-width: 6.5rem; }
    #exercises tbody th { min-width: 12rem; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; font-size: .92rem; }
    th, td { text-align: left; padding: .35rem .55rem; border-bottom: 1px solid var(--rule); vertical-align: top; }
    thead th { background: var(--soft); font-weight: 600; white-space: nowrap; }
    tbody th { font-weight: 600; }
    .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
    .tag { display: inline-block; font-size: .72rem; line-height: 1.4; padding: 0 .4em; border-radius: .6em; white-space: nowrap; }
    .tag.late { color: var(--late); background: var(--late-bg); }
    .tag.missing { color: var(--missing); background: var(--missing-bg); }
    .tag.override { color: var(--override); background: var(--override-bg); }
    .tag.extended, .tag.unknown, .tag.written { color: var(--muted); background: var(--soft); border: 1px solid var(--rule); }
    .warnings { border-left: 4px solid var(--late); background: var(--late-bg); padding: .2rem 1rem; }
    .warnings h2 { border: 0; margin-top: .6rem; }
    figure { margin: 0; }
    .histogram { list-style: none; display: flex; align-items: flex-end; gap: .35rem; height: 14rem; margin: 0; padding: 0 0 .2rem; border-bottom: 1px solid var(--muted); }
    .bin { flex: 1; height: 100%; display: flex; flex-direction: column; justify-content: flex-end; align-items: stretch; text-align: center; position: relative; }
    .bin .count { font-size: .85rem; font-variant-numeric: tabular-nums; }
    .bin .bar { display: block; background: var(--bar); border-radius: 3px 3px 0 0; min-height: 0; }
    .bin .range { position: absolute; top: 100%; left: 0; right: 0; font-size: .72rem; color: var(--muted); padding-top: .25rem; white-space: nowrap; }
    figcaption { margin-top: 1.8rem; text-align: center; color: var(--muted); font-size: .85rem; }
    .rules { padding-left: 1.5rem; }
    .rules li { margin-bottom: .8rem; }
    .rules p { margin: 0; }
    .rule { font-weight: 600; }
    blockquote { margin: .2rem 0; padding-left: .7rem; border-left: 3px solid var(--rule); color: var(--muted); }
    .meter { display: inline-block; width: 6rem; height: .55rem; background: var(--soft); border: 1px solid var(--rule); border-radius: .3rem; vertical-align: middle; overflow: hidden; }
    .meter span { display: block; height: 100%; background: var(--bar); }
    .rate { white-space: nowrap; }
    footer { margin-top: 2.5rem; color: var(--muted); font-size: .85rem; }
    @media (max-width: 40rem) { body { padding: .8rem; } .bin .range { font-size: .6rem; } .meter { width: 3.5rem; } }
    @media print { .scroll { overflow: visible; } body { max-width: none; } }
    """
}
