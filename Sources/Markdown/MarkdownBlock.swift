/// One top-level block of a Markdown document.
public struct MarkdownBlock: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case heading(level: Int)
        case paragraph
        case list
        case blockQuote
        case thematicBreak
        case htmlBlock
        case code(CodeBlock)
        case other(String)
    }

    public let kind: Kind
    /// The text a reader sees: a heading's or paragraph's inline text; a code
    /// block's literal code.
    public let text: String
    /// cmark's HTML for this block in its default safe mode (raw HTML and
    /// unsafe links are suppressed).
    public let html: String
    /// The first and last source lines (1-based).
    public let lines: ClosedRange<Int>
    /// Code blocks inside this block (in a list item or a quote), with the
    /// line of each one's first line; empty for top-level code blocks.
    public let nestedCodeBlocks: [NestedCodeBlock]

    init(_ raw: CmarkBridge.RawBlock, lines source: [String]) {
        switch raw.type {
        case "heading": kind = .heading(level: raw.headingLevel)
        case "paragraph": kind = .paragraph
        case "list": kind = .list
        case "block_quote": kind = .blockQuote
        case "thematic_break": kind = .thematicBreak
        case "html_block": kind = .htmlBlock
        case "code_block": kind = .code(CodeBlock(raw, lines: source))
        default: kind = .other(raw.type)
        }
        text = raw.type == "code_block" ? raw.literal : raw.plainText
        html = raw.html
        lines = raw.startLine...max(raw.startLine, raw.endLine)
        nestedCodeBlocks = raw.nestedCode.map { NestedCodeBlock(info: $0.info, line: $0.line) }
    }
}

public struct NestedCodeBlock: Sendable, Equatable {
    public let info: String
    public let line: Int
}

/// A code block: fenced (with an info string) or indented.
public struct CodeBlock: Sendable, Equatable {
    /// The info string after the opening fence, with entities and escapes
    /// decoded by cmark; empty for an indented block.
    public let info: String
    /// The code, exactly as cmark reports it (ends with a newline unless empty).
    public let code: String
    public let isFenced: Bool
    /// The line of the opening fence (fenced) or of the first code line.
    public let line: Int
    /// The source line of the code's first line.
    public var firstCodeLine: Int { isFenced ? line + 1 : line }
    /// False when a fenced block has no closing fence.
    public let isTerminated: Bool

    /// The first word of the info string: the language.
    public var language: String {
        String(info.split(separator: " ", maxSplits: 1).first ?? "")
    }

    init(_ raw: CmarkBridge.RawBlock, lines source: [String]) {
        info = raw.info
        code = raw.literal
        line = raw.startLine
        let opening = Self.fence(in: Self.line(raw.startLine, of: source))
        isFenced = opening != nil
        if let opening {
            let closing = raw.endLine > raw.startLine ? Self.fence(in: Self.line(raw.endLine, of: source)) : nil
            isTerminated = closing.map { $0.character == opening.character && $0.length >= opening.length && $0.isBare } ?? false
        } else {
            isTerminated = true
        }
    }

    /// Builds a block directly (for tests and generated documents).
    public init(info: String, code: String, line: Int, isFenced: Bool = true, isTerminated: Bool = true) {
        self.info = info
        self.code = code
        self.line = line
        self.isFenced = isFenced
        self.isTerminated = isTerminated
    }

    private static func line(_ number: Int, of lines: [String]) -> Substring {
        number >= 1 && number <= lines.count ? Substring(lines[number - 1]) : ""
    }

    /// A fence at the start of a line: up to three spaces, then at least
    /// three backticks or tildes.
    private static func fence(in line: Substring) -> (character: Character, length: Int, isBare: Bool)? {
        let body = line.drop { $0 == " " }
        guard line.count - body.count <= 3, let first = body.first, first == "`" || first == "~" else { return nil }
        let run = body.prefix { $0 == first }
        guard run.count >= 3 else { return nil }
        let rest = body.dropFirst(run.count)
        return (first, run.count, rest.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" })
    }
}
