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
        let lines = Self.lines(of: source)
        self.blocks = CmarkBridge.parse(source).map { MarkdownBlock($0, lines: lines) }
    }

    /// The lines of `text`, ended by "\n", "\r\n" or "\r" (as cmark counts
    /// them). Read as UTF-8 bytes: a line break is always a grapheme of its
    /// own, so this is what splitting the characters gives, much faster.
    static func lines(of text: String) -> [String] {
        var text = text
        text.makeContiguousUTF8()
        var lines: [String] = []
        _ = text.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == 0x0A || byte == 0x0D else { index += 1; continue }
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
                start = index
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
        }
        return lines
    }

    /// Reads and parses a file, refusing input that is not UTF-8.
    public init(contentsOf url: URL, displayPath: String? = nil) throws {
        self.init(try Self.text(contentsOf: url, displayPath: displayPath), path: displayPath ?? url.path)
    }

    /// A file's text, refusing input that is not UTF-8 (naming the line of
    /// the first bad byte); not parsed.
    public static func text(contentsOf url: URL, displayPath: String? = nil) throws -> String {
        let path = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw MarkdownError.unreadable(path: path, reason: error.localizedDescription)
        }
        return try text(data: data, path: path)
    }

    /// Parses bytes, refusing input that is not UTF-8 (naming the line of the
    /// first bad byte).
    public init(data: Data, path: String) throws {
        self.init(try Self.text(data: data, path: path), path: path)
    }

    private static func text(data: Data, path: String) throws -> String {
        guard let text = String(validating: data, as: UTF8.self) else {
            throw MarkdownError.notUTF8(path: path, line: Self.lineOfFirstInvalidByte(in: data))
        }
        return text
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
