import SwiftSyntax
import Hashing

/// A Swift source as the similarity measure sees it: its tokens, from
/// swift-syntax's parser, normalised by `Normaliser` (names the file
/// declares become `id`, literals their class, comments and layout go, dead
/// code goes, small helpers are inlined, independent statements and members
/// put in one order, repeats folded). Renaming, rewording comments,
/// re-indenting, re-ordering and such rewrites change nothing here.
/// Each token keeps the bytes of the source it came from, for display.
public struct TokenStream: Sendable {
    /// The source as given.
    public let source: String
    /// One hash per token: of its normalised text.
    public let kinds: [UInt64]
    /// Each token's bytes in `source`'s UTF-8 (trivia excluded).
    public let ranges: [Range<Int>]
    /// Nil when the stream is the whole file normalised; else why it is
    /// not (`AnswerReader`): the file as written, or nothing at all.
    public let note: ReadingNote?

    public var count: Int { kinds.count }

    public init(_ source: String) {
        self.init(source, localNamesOnly: false)
    }

    /// `localNamesOnly`: only parameters and variables inside bodies become
    /// `id`, as they do when the code is copied into an answer that uses
    /// the rest by name (used for the chapter's code, see `Template`).
    init(_ source: String, localNamesOnly: Bool) {
        self.init(AnswerReader(source, localNamesOnly: localNamesOnly))
    }

    /// The normalised stream of a file already read.
    init(_ read: AnswerReader) {
        source = read.source
        kinds = read.normal.map(\.kind)
        ranges = read.normal.map(\.range)
        note = read.note
    }

    /// The plain view: every token of the source as written, only renamed
    /// as `RenamePass` renames (the file's own names `id`, literals by their
    /// class; the library's names kept), nothing dropped, inlined or
    /// re-ordered.
    public static func plainKinds(_ source: String) -> [UInt64] {
        plainTokens(source).map(\.kind)
    }

    /// The plain view's tokens with their bytes (`localNamesOnly` as for `init`).
    static func plainTokens(_ source: String, localNamesOnly: Bool = false) -> [NormalToken] {
        AnswerReader(source, localNamesOnly: localNamesOnly, normalise: false).plain.tokens
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

/// FNV-1a, 64 bits: stable across runs and machines (Swift's `Hasher` is seeded per process).
@inline(__always)
func fnv1a(_ text: String) -> UInt64 { FNV1a.hash(text) }
