/// The line view of an answer: one hash per logical line of its source,
/// the line's tokens as the plain view writes them (the file's own names
/// `id`, literals by their class, nothing dropped or re-ordered), for lines
/// of at least `SimilarityParameters.lineTokens` tokens (`} else {` and
/// `return x` are everywhere). A logical line is the line a canonical
/// layout gives the code (`AnswerReader.walk`: a line per statement, member
/// and `case`, a block's braces ending and starting lines), whatever
/// layout it was written in: an argument list split over two lines, or two
/// statements on one, is the same line or lines as written any other way
/// (layout never counts). Lines are compared as a
/// bag: where a line sits (which type, extension or helper holds it, what
/// comes before and after) does not matter. So a copy whose lines were
/// moved into helpers of several statements, into extensions split and
/// re-ordered, or wrapped in `guard`s and branches of another shape keeps
/// the lines it did not rewrite, where k-grams spanning the seams no
/// longer match.
enum LineView {
    /// The hashes of the source's logical lines, in order of their first token.
    static func hashes(_ source: String, minimumTokens: Int, localNamesOnly: Bool = false) -> [UInt64] {
        hashes(AnswerReader(source, localNamesOnly: localNamesOnly, normalise: false).plain, minimumTokens: minimumTokens)
    }

    /// The same, from the plain tokens already made (each with its line).
    static func hashes(_ plain: AnswerReader.Plain, minimumTokens: Int) -> [UInt64] {
        var result: [UInt64] = []
        var kinds: [UInt64] = []
        var current = plain.lines.first
        func finish() {
            if kinds.count >= minimumTokens { result.append(hash(kinds)) }
            kinds = []
        }
        for (token, line) in zip(plain.tokens, plain.lines) {
            if line != current {
                finish()
                current = line
            }
            kinds.append(token.kind)
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
