import TextSafety
import Testing

/// What a program or a student's folder name holds reaches a terminal, a
/// log or a report only in a form that cannot act on it.
@Suite("Safe text")
struct SafeTextTests {
    static let forged = "ok\u{1B}[2J\u{1B}[32m✓ passed\r\u{202E}gnp.exe\u{7}\n\tnext"

    @Test("escaped shows every control as \\u{…} and keeps lines and tabs")
    func escaped() {
        let shown = SafeText.escaped(Self.forged)
        #expect(shown == "ok\\u{1B}[2J\\u{1B}[32m✓ passed\\u{D}\\u{202E}gnp.exe\\u{7}\n\tnext")
        #expect(SafeText.isClean(shown.replacingOccurrences(of: "\n", with: "").replacingOccurrences(of: "\t", with: "")))
    }

    @Test("line keeps a name on one line and drops what could act")
    func line() {
        #expect(SafeText.line(Self.forged) == "ok[2J[32m✓ passed\\ngnp.exe\\n\\tnext")
        #expect(SafeText.line("a\r\nb") == "a\\nb")
    }

    @Test("multiline keeps the lines and drops the rest")
    func multiline() {
        #expect(SafeText.multiline(Self.forged) == "ok[2J[32m✓ passedgnp.exe\n\tnext")
    }
}
