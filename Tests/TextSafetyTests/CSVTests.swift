import TextSafety
import Testing

/// The one CSV writer: RFC 4180 quoting, line breaks kept inside quotes,
/// text never read as a formula, numbers left as numbers.
@Suite("CSV writer")
struct CSVTests {
    @Test("ordinary text and numbers are written as they are")
    func ordinary() {
        #expect(CSV.line([.text("Ada"), .text("1001"), .number("9.5"), .text(""), .number("10")]) == "Ada,1001,9.5,,10")
        #expect(CSV.file([[.text("a"), .text("b")], [.text("c"), .number("0.812")]]) == "a,b\r\nc,0.812\r\n")
    }

    @Test("a comma, a quote, a CR or an LF quotes the field and keeps the break", arguments: [
        ("Lovelace, Ada", "\"Lovelace, Ada\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("two\nlines", "\"two\nlines\""),
        ("two\r\nlines", "\"two\r\nlines\""),
        ("lone\rCR", "\"lone\rCR\""),
        (" padded", "\" padded\""),
        ("padded\u{A0}", "\"padded\u{A0}\""),
    ])
    func quoting(raw: String, written: String) {
        #expect(CSV.field(.text(raw)) == written)
    }

    @Test("a text cell starting with = + - @ tab or CR is guarded with '", arguments: ["=1+1", "+2", "-3", "@SUM(A1)", "\tx", "\rx"])
    func formulaGuard(raw: String) {
        let written = CSV.field(.text(raw))
        let unquoted = written.hasPrefix("\"") ? String(written.dropFirst()) : written
        #expect(unquoted.hasPrefix("'"), "\(written.debugDescription)")
        #expect(unquoted.dropFirst().hasPrefix(raw.prefix(1)))
    }

    @Test("every line of a text cell is guarded, not only the first")
    func everyLine() {
        #expect(CSV.field(.text("ok\n=1+1\r\n+2\r-3")) == "\"ok\n'=1+1\r\n'+2\r'-3\"")
    }

    @Test("a negative number stays a number; a text cell that looks like one is guarded")
    func negativeNumbers() {
        #expect(CSV.field(.number("-1.5")) == "-1.5")
        #expect(CSV.field(.number("-2")) == "-2")
        #expect(CSV.field(.text("-1.5")) == "'-1.5")
    }

    @Test("a number cell that is not a plain number is written as guarded text", arguments: [
        ("-1+2", "'-1+2"), ("=1", "'=1"), ("1,5", "\"1,5\""), ("1.", "1."), ("", ""), ("-", "'-"), ("1e5", "1e5"), ("٣", "٣"),
    ])
    func notANumber(raw: String, written: String) {
        #expect(!CSV.isNumber(raw))
        #expect(CSV.field(.number(raw)) == written)
    }

    @Test("plain decimal numbers", arguments: ["0", "10", "-1.5", "0.812", "3.33"])
    func numbers(raw: String) {
        #expect(CSV.isNumber(raw))
    }

    @Test("fixed text is written exactly, leading spaces unquoted")
    func fixed() {
        #expect(CSV.line([.fixed("    Points Possible"), .text(""), .number("20")]) == "    Points Possible,,20")
    }
}
