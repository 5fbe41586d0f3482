import Foundation
import Markup
import TextSafety

/// The similarity report's two files: every pair as CSV, the top pairs as a
/// self-contained HTML page.
public enum SimilarityReport {
    /// `exercise,student_a,student_b,score,compared_with,flagged,standing,reason`,
    /// one row per pair, in the order of `pairs` (exercise by exercise, each
    /// ranked: flagged first, then by score). `compared_with` is `student`
    /// for two students of the class; for the other rows `student_a` is the
    /// current student and `student_b` the answer compared with:
    /// `reference answer`, `instructor's solution` or `archive`. `flagged`
    /// is `yes` or empty; `standing` how far the score stands above the
    /// students' usual scores with classmates (signed); `reason` why the
    /// pair is flagged (or why a high score is not). CRLF line ends; text
    /// fields go through the one CSV writer (`CSV.text`: RFC 4180 quoting,
    /// a leading ' on every line starting with = + - @ tab or CR), the
    /// numbers are numbers.
    public static func csv(_ pairs: [PairScore]) -> String {
        var lines = ["exercise,student_a,student_b,score,compared_with,flagged,standing,reason"]
        lines.reserveCapacity(pairs.count + 1)
        for pair in pairs {
            lines.append([CSV.text(pair.exercise), CSV.text(pair.studentA), CSV.text(pair.studentB), formatScore(pair.score),
                          CSV.text(pair.kind.rawValue), pair.flagged ? "yes" : "", formatSigned(pair.standing),
                          pair.reason.map(CSV.text) ?? ""].joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Three decimals with a sign when negative: `-0.125`, `0.300`.
    public static func formatSigned(_ value: Double) -> String {
        value < 0 ? "-" + formatScore(-value) : formatScore(value)
    }

    /// Three decimals, always with a leading digit: `0.812`.
    public static func formatScore(_ score: Double) -> String {
        let thousandths = Int((max(0, min(1, score)) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// A static page: a table of the top pairs, then each pair's two answers
    /// side by side with matched regions marked, the same number on both
    /// sides. Everything from the answers is escaped; no scripts, no
    /// external resources.
    /// What a pair row says about its second answer.
    static func counterpart(_ pair: PairScore) -> String {
        switch pair.kind {
        case .student: return escape(pair.studentB)
        case .reference: return "matches the reference answer"
        case .solution: return "matches the instructor's solution (" + escape(pair.studentB) + ")"
        case .archive: return "earlier term: " + escape(pair.studentB)
        }
    }

    /// Which shared code counted, in words: regions by number.
    static func counted(_ regions: [MatchedRegion], answers: Int) -> String {
        let numbered = regions.enumerated().map { (number: $0.offset + 1, region: $0.element) }
        let rare = numbered.filter { $0.region.fingerprints > 0 && $0.region.weight >= 0.5 }.map { String($0.number) }
        let common = numbered.filter { $0.region.fingerprints > 0 && $0.region.weight < 0.5 }
        let short = numbered.filter { $0.region.fingerprints == 0 }.map { String($0.number) }
        var parts: [String] = []
        if !rare.isEmpty { parts.append("counted: match " + rare.joined(separator: ", ")) }
        if !common.isEmpty {
            parts.append("counted little, written alike by much of the class: " + common.map { "match \($0.number) (\($0.region.heldBy) of \(answers) answers)" }.joined(separator: ", "))
        }
        if !short.isEmpty { parts.append("too short to count: match " + short.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// Which comments and literals both answers hold, in words: the rare
    /// ones quoted (at most `shownWording`), the common ones counted.
    static func wordingSummary(_ wording: [SharedWording], answers: Int) -> String {
        let rare = wording.filter { $0.weight >= 0.5 }
        let common = wording.count - rare.count
        var parts: [String] = []
        if !rare.isEmpty {
            var text = "Comments and strings both wrote alike, in words the task does not give (counted): "
                + rare.prefix(shownWording).map { "“\($0.text)”" }.joined(separator: ", ")
            if rare.count > shownWording { text += " and \(rare.count - shownWording) more" }
            parts.append(text)
        }
        if common > 0 { parts.append("\(common) more written alike by much of the class (counted little)") }
        return parts.joined(separator: "; ")
    }

    /// Which view a pair's score comes from, in words.
    static func madeOf(_ parts: ScoreParts) -> String {
        if parts.wording > parts.code {
            return "The score comes from the comments and strings both wrote alike (\(formatScore(parts.wording))); their code alone scores \(formatScore(parts.code))"
        }
        return "The score comes from the code (\(formatScore(parts.code))); their comments and strings alone score \(formatScore(parts.wording))"
    }

    /// Shared comments and literals quoted for a pair, at most.
    static let shownWording = 6

    public static func html(_ result: ClassSimilarity, title: String = "Similar answers", note: String = "") -> String {
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(escape(title))</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1d1d1f; }
        table.pairs { border-collapse: collapse; }
        table.pairs td, table.pairs th { border-bottom: 1px solid #ddd; padding: .25rem .6rem; text-align: left; }
        .scroll { overflow-x: auto; }
        .side { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1rem; }
        .side h3 { font-size: 1rem; margin: .3rem 0; }
        pre { background: #f6f6f8; padding: .6rem; overflow-x: auto; font-size: .85rem; line-height: 1.35; }
        mark { border-radius: 2px; color: inherit; }
        mark sup { font-size: .6rem; color: #555; }
        mark.common { background: none; outline: 1px dashed #999; }
        tr.flagged td { font-weight: 600; }
        .m0 { background: #ffe08a; } .m1 { background: #b6e3ff; } .m2 { background: #c9f2c0; } .m3 { background: #f7c6e0; }
        .m4 { background: #e0d4ff; } .m5 { background: #ffd0b0; } .m6 { background: #c2f0ef; } .m7 { background: #e8e8a0; }
        @media (prefers-color-scheme: dark) {
          body { background: #1c1c1e; color: #f2f2f7; }
          a { color: #8ab4ff; }
          table.pairs td, table.pairs th { border-bottom-color: #444; }
          pre { background: #2c2c2e; }
          mark { color: #1d1d1f; }
          mark sup { color: #333; }
          mark.common { color: inherit; outline-color: #aaa; }
        }
        @media (max-width: 40rem) {
          body { margin: .8rem; }
          .side { grid-template-columns: minmax(0, 1fr); }
        }
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>

        """
        if !note.isEmpty { page += "<p>\(escape(note))</p>\n" }
        if !result.notes.isEmpty {
            // Answers the measure read only in part: left out, or compared as written.
            page += "<h2>Answers not compared as the others</h2>\n<ul>\n"
            for item in result.notes {
                page += "<li>\(escape(item.exercise)): \(escape(item.student)): \(escape(item.note.text))</li>\n"
            }
            page += "</ul>\n"
        }
        let total = result.pairs.filter(\.flagged).count
        page += "<p>\(total) pair\(total == 1 ? "" : "s") flagged. Each exercise's pairs are ranked, the flagged ones first (in bold), each with why: a flag is calibrated on the exercise's own class (how far a pair stands above what its two students usually share with classmates) and is a reason to read both answers, not proof of copying.</p>\n"
        // One section per exercise: what its flag needs, how many pairs it
        // flagged and why, then its ranked pairs.
        for calibration in result.calibrations {
            let exercisePairs = result.pairs.filter { $0.exercise == calibration.exercise }
            let flagged = exercisePairs.filter(\.flagged)
            page += "<section class=\"exercise\" id=\"exercise-\(escape(calibration.exercise))\">\n<h2>\(escape(calibration.exercise)): \(flagged.count) pair\(flagged.count == 1 ? "" : "s") flagged</h2>\n"
            page += "<p>\(escape(calibration.summary)).</p>\n"
            if calibration.converges { page += "<p class=\"converges\">Honest answers to this exercise converge.</p>\n" }
            let rows = result.details.enumerated().filter { $0.element.pair.exercise == calibration.exercise }
            if rows.isEmpty {
                page += "<p>No two answers share code beyond what the chapter gives.</p>\n</section>\n"
                continue
            }
            page += "<div class=\"scroll\"><table class=\"pairs\">\n<tr><th>#</th><th>student</th><th>compared with</th><th>score</th><th>why</th></tr>\n"
            for (index, detail) in rows {
                let pair = detail.pair
                let flag = pair.flagged ? " class=\"flagged\"" : ""
                page += "<tr\(flag)><td><a href=\"#pair-\(index + 1)\">\(index + 1)</a></td><td>\(escape(pair.studentA))</td><td>\(counterpart(pair))</td><td>\(formatScore(pair.score))</td><td>\(pair.flagged ? "flagged: " : "")\(escape(pair.reason ?? ""))</td></tr>\n"
            }
            page += "</table></div>\n</section>\n"
        }
        if !result.origins.isEmpty {
            // Which bytes were compared: the commit graded, or the folder.
            page += "<details><summary>What was compared for each student</summary>\n<ul>\n"
            for (student, origin) in result.origins.sorted(by: { $0.key < $1.key }) {
                page += "<li>\(escape(student)): \(escape(origin))</li>\n"
            }
            page += "</ul>\n</details>\n"
        }
        for (index, detail) in result.details.enumerated() {
            let pair = detail.pair
            let answers = result.classSizes[pair.exercise] ?? 0
            page += "<section id=\"pair-\(index + 1)\">\n<h2>\(index + 1). \(escape(pair.exercise)): \(escape(pair.studentA)), \(counterpart(pair)), \(formatScore(pair.score))\(pair.flagged ? " (flagged)" : "")</h2>\n"
            if let reason = pair.reason { page += "<p>\(pair.flagged ? "Flagged: " : "")\(escape(reason)).</p>\n" }
            let summary = counted(detail.regions, answers: answers)
            if !summary.isEmpty { page += "<p>Shared code \(escape(summary)).</p>\n" }
            if let parts = detail.parts { page += "<p>\(escape(madeOf(parts))).</p>\n" }
            let words = wordingSummary(detail.wording, answers: answers)
            if !words.isEmpty { page += "<p>\(escape(words)).</p>\n" }
            page += "<div class=\"side\">\n"
            page += "<div><h3>\(escape(pair.studentA))</h3>\n<pre>" + marked(detail.a.tokens, regions: detail.regions, side: \.a, answers: answers) + "</pre></div>\n"
            let label = pair.kind == .student ? escape(pair.studentB) : counterpart(pair)
            page += "<div><h3>\(label)</h3>\n<pre>" + marked(detail.b.tokens, regions: detail.regions, side: \.b, answers: answers) + "</pre></div>\n"
            page += "</div>\n</section>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// The source, escaped, with region n's tokens wrapped in
    /// `<mark class="m(n mod 8)">` and numbered; a region of code much of
    /// the class wrote alike is marked `common` (dashed, it counted little).
    /// After normalising, a region's tokens need not be contiguous in the
    /// source (statements re-ordered, a helper inlined): each run of its
    /// tokens, with the layout and comments between them, is marked, and a
    /// byte already marked stays with the first region.
    static func marked(_ tokens: TokenStream, regions: [MatchedRegion], side: KeyPath<MatchedRegion, Range<Int>>, answers: Int) -> String {
        let bytes = Array(tokens.source.utf8)
        // tokenBytes[i]: bytes before i that belong to a token, so that
        // "only layout and comments between" is one subtraction.
        var isToken = [Bool](repeating: false, count: bytes.count + 1)
        for range in tokens.ranges where range.upperBound <= bytes.count { for index in range { isToken[index] = true } }
        var tokenBytes = [Int](repeating: 0, count: bytes.count + 1)
        for index in bytes.indices { tokenBytes[index + 1] = tokenBytes[index] + (isToken[index] ? 1 : 0) }
        var owner = [Int](repeating: -1, count: bytes.count)
        var free = FreeBytes(count: bytes.count)
        for (number, region) in regions.enumerated() {
            let indices = region[keyPath: side]
            guard indices.upperBound <= tokens.count else { continue }
            let spans = tokens.ranges[indices].filter { !$0.isEmpty && $0.upperBound <= bytes.count }.sorted { $0.lowerBound < $1.lowerBound }
            var previousEnd: Int? = nil
            for span in spans {
                var start = span.lowerBound
                // Join runs separated only by layout and comments.
                if let end = previousEnd, end < start, tokenBytes[start] == tokenBytes[end] { start = end }
                // Each byte is given once: `free` skips those already given
                // (an inlined value's bytes stand for many tokens).
                var index = free.next(start)
                while index < span.upperBound {
                    owner[index] = number
                    free.take(index)
                    index = free.next(index + 1)
                }
                previousEnd = max(previousEnd ?? 0, span.upperBound)
            }
        }
        // A region whose bytes all went to earlier regions (an inlined value
        // written twice, a token the normaliser added) still gets its number,
        // where its first token is, so both sides number the same regions.
        var anchors: [Int: [Int]] = [:]
        let owners = Set(owner)
        for (number, region) in regions.enumerated() where !owners.contains(number) {
            let indices = region[keyPath: side]
            guard indices.upperBound <= tokens.count,
                  let first = tokens.ranges[indices].filter({ !$0.isEmpty && $0.upperBound <= bytes.count }).map(\.lowerBound).min() else { continue }
            anchors[first, default: []].append(number)
        }
        var html = ""
        var cursor = 0
        while cursor < bytes.count {
            for number in anchors[cursor] ?? [] {
                html += "<mark class=\"m\(number % 8) anchor\" title=\"match \(number + 1): the same code as another match here\"><sup>\(number + 1)</sup></mark>"
            }
            var end = cursor
            while end < bytes.count && owner[end] == owner[cursor] && (end == cursor || anchors[end] == nil) { end += 1 }
            let text = escape(String(decoding: bytes[cursor..<end], as: UTF8.self))
            let number = owner[cursor]
            if number < 0 {
                html += text
            } else {
                let region = regions[number]
                let common = region.fingerprints > 0 && region.weight < 0.5 ? " common" : ""
                let note: String
                if region.fingerprints == 0 {
                    note = "too short to count"
                } else if region.heldBy > 2 {
                    note = "written alike in \(region.heldBy) of \(answers) answers, weighs \(formatScore(region.weight))"
                } else {
                    note = "rare in the class, counts fully"
                }
                html += "<mark class=\"m\(number % 8)\(common)\" title=\"match \(number + 1): \(note)\"><sup>\(number + 1)</sup>" + text + "</mark>"
            }
            cursor = end
        }
        return html
    }

    /// The bytes of a page not yet given to a region: `next(i)` is the first
    /// free byte at or after i, in amortised constant time (a disjoint-set
    /// forest with path halving, no recursion).
    struct FreeBytes {
        private var parent: [Int]

        init(count: Int) { parent = Array(0...count) }

        mutating func next(_ index: Int) -> Int {
            var current = min(index, parent.count - 1)
            while parent[current] != current {
                parent[current] = parent[parent[current]]
                current = parent[current]
            }
            return current
        }

        mutating func take(_ index: Int) { parent[index] = index + 1 }
    }

    /// Escapes text for HTML element content and attribute values (the
    /// writer every page of the workbook shares).
    public static func escape(_ text: String) -> String {
        HTML.escape(text)
    }
}
