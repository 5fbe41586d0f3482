import TextSafety
import Testing

/// The reports' one cutter of long text: within its limit, note included,
/// and never inside a character.
@Suite("Text cut")
struct TextCutTests {
    func note(_ left: Int) -> String { "\n… (\(left) more bytes)" }

    @Test("a text within the limit is returned whole")
    func whole() {
        #expect(TextCut.cut("", limit: 0, measure: .utf8, note: note) == "")
        let text = String(repeating: "é", count: 50)   // 100 bytes, 50 UTF-16 units
        #expect(TextCut.cut(text, limit: 100, measure: .utf8, note: note) == text)
        #expect(TextCut.cut(text, limit: 50, measure: .utf16, note: note) == text)
    }

    @Test("a longer text keeps its longest head that fits with the note, and counts what was left", arguments: [TextCut.Measure.utf8, .utf16])
    func cut(measure: TextCut.Measure) throws {
        for text in ["a" + String(repeating: "é", count: 300), String(repeating: "🙂x", count: 200), String(repeating: "e\u{301}", count: 300)] {
            for limit in [40, 41, 99, 100, 101] {
                let cut = TextCut.cut(text, limit: limit, measure: measure, note: note)
                #expect(measure.size(cut) <= limit, "\(limit): \(cut)")
                let head = try #require(cut.components(separatedBy: "\n…").first)
                #expect(text.hasPrefix(head), "a head of whole characters")
                #expect(head.count < text.count)
                let next = String(text[text.index(text.startIndex, offsetBy: head.count)])
                #expect(measure.size(head + next + note(measure.size(text))) > limit, "the head is the longest that fits: \(limit)")
                #expect(cut.hasSuffix(note(measure.size(text) - measure.size(head))))
            }
        }
    }

    @Test("never inside a character: a surrogate pair or a combining accent stays whole")
    func characters() {
        // "e" + U+0301 is one character of 2 UTF-16 units; the room of 3
        // units left by the note would split the second.
        let combining = String(repeating: "e\u{301}", count: 10)
        let cut = TextCut.cut(combining, limit: 4, measure: .utf16) { _ in "…" }
        #expect(cut == "e\u{301}…")
        #expect(TextCut.cut("🙂🙂🙂", limit: 4, measure: .utf16) { _ in "" } == "🙂🙂")
        #expect(TextCut.cut("🙂🙂🙂", limit: 3, measure: .utf16) { _ in "" } == "🙂")
        #expect(TextCut.cut("🙂🙂🙂", limit: 7, measure: .utf8) { _ in "" } == "🙂")
    }

    @Test("a note longer than the limit leaves no head")
    func longNote() {
        #expect(TextCut.cut("abcdef", limit: 3, measure: .utf8) { _ in "(cut)" } == "(cut)")
    }
}
