/// The one cutter of long text for the reports (what an answer printed, a
/// value it returned): a text over its limit keeps its longest head of
/// whole characters and ends with a note, and the whole, note included,
/// stays within the limit. Never cut inside a character: not inside a
/// scalar's UTF-8 bytes, a surrogate pair, nor between "e" and its U+0301.
public enum TextCut {
    /// How a limit is counted.
    public enum Measure: Sendable {
        /// UTF-8 bytes: what a report's file holds.
        case utf8
        /// UTF-16 code units: how JavaScript and Exercism's spec count.
        case utf16

        public func size(_ text: String) -> Int {
            switch self {
            case .utf8: text.utf8.count
            case .utf16: text.utf16.count
            }
        }
    }

    /// `text` itself when it measures at most `limit`; otherwise its longest
    /// head of whole characters followed by `note(left)`, where `left` is
    /// how much of `text` was not kept (in `measure`), such that the result
    /// measures at most `limit`. A note longer than the limit leaves no
    /// head: the note alone.
    public static func cut(_ text: String, limit: Int, measure: Measure, note: (Int) -> String) -> String {
        let total = measure.size(text)
        guard total > limit else { return text }
        // Room for the longest note this cut can need (`left` is at most
        // `total`; a shorter number never makes a longer note).
        let room = max(0, limit - measure.size(note(total)))
        var head = ""
        var used = 0
        for character in text {
            let size = measure.size(String(character))
            if used + size > room { break }
            head.append(character)
            used += size
        }
        return head + note(total - used)
    }
}
