import SwiftParser
import SwiftSyntax

/// A Swift source as the similarity measure sees it: its tokens, from
/// swift-syntax's parser, with every identifier and every literal replaced
/// by its class (`id`, `num`, `str`, …) and comments and whitespace gone.
/// Renaming variables, rewording comments or re-indenting changes nothing
/// here; keywords, operators and punctuation are kept as written.
///
/// Statements or members that repeat the one before them token for token
/// (after normalising: `try c.encode(x, forKey: .x)` field after field,
/// `let a: String` property after property) become one `repeat` token: how
/// many fields a type has is dictated by the task's data, not by the author,
/// and would otherwise make every answer to a data-heavy exercise look alike.
public struct TokenStream: Sendable {
    /// The source as given.
    public let source: String
    /// One hash per token: of its normalised text.
    public let kinds: [UInt64]
    /// Each token's bytes in `source`'s UTF-8 (trivia excluded).
    public let ranges: [Range<Int>]

    public var count: Int { kinds.count }

    public init(_ source: String) {
        self.source = source
        // The parser recovers from any error, so every file gives a stream.
        let tree = Parser.parse(source: source)
        let repeats = RepeatFinder(viewMode: .sourceAccurate)
        repeats.walk(tree)
        let skipped = merged(repeats.skipped)
        var next = 0
        var kinds: [UInt64] = []
        var ranges: [Range<Int>] = []
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let normal = Self.normalised(token.tokenKind, text: token.text) else { continue }
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = token.endPositionBeforeTrailingTrivia.utf8Offset
            guard end > start else { continue }
            while next < skipped.count && skipped[next].upperBound <= start { next += 1 }
            if next < skipped.count && skipped[next].contains(start) {
                // One token for the whole run of repeats, shown as the run.
                if ranges.last != skipped[next] {
                    kinds.append(fnv1a("repeat"))
                    ranges.append(skipped[next])
                }
                continue
            }
            kinds.append(fnv1a(normal))
            ranges.append(start..<end)
        }
        self.kinds = kinds
        self.ranges = ranges
    }

    /// The class of a token, or nil for a token that carries nothing
    /// (end of file, string quotes' empty segments).
    static func normalised(_ kind: TokenKind, text: String) -> String? {
        switch kind {
        case .identifier, .dollarIdentifier: return "id"
        case .integerLiteral, .floatLiteral: return "num"
        case .stringSegment: return text.isEmpty ? nil : "str"
        case .regexLiteralPattern: return "regex"
        case .rawStringPoundDelimiter, .regexPoundDelimiter: return "#"
        case .endOfFile: return nil
        case let .keyword(keyword):
            switch keyword {
            // Literal values are literals too.
            case .`true`, .`false`: return "bool"
            default: return text
            }
        default: return text
        }
    }
}

/// Byte ranges of statements and members equal (normalised) to the one before.
final class RepeatFinder: SyntaxVisitor {
    var skipped: [Range<Int>] = []

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        collect(node.map { Syntax($0) })
        return .visitChildren
    }

    override func visit(_ node: MemberBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        collect(node.map { Syntax($0) })
        return .visitChildren
    }

    private func collect(_ items: [Syntax]) {
        var previous: [UInt64] = []
        for item in items {
            let kinds = item.tokens(viewMode: .sourceAccurate).compactMap { token in
                TokenStream.normalised(token.tokenKind, text: token.text).map(fnv1a)
            }
            if !kinds.isEmpty && kinds == previous {
                skipped.append(item.positionAfterSkippingLeadingTrivia.utf8Offset..<item.endPositionBeforeTrailingTrivia.utf8Offset)
            }
            previous = kinds
        }
    }
}

/// Sorted, disjoint.
func merged(_ ranges: [Range<Int>]) -> [Range<Int>] {
    var result: [Range<Int>] = []
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
        if let last = result.last, range.lowerBound <= last.upperBound {
            result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
        } else {
            result.append(range)
        }
    }
    return result
}

/// FNV-1a, 64 bits: stable across runs and machines (Swift's `Hasher` is seeded per process).
func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01b3
    }
    return hash
}
