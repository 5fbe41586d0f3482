import Markup
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift with swift-syntax's own parser and classifier.
///
/// The result is one HTML fragment per source line, so a caller can drop
/// hidden lines or mark changed ones without breaking a span: a token that
/// runs over several lines (a block comment, a multi-line string) is closed
/// at each line end and reopened on the next line.
enum SwiftHighlighter {
    /// The HTML of each line of `source` (without line terminators).
    static func lines(_ source: String) -> [String] {
        let bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        var lines: [String] = [""]
        var position = 0

        func emit(_ range: Range<Int>, cssClass: String?) {
            guard !range.isEmpty else { return }
            let text = String(decoding: bytes[range], as: UTF8.self)
            let pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { lines.append("") }
                let body = piece.hasSuffix("\r") ? piece.dropLast() : piece
                guard !body.isEmpty else { continue }
                if let cssClass {
                    lines[lines.count - 1] += "<span class=\"\(cssClass)\">\(HTML.escape(body))</span>"
                } else {
                    lines[lines.count - 1] += HTML.escape(body)
                }
            }
        }

        for classified in tree.classifications {
            let start = max(classified.range.lowerBound.utf8Offset, position)
            let end = min(classified.range.upperBound.utf8Offset, bytes.count)
            guard start < end else { continue }
            emit(position..<start, cssClass: nil)
            emit(start..<end, cssClass: cssClass(for: classified.kind))
            position = end
        }
        emit(position..<bytes.count, cssClass: nil)
        // A final newline ends the last line; it does not start a new one.
        if source.hasSuffix("\n"), lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    /// The CSS class of a token kind (`nil`: plain text).
    static func cssClass(for kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: "kw"
        case .type: "ty"
        case .identifier, .dollarIdentifier: nil
        case .argumentLabel: "lb"
        case .stringLiteral, .regexLiteral: "st"
        case .integerLiteral, .floatLiteral: "nu"
        case .lineComment, .blockComment: "co"
        case .docLineComment, .docBlockComment: "co doc"
        case .attribute: "at"
        case .ifConfigDirective: "pp"
        case .operator: "op"
        case .editorPlaceholder: "ph"
        case .none: nil
        @unknown default: nil
        }
    }
}
