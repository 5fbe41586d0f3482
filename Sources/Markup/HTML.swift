/// A fragment of HTML that is also well-formed XML, built so that text can
/// never be mistaken for markup: the literal parts of an `HTML` string
/// literal are markup written by us, and every `String` interpolated into
/// it is escaped.
///
///     let row: HTML = "<tr><td>\(student.name)</td><td>\(score)</td></tr>"
///
/// Escaping writes only the five XML entities (`&amp;` `&lt;` `&gt;`
/// `&quot;` `&#39;`), so the same text is safe both in an element's content
/// and in a double-quoted attribute value; a code point that neither HTML
/// nor XML 1.0 allows in a document (most control characters,
/// noncharacters such as U+FFFE) becomes U+FFFD, so hostile text cannot
/// make a page or a JUnit file invalid. The site, the similarity report,
/// the class reports and the gradebook page all escape with it.
public struct HTML: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The markup, ready to be written to a file.
    public private(set) var rendered: String

    public var description: String { rendered }

    /// Empty markup.
    public init() { rendered = "" }

    /// Markup written by us (a string literal without interpolation).
    public init(stringLiteral value: String) { rendered = value }

    public init(stringInterpolation: StringInterpolation) { rendered = stringInterpolation.rendered }

    /// Markup made elsewhere and trusted as it is (cmark's output, a
    /// highlighter's spans). Never pass text from a learner here.
    public init(trusted markup: String) { rendered = markup }

    /// Text, escaped.
    public init(text: some StringProtocol) { rendered = Self.escape(text) }

    public var isEmpty: Bool { rendered.isEmpty }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var rendered = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            rendered.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        /// The literal parts: markup written by us.
        public mutating func appendLiteral(_ literal: String) { rendered += literal }

        /// Text: escaped.
        public mutating func appendInterpolation(_ text: some StringProtocol) { rendered += HTML.escape(text) }

        /// Markup: inserted as it is.
        public mutating func appendInterpolation(_ markup: HTML) { rendered += markup.rendered }

        /// Several pieces of markup, one after the other.
        public mutating func appendInterpolation(_ markup: [HTML]) {
            for piece in markup { rendered += piece.rendered }
        }

        /// A whole number, in ASCII digits.
        public mutating func appendInterpolation(_ number: Int) { rendered += String(number) }
    }

    public static func + (left: HTML, right: HTML) -> HTML { HTML(trusted: left.rendered + right.rendered) }

    public static func += (left: inout HTML, right: HTML) { left.rendered += right.rendered }

    // MARK: Elements

    /// `<name attributes>content</name>`. Attributes keep their order; a
    /// nil value leaves the attribute out, an empty one writes it bare
    /// (`hidden=""`). Names are ours, never a learner's: a name that is not
    /// a plain HTML name (letters, digits, `-`) stops the program.
    public static func element(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:], _ content: HTML = HTML()) -> HTML {
        HTML(trusted: openingTag(name, attributes) + content.rendered + "</\(name)>")
    }

    /// An element that has no content and no end tag in HTML
    /// (`<meta …>`, `<br>`, `<img …>`), written self-closed (`<br />`) so the
    /// page stays well-formed XML.
    public static func void(_ name: String, _ attributes: KeyValuePairs<String, String?> = [:]) -> HTML {
        var tag = openingTag(name, attributes)
        tag.removeLast()
        return HTML(trusted: tag + " />")
    }

    /// Pieces of markup joined, with an optional separator between them.
    public static func joined(_ pieces: [HTML], separator: HTML = HTML()) -> HTML {
        HTML(trusted: pieces.map(\.rendered).joined(separator: separator.rendered))
    }

    private static func openingTag(_ name: String, _ attributes: KeyValuePairs<String, String?>) -> String {
        precondition(isName(name), "'\(name)' is not an element name")
        var tag = "<" + name
        for (key, value) in attributes {
            precondition(isName(key), "'\(key)' is not an attribute name")
            guard let value else { continue }
            tag += " \(key)=\"\(attribute(value))\""
        }
        return tag + ">"
    }

    private static func isName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }

    // MARK: Escaping

    /// Escapes text for an element's content (and, since quotes are
    /// escaped too, for a double-quoted attribute value).
    public static func escape(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                if isAllowed(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result.unicodeScalars.append("\u{FFFD}")
                }
            }
        }
        return result
    }

    /// Escapes text for a double-quoted attribute value.
    public static func attribute(_ text: some StringProtocol) -> String {
        escape(text)
    }

    /// True for a code point both HTML (without a parse error) and XML 1.0
    /// accept in a document: not a control character other than tab, line
    /// feed and carriage return, and not a noncharacter.
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00...0x1F, 0x7F...0x9F: return false
        case 0xFDD0...0xFDEF: return false
        // Bidirectional embeddings, overrides and isolates: a name holding
        // U+202E would be shown reversed, so it is shown as U+FFFD instead.
        case 0x202A...0x202E, 0x2066...0x2069: return false
        default: return scalar.value & 0xFFFE != 0xFFFE
        }
    }
}
