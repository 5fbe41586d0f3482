import Foundation

/// A parsed CommonMark document: its top-level blocks in order, each with
/// its source lines and cmark's own (safe) HTML.
public struct MarkdownDocument: Sendable, Equatable {
    /// The path the document was read from, as shown in diagnostics.
    public let path: String
    public let source: String
    public let blocks: [MarkdownBlock]

    /// Parses Markdown text. Parsing never fails: CommonMark gives every
    /// input a meaning. Use ``unterminatedFences`` to find a fence that runs
    /// to the end of the document.
    public init(_ source: String, path: String = "<markdown>") {
        self.path = path
        self.source = source
        let lines = source.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
        self.blocks = CmarkBridge.parse(source).map { MarkdownBlock($0, lines: lines) }
    }

    /// Reads and parses a file, refusing input that is not UTF-8.
    public init(contentsOf url: URL, displayPath: String? = nil) throws {
        let path = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MarkdownError.unreadable(path: path, reason: error.localizedDescription)
        }
        try self.init(data: data, path: path)
    }

    /// Parses bytes, refusing input that is not UTF-8 (naming the line of the
    /// first bad byte).
    public init(data: Data, path: String) throws {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw MarkdownError.notUTF8(path: path, line: Self.lineOfFirstInvalidByte(in: data))
        }
        self.init(text, path: path)
    }

    /// Every code block at the top level, in order.
    public var codeBlocks: [CodeBlock] {
        blocks.compactMap { if case let .code(block) = $0.kind { block } else { nil } }
    }

    /// Fenced code blocks whose closing fence is missing: CommonMark runs
    /// them to the end of their container, which is almost never meant.
    public var unterminatedFences: [CodeBlock] {
        codeBlocks.filter { $0.isFenced && !$0.isTerminated }
    }

    private static func lineOfFirstInvalidByte(in data: Data) -> Int {
        let bytes = [UInt8](data)
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length = byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= bytes.count,
                  String(validating: bytes[index..<index + length], as: UTF8.self) != nil
            else { return line }
            if byte == 0x0A { line += 1 }
            index += length
        }
        return line
    }
}

public enum MarkdownError: Error, Equatable, CustomStringConvertible {
    case notUTF8(path: String, line: Int)
    case unreadable(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notUTF8(path, line):
            "\(path):\(line): error: the file is not valid UTF-8; save it as UTF-8 and try again"
        case let .unreadable(path, reason):
            "\(path): error: cannot read the file (\(reason))"
        }
    }
}
