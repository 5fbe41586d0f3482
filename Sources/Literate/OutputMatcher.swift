/// Compares what a program printed with an `output` block.
///
/// Trailing white space at line ends and trailing blank lines are ignored.
/// In an `output elide` block, `…` in a line matches any run of characters
/// within that line (for text that is random by design, such as sealed
/// AES-GCM boxes).
public struct OutputMatcher: Sendable {
    public let elide: Bool

    public init(elide: Bool = false) { self.elide = elide }

    /// The first line that differs.
    public struct Mismatch: Sendable, Equatable {
        /// 1-based line within the output.
        public let line: Int
        public let expected: String?
        public let actual: String?
    }

    public func firstMismatch(expected: String, actual: String) -> Mismatch? {
        let expectedLines = Self.normalizedLines(expected)
        let actualLines = Self.normalizedLines(actual)
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let wanted = index < expectedLines.count ? expectedLines[index] : nil
            let got = index < actualLines.count ? actualLines[index] : nil
            if let wanted, let got, matches(pattern: wanted, got) { continue }
            return Mismatch(line: index + 1, expected: wanted, actual: got)
        }
        return nil
    }

    public func matches(expected: String, actual: String) -> Bool {
        firstMismatch(expected: expected, actual: actual) == nil
    }

    private func matches(pattern: String, _ line: String) -> Bool {
        guard elide, pattern.contains("…") else { return pattern == line }
        let pieces = pattern.components(separatedBy: "…")
        guard line.hasPrefix(pieces.first!), line.hasSuffix(pieces.last!),
              line.count >= pieces.first!.count + pieces.last!.count else { return false }
        var rest = Substring(line.dropFirst(pieces.first!.count).dropLast(pieces.last!.count))
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let range = rest.range(of: piece) else { return false }
            rest = rest[range.upperBound...]
        }
        return true
    }

    static func normalizedLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { line in
            String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}
