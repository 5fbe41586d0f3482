import Foundation
import Markup

/// The similarity report's two files: every pair as CSV, the top pairs as a
/// self-contained HTML page.
public enum SimilarityReport {
    /// `exercise,student_a,student_b,score`, one row per pair, in the order
    /// of `pairs` (highest first). RFC 4180: CRLF line ends, fields quoted
    /// when they hold a comma, quote, line break or outer space, quotes
    /// doubled; a field starting with = + - @ gets a leading ' so a
    /// spreadsheet never evaluates it.
    public static func csv(_ pairs: [PairScore]) -> String {
        var lines = ["exercise,student_a,student_b,score"]
        lines.reserveCapacity(pairs.count + 1)
        for pair in pairs {
            lines.append([csvField(pair.exercise), csvField(pair.studentA), csvField(pair.studentB), formatScore(pair.score)].joined(separator: ","))
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    static func csvField(_ raw: String) -> String {
        var field = raw
        if let first = field.first, "=+-@".contains(first) { field = "'" + field }
        let needsQuotes = field.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
            || field.first?.isWhitespace == true || field.last?.isWhitespace == true
        return needsQuotes ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
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
    public static func html(_ result: ClassSimilarity, title: String = "Similar answers", note: String = "") -> String {
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title))</title>
        <style>
        body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #1d1d1f; }
        table.pairs { border-collapse: collapse; }
        table.pairs td, table.pairs th { border-bottom: 1px solid #ddd; padding: .25rem .6rem; text-align: left; }
        .side { display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; }
        .side h3 { font-size: 1rem; margin: .3rem 0; }
        pre { background: #f6f6f8; padding: .6rem; overflow-x: auto; font-size: .85rem; line-height: 1.35; }
        mark { border-radius: 2px; color: inherit; }
        mark sup { font-size: .6rem; color: #555; }
        .m0 { background: #ffe08a; } .m1 { background: #b6e3ff; } .m2 { background: #c9f2c0; } .m3 { background: #f7c6e0; }
        .m4 { background: #e0d4ff; } .m5 { background: #ffd0b0; } .m6 { background: #c2f0ef; } .m7 { background: #e8e8a0; }
        </style>
        </head>
        <body>
        <h1>\(escape(title))</h1>

        """
        if !note.isEmpty { page += "<p>\(escape(note))</p>\n" }
        if result.details.isEmpty {
            page += "<p>No two answers share code beyond what the chapter gives.</p>\n</body>\n</html>\n"
            return page
        }
        page += "<table class=\"pairs\">\n<tr><th>#</th><th>exercise</th><th>student A</th><th>student B</th><th>score</th></tr>\n"
        for (index, detail) in result.details.enumerated() {
            let pair = detail.pair
            page += "<tr><td><a href=\"#pair-\(index + 1)\">\(index + 1)</a></td><td>\(escape(pair.exercise))</td><td>\(escape(pair.studentA))</td><td>\(escape(pair.studentB))</td><td>\(formatScore(pair.score))</td></tr>\n"
        }
        page += "</table>\n"
        for (index, detail) in result.details.enumerated() {
            let pair = detail.pair
            page += "<section id=\"pair-\(index + 1)\">\n<h2>\(index + 1). \(escape(pair.exercise)): \(escape(pair.studentA)) and \(escape(pair.studentB)), \(formatScore(pair.score))</h2>\n"
            page += "<div class=\"side\">\n"
            page += "<div><h3>\(escape(pair.studentA))</h3>\n<pre>" + marked(detail.a.tokens, regions: detail.regions.map(\.a)) + "</pre></div>\n"
            page += "<div><h3>\(escape(pair.studentB))</h3>\n<pre>" + marked(detail.b.tokens, regions: detail.regions.map(\.b)) + "</pre></div>\n"
            page += "</div>\n</section>\n"
        }
        page += "</body>\n</html>\n"
        return page
    }

    /// The source, escaped, with region n (token ranges) wrapped in
    /// `<mark class="m(n mod 8)">` and numbered. Regions never overlap.
    static func marked(_ tokens: TokenStream, regions: [Range<Int>]) -> String {
        let bytes = Array(tokens.source.utf8)
        var spans: [(start: Int, end: Int, number: Int)] = []
        for (number, region) in regions.enumerated() where !region.isEmpty && region.upperBound <= tokens.count {
            spans.append((tokens.ranges[region.lowerBound].lowerBound, tokens.ranges[region.upperBound - 1].upperBound, number))
        }
        spans.sort { $0.start < $1.start }
        var html = ""
        var cursor = 0
        func text(_ range: Range<Int>) -> String { escape(String(decoding: bytes[range], as: UTF8.self)) }
        for span in spans where span.start >= cursor {
            html += text(cursor..<span.start)
            html += "<mark class=\"m\(span.number % 8)\" title=\"match \(span.number + 1)\"><sup>\(span.number + 1)</sup>" + text(span.start..<span.end) + "</mark>"
            cursor = span.end
        }
        html += text(cursor..<bytes.count)
        return html
    }

    /// Escapes text for HTML element content and attribute values (the
    /// writer every page of the workbook shares).
    public static func escape(_ text: String) -> String {
        HTML.escape(text)
    }
}
