import Foundation

/// Swift's lexer, as far as telling code from comments and literals goes:
/// the words of the code (``AnswerScreen``, ``AnswerInterface``) and its
/// tokens outside string interpolations (``AnswerInterface``).
struct SwiftCodeReader {
    /// A token of the code outside comments: a word (identifier, keyword,
    /// `#directive`, `@attribute`), a whole string or regex literal as
    /// written, or one scalar of punctuation.
    enum Token: Equatable {
        case word(String)
        case literal(String)
        case punctuation(Unicode.Scalar)
    }

    let scalars: [Unicode.Scalar]
    /// Line and column of each scalar (and of the end).
    let positions: [(line: Int, column: Int)]
    var words: [(text: String, line: Int, column: Int)] = []
    /// The tokens read outside string interpolations, in order.
    var tokens: [Token] = []
    /// How many interpolations deep the code being read is.
    private var interpolationDepth = 0

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var positions: [(line: Int, column: Int)] = []
        positions.reserveCapacity(scalars.count + 1)
        var line = 1, column = 1
        for (index, scalar) in scalars.enumerated() {
            positions.append((line, column))
            // A line ends at a line feed, or at a carriage return not followed by one.
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                line += 1; column = 1
            } else {
                column += 1
            }
        }
        positions.append((line, column))
        self.positions = positions
    }

    func starts(_ prefix: String, at index: Int, before end: Int) -> Bool {
        var at = index
        for scalar in prefix.unicodeScalars {
            guard at < end, scalars[at] == scalar else { return false }
            at += 1
        }
        return true
    }

    /// Records a token read outside interpolations.
    mutating func add(_ token: Token) {
        guard interpolationDepth == 0 else { return }
        tokens.append(token)
    }

    func text(_ start: Int, _ end: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        return text
    }

    /// A scalar of an identifier or keyword: `_`, `$`, ASCII letters and
    /// digits, and (as far as telling words apart goes) every scalar past
    /// ASCII, as Swift reads `x😀func` or `x$var` as one name.
    func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || (scalar.value > 0x7F && !isSpaceToTheCompiler(scalar))
            || (scalar.isASCII && CharacterSet.alphanumerics.contains(scalar))
    }
    func isLineEnd(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }
    /// Space the compiler skips (some with a warning): also a no-break
    /// space, a form feed, a vertical tab, NUL.
    func isSpaceToTheCompiler(_ scalar: Unicode.Scalar) -> Bool {
        isSpace(scalar) || scalar.properties.isWhitespace || scalar == "\0"
    }

    func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || isLineEnd(scalar) }

    /// The number of `#` at `index` (none for a plain string) followed
    /// by `"`, or (one or more) by `/`: a string's or an extended regex
    /// literal's delimiter, if that is what is there.
    func delimiterHashes(at index: Int, before end: Int) -> (count: Int, opener: Unicode.Scalar)? {
        var count = 0
        while index + count < end, scalars[index + count] == "#" { count += 1 }
        guard index + count < end, scalars[index + count] == "\"" || (count > 0 && scalars[index + count] == "/") else { return nil }
        return (count, scalars[index + count])
    }

    /// The index after the `/*` comment at `index` (comments nest).
    func afterBlockComment(at index: Int, before end: Int) -> Int {
        var at = index, depth = 0
        repeat {
            if starts("/*", at: at, before: end) { depth += 1; at += 2 } else if starts("*/", at: at, before: end) { depth -= 1; at += 2 } else { at += 1 }
        } while depth > 0 && at < end
        return min(at, end)
    }

    /// Reads `[start, end)` as code.
    mutating func code(from start: Int, to end: Int) {
        var index = start
        while index < end {
            if starts("//", at: index, before: end) {
                // A line comment ends at a line feed or a carriage return.
                while index < end && !isLineEnd(scalars[index]) { index += 1 }
            } else if starts("/*", at: index, before: end) {
                index = afterBlockComment(at: index, before: end)
            } else if let (hashes, opener) = delimiterHashes(at: index, before: end) {
                let start = index
                index = opener == "/" ? afterRegex(at: index, hashes: hashes, before: end) : afterString(at: index, hashes: hashes, before: end)
                add(.literal(text(start, index)))
            } else if scalars[index] == "`" {
                // A name in backticks (`func`, or a raw identifier such as
                // `a /* b`, Swift 6.2): one word, whatever is inside.
                let start = index
                let (line, column) = positions[index]
                index += 1
                while index < end && scalars[index] != "`" && !isLineEnd(scalars[index]) { index += 1 }
                if index < end && scalars[index] == "`" { index += 1 }
                words.append((text(start, index), line, column))
                add(.word(text(start, index)))
            } else if scalars[index] == "#" || scalars[index] == "@" || isWordScalar(scalars[index]) {
                let (line, column) = positions[index]
                var word = String(scalars[index])
                let sigil = scalars[index] == "#" || scalars[index] == "@"
                index += 1
                // The compiler reads `@ _cdecl`, `@ /* … */ _cdecl` and
                // `@`_cdecl`` (a name in backticks) as `@_cdecl`.
                if sigil {
                    while index < end {
                        if isSpaceToTheCompiler(scalars[index]) {
                            index += 1
                        } else if starts("/*", at: index, before: end) {
                            index = afterBlockComment(at: index, before: end)
                        } else if starts("//", at: index, before: end) {
                            while index < end && !isLineEnd(scalars[index]) { index += 1 }
                        } else {
                            break
                        }
                    }
                }
                let quoted = sigil && index < end && scalars[index] == "`"
                if quoted { index += 1 }
                while index < end, isWordScalar(scalars[index]) {
                    word.unicodeScalars.append(scalars[index]); index += 1
                }
                if quoted, index < end, scalars[index] == "`" { index += 1 }
                words.append((word, line, column))
                add(.word(word))
            } else {
                if !isSpace(scalars[index]) { add(.punctuation(scalars[index])) }
                index += 1
            }
        }
    }

    /// The index after the extended regex literal `#/…/#` at `index`: it
    /// ends at `/` and the same `#`s; `\` escapes the scalar after it; one
    /// that does not start with a line break ends at the line's end.
    func afterRegex(at index: Int, hashes: Int, before end: Int) -> Int {
        let closer = "/" + String(repeating: "#", count: hashes)
        var at = index + hashes + 1
        let multiline = at < end && isLineEnd(scalars[at])
        while at < end && !starts(closer, at: at, before: end) {
            if !multiline && isLineEnd(scalars[at]) { return at }
            if scalars[at] == "\\", at + 1 < end, !isLineEnd(scalars[at + 1]) { at += 1 }
            at += 1
        }
        return min(at + closer.unicodeScalars.count, end)
    }

    /// True when the string opened by `hashes` `#`s and the `"` at
    /// `quote` is a multi-line one: `"""`, and (for a raw string) no `"`
    /// with the same `#`s after it closes it on the same line, as in
    /// `#""""#` (the compiler's `advanceIfMultilineDelimiter`).
    func opensMultiline(quote: Int, hashes: Int, before end: Int) -> Bool {
        guard starts("\"\"\"", at: quote, before: end) else { return false }
        if hashes > 0 {
            let fence = String(repeating: "#", count: hashes)
            var at = quote + 2
            while at < end && !isLineEnd(scalars[at]) {
                if scalars[at] == "\"" && starts(fence, at: at + 1, before: end) { return false }
                at += 1
            }
        }
        return true
    }

    /// Reads the string literal at `index` (after its `hashes` `#`s comes
    /// its `"`), its interpolations as code; returns the index after it.
    mutating func afterString(at index: Int, hashes: Int, before end: Int) -> Int {
        let fence = String(repeating: "#", count: hashes)
        let multiline = opensMultiline(quote: index + hashes, hashes: hashes, before: end)
        let closer = (multiline ? "\"\"\"" : "\"") + fence
        var at = index + hashes + (multiline ? 3 : 1)
        while at < end {
            if starts(closer, at: at, before: end) { return at + closer.unicodeScalars.count }
            // An unterminated one-line string: the compiler refuses it.
            if !multiline && isLineEnd(scalars[at]) { return at }
            if scalars[at] == "\\" && starts(fence, at: at + 1, before: end) {
                let escaped = at + 1 + hashes
                if escaped < end && scalars[escaped] == "(" {
                    let close = interpolationEnd(from: escaped + 1, multiline: multiline, before: end)
                    interpolationDepth += 1
                    code(from: escaped + 1, to: close)
                    interpolationDepth -= 1
                    at = close < end && scalars[close] == ")" ? close + 1 : close
                    continue
                }
                at = escaped < end && !isLineEnd(scalars[escaped]) ? escaped + 1 : escaped
                continue
            }
            at += 1
        }
        return end
    }

    /// Where the interpolation whose code starts at `start` ends: the index
    /// of its closing `)`, or where the compiler gives up on it (a line
    /// break, or a comment, in a one-line string; the end). A port of the
    /// compiler's `skipToEndOfInterpolatedExpression`: it knows nested
    /// parentheses, string literals (with their own interpolations) and
    /// comments, and nothing else.
    func interpolationEnd(from start: Int, multiline: Bool, before end: Int) -> Int {
        var open: [Unicode.Scalar] = []
        var allowsNewline = [multiline]
        var customHashes: [Int] = []
        var inString: Bool { open.last == "\"" || open.last == "'" }
        var at = start
        while at < end {
            let scalar = scalars[at]
            at += 1
            var hashes = 0
            switch scalar {
            case "\n", "\r":
                if allowsNewline.last! { continue }
                return at - 1
            case "#", "\"", "'":
                if scalar == "#" {
                    if inString { continue }
                    var after = at - 1
                    while after < end && scalars[after] == "#" { after += 1 }
                    guard after < end && scalars[after] == "\"" else { continue }
                    hashes = after - (at - 1)
                    at = after + 1
                }
                let quote: Unicode.Scalar = scalar == "'" ? "'" : "\""
                if !inString {
                    // `at` is just after the quote.
                    let opensMulti = quote == "\"" && opensMultiline(quote: at - 1, hashes: hashes, before: end)
                    if opensMulti { at += 2 }
                    open.append(quote); allowsNewline.append(opensMulti); customHashes.append(hashes)
                    continue
                }
                guard open.last == quote else { continue }
                if allowsNewline.last! {
                    guard starts("\"\"", at: at, before: end) else { continue }
                    at += 2
                }
                let fence = String(repeating: "#", count: customHashes.last!)
                guard starts(fence, at: at, before: end) else { continue }
                at += customHashes.last!
                open.removeLast(); allowsNewline.removeLast(); customHashes.removeLast()
            case "\\":
                guard inString, starts(String(repeating: "#", count: customHashes.last!), at: at, before: end) else { continue }
                at += customHashes.last!
                guard at < end else { continue }
                let escaped = scalars[at]
                if escaped == "(" { open.append("("); at += 1 } else if !isLineEnd(escaped) { at += 1 }
            case "(":
                if !inString { open.append("(") }
            case ")":
                if open.isEmpty { return at - 1 }
                if open.last == "(" { open.removeLast() }
            case "/":
                if inString { continue }
                if starts("*", at: at, before: end) {
                    let commentStart = at - 1
                    let after = afterBlockComment(at: commentStart, before: end)
                    if !allowsNewline.last!, scalars[commentStart..<after].contains(where: isLineEnd) { return commentStart }
                    at = after
                } else if starts("/", at: at, before: end) {
                    if !allowsNewline.last! { return at - 1 }
                    while at < end && !isLineEnd(scalars[at]) { at += 1 }
                    if at < end { at += 1 }
                }
            default:
                continue
            }
        }
        return end
    }
}
