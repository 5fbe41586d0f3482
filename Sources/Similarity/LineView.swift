/// The line view of an answer: one hash per line of its source, the line's
/// tokens as the plain view writes them (the file's own names `id`,
/// literals by their class, nothing dropped or re-ordered), for lines of at
/// least `SimilarityParameters.lineTokens` tokens (`} else {` and `return x`
/// are everywhere). Lines are compared as a bag: where a line sits (which
/// type, extension or helper holds it, what comes before and after) does
/// not matter. So a copy whose lines were moved into helpers of several
/// statements, into extensions split and re-ordered, or wrapped in
/// `guard`s and branches of another shape keeps the lines it did not
/// rewrite, where k-grams spanning the seams no longer match.
enum LineView {
    /// The hashes of the source's lines, in order (a line's tokens are those
    /// that start on it; a token spanning lines, a multi-line string, goes
    /// with its first).
    static func hashes(_ source: String, minimumTokens: Int, localNamesOnly: Bool = false) -> [UInt64] {
        hashes(source, plainTokens: TokenStream.plainTokens(source, localNamesOnly: localNamesOnly), minimumTokens: minimumTokens)
    }

    /// The same, from the source's plain tokens already made.
    static func hashes(_ source: String, plainTokens: [NormalToken], minimumTokens: Int) -> [UInt64] {
        var lineEnds: [Int] = []
        for (offset, byte) in source.utf8.enumerated() where byte == UInt8(ascii: "\n") { lineEnds.append(offset) }
        var result: [UInt64] = []
        var line: [UInt64] = []
        var currentLine = -1
        func finish() {
            if line.count >= minimumTokens { result.append(hash(line)) }
            line = []
        }
        var lineIndex = 0
        for token in plainTokens {
            while lineIndex < lineEnds.count && lineEnds[lineIndex] < token.range.lowerBound { lineIndex += 1 }
            if lineIndex != currentLine {
                finish()
                currentLine = lineIndex
            }
            line.append(token.kind)
        }
        finish()
        return result
    }

    /// FNV-1a over the tokens' kinds, from a seed of its own (a line's hash
    /// is never a k-gram's).
    static func hash(_ kinds: [UInt64]) -> UInt64 {
        var hash: UInt64 = 0x6C69_6E65_7669_6577
        for kind in kinds { hash = (hash ^ kind) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}
