/// The one CSV writer of every report (grades.csv, canvas.csv, the
/// gradebook's canvas.csv, the similarity CSV), as RFC 4180 has it and
/// Canvas and spreadsheets read it: CRLF after every row; a field quoted
/// when it holds a comma, a quote, a CR or an LF (tested on Unicode
/// scalars, so a lone CR or LF counts) or starts or ends with white space;
/// quotes doubled; line breaks kept inside the quotes.
///
/// Text is never run as a formula: every line of a text cell that starts
/// with = + - @, tab or CR gets a leading `'` (every line, not only the
/// first, so a reader that splits on line breaks sees no formula either).
/// A number cell (`-1.5`, `10`, `0.812`) is written as it is, so a
/// spreadsheet or Canvas reads it as a number; anything else given as a
/// number is written as text.
public enum CSV {
    /// One cell of a row.
    public enum Cell: Sendable {
        /// Anything from outside the program or that may hold any
        /// character: quoted and guarded as needed.
        case text(String)
        /// A decimal number already formatted (`-?digits(.digits)?`):
        /// written bare; anything else is written as `text`.
        case number(String)
        /// The writer's own fixed text, written exactly as it is (Canvas's
        /// `    Points Possible`, whose leading spaces Canvas expects
        /// unquoted). A `StaticString` is a literal in the source, so no
        /// outside text can be written this way.
        case fixed(StaticString)
    }

    /// The whole file: each row, its cells joined by commas, ended by CRLF.
    public static func file(_ rows: [[Cell]]) -> String {
        var out = ""
        for row in rows { out += line(row) + "\r\n" }
        return out
    }

    /// One row without its line end.
    public static func line(_ cells: [Cell]) -> String {
        cells.map(field).joined(separator: ",")
    }

    /// One cell as written in the file.
    public static func field(_ cell: Cell) -> String {
        switch cell {
        case .text(let raw): return text(raw)
        case .number(let raw): return isNumber(raw) ? raw : text(raw)
        case .fixed(let raw): return raw.description
        }
    }

    /// A text cell: each line starting with = + - @, tab or CR gets a `'`,
    /// quotes are doubled, and the field is quoted when it holds a comma, a
    /// quote, a CR or an LF, or starts or ends with white space.
    public static func text(_ raw: String) -> String {
        let dangerous = "=+-@\t\r".unicodeScalars
        var text = String.UnicodeScalarView()
        var atLineStart = true
        var needsQuotes = false
        for scalar in raw.unicodeScalars {
            if atLineStart && dangerous.contains(scalar) { text.append("'") }
            atLineStart = scalar == "\n" || scalar == "\r"
            if atLineStart || scalar == "," || scalar == "\"" { needsQuotes = true }
            text.append(scalar)
            if scalar == "\"" { text.append("\"") }
        }
        if let first = raw.unicodeScalars.first, first.properties.isWhitespace { needsQuotes = true }
        if let last = raw.unicodeScalars.last, last.properties.isWhitespace { needsQuotes = true }
        return needsQuotes ? "\"" + String(text) + "\"" : String(text)
    }

    /// `-?[0-9]+(\.[0-9]+)?` in ASCII digits: what a spreadsheet reads as
    /// a number and never as a formula.
    public static func isNumber(_ raw: String) -> Bool {
        var rest = raw.unicodeScalars[...]
        if rest.first == "-" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 2 else { return false }
        return parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { ("0"..."9").contains($0) } }
    }
}
