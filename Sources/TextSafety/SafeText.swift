import Foundation

/// Text from outside the grader's control (a student's folder name, what a
/// program printed, a crash message) made harmless before it reaches a
/// terminal, a log or a report: no escape sequences that move the cursor,
/// clear the screen or recolour a verdict, no carriage returns that
/// overwrite a line, no bidirectional overrides that reorder it.
public enum SafeText {
    /// One line: every control character removed, line breaks (LF, CR,
    /// CR LF, U+2028, U+2029, NEL) shown as the two characters `\n` and a
    /// tab as `\t`, so a name can never start a new line of a log or report.
    public static func line(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previousCR = false
        for scalar in text.unicodeScalars {
            defer { previousCR = scalar == "\r" }
            switch scalar {
            case "\n":
                if previousCR { continue }   // CR LF is one break, already shown
                out.append(contentsOf: "\\n".unicodeScalars)
            case "\r", "\u{2028}", "\u{2029}", "\u{85}":
                out.append(contentsOf: "\\n".unicodeScalars)
            case "\t":
                out.append(contentsOf: "\\t".unicodeScalars)
            default:
                if !isUnsafe(scalar) { out.append(scalar) }
            }
        }
        return String(out)
    }

    /// Several lines (program output, a crash report): line feeds and tabs
    /// kept, CR LF read as a line feed, every other control character
    /// removed (a lone CR would overwrite the line before it).
    public static func multiline(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\t": out.append(scalar)
            case "\u{2028}", "\u{2029}", "\u{85}": out.append("\n")
            default:
                if !isUnsafe(scalar) { out.append(scalar) }
            }
        }
        return String(out)
    }

    /// Program output as the learner should see it: line feeds and tabs
    /// kept, every other unsafe scalar (and the line and paragraph
    /// separators) written out as `\u{1B}`, so what a program printed is
    /// shown, never obeyed.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || !(isUnsafe(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}") {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    /// C0 and C1 controls (ESC, BEL, backspace, CR, …), DEL, and the
    /// bidirectional embeddings, overrides and isolates.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: return true
        default: return false
        }
    }

    /// True when `line(text) == text`: nothing to remove or show differently.
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { isUnsafe($0) || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }

    /// The first `count` Unicode scalars of a text: a bound on its size
    /// that counts what it is made of (one Character can be thousands of
    /// combining marks), for a shown value that must stay short.
    public static func scalarPrefix(_ text: some StringProtocol, _ count: Int) -> String {
        var head = String.UnicodeScalarView()
        head.append(contentsOf: text.unicodeScalars.prefix(count))
        return String(head)
    }
}
