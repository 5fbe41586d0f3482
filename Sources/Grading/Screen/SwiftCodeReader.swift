import Foundation

/// Swift's lexer, as far as telling code from comments and literals goes:
/// the words of the code (``AnswerScreen``, ``AnswerInterface``) and its
/// tokens outside string interpolations (``AnswerInterface``,
/// ``AnswerSkeleton``).
///
/// An answer is attacker data, so the reader is built to be cheap whatever
/// the text: one pass with an explicit stack (no recursion, so no nesting
/// the text chooses can exhaust a thread's stack), time linear in the text
/// (a run of `#` is read once; the end of an interpolation is found by one
/// scan of it per level it is nested in, and at most
/// ``maximumInterpolationDepth`` levels are read), and memory linear in it.
/// A text nested deeper than that is not read further: ``limit`` says where
/// and why, and the screens refuse the answer with that reason.
struct SwiftCodeReader {
    /// A token of the code outside comments: a word (identifier, keyword,
    /// `#directive`, `@attribute`), a whole string or regex literal as
    /// written, or one scalar of punctuation.
    enum Token: Equatable {
        case word(String)
        case literal(String)
        case punctuation(Unicode.Scalar)
    }

    /// Where the reader stopped because the text went past a bound.
    struct Limit: Equatable, Error {
        let line: Int
        let column: Int
        /// What the text does, for the learner: "nests string interpolations more than 64 deep".
        let what: String
    }

    /// How many string interpolations deep the reader follows code. The
    /// compiler has no such limit, but no answer a person writes comes near
    /// it (a string inside an interpolation inside a string is two).
    static let maximumInterpolationDepth = 64

    let scalars: [Unicode.Scalar]
    /// The index of the first scalar of each line.
    private let lineStarts: [Int]
    private(set) var words: [(text: String, line: Int, column: Int)] = []
    /// The tokens read outside string interpolations, in order.
    private(set) var tokens: [Token] = []
    /// Set when the text went past a bound: nothing after it was read.
    private(set) var limit: Limit?
    /// Where each interpolation whose end is known ends (by the index of
    /// its code's first scalar): one scan of an outermost interpolation
    /// finds the ends of every interpolation nested in it, so no text is
    /// scanned once per level it is nested in.
    private var interpolationEnds: [Int: Int] = [:]

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
        var starts = [0]
        for (index, scalar) in scalars.enumerated() {
            // A line ends at a line feed, or at a carriage return not followed by one.
            if scalar == "\n" || (scalar == "\r" && (index + 1 == scalars.count || scalars[index + 1] != "\n")) {
                starts.append(index + 1)
            }
        }
        lineStarts = starts
    }

    /// Reads `text` whole.
    static func read(_ text: String) -> SwiftCodeReader {
        var reader = SwiftCodeReader(scalars: Array(text.unicodeScalars))
        reader.read()
        return reader
    }

    /// The line and column (both from 1) of the scalar at `index`.
    func position(of index: Int) -> (line: Int, column: Int) {
        // The last line start at or before `index`.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (low + 1, index - lineStarts[low] + 1)
    }

    func starts(_ prefix: String, at index: Int, before end: Int) -> Bool {
        var at = index
        for scalar in prefix.unicodeScalars {
            guard at < end, scalars[at] == scalar else { return false }
            at += 1
        }
        return true
    }

    /// Whether `count` copies of `scalar` start at `index`, before `end`.
    func starts(repeating scalar: Unicode.Scalar, count: Int, at index: Int, before end: Int) -> Bool {
        guard index + count <= end else { return false }
        var at = index
        while at < index + count {
            if scalars[at] != scalar { return false }
            at += 1
        }
        return true
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
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24: return true  // 0-9 A-Z a-z _ $
        case 0...0x7F: return false
        default: return !isSpaceToTheCompiler(scalar)
        }
    }
    func isLineEnd(_ scalar: Unicode.Scalar) -> Bool { scalar == "\n" || scalar == "\r" }
    /// Space the compiler skips (some with a warning): also a no-break
    /// space, a form feed, a vertical tab, NUL.
    func isSpaceToTheCompiler(_ scalar: Unicode.Scalar) -> Bool {
        isSpace(scalar) || scalar.properties.isWhitespace || scalar == "\0"
    }

    func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || isLineEnd(scalar) }

    /// The number of `#` at `index`, and what follows them (nil at the end).
    func hashRun(at index: Int, before end: Int) -> (count: Int, next: Unicode.Scalar?) {
        var count = 0
        while index + count < end, scalars[index + count] == "#" { count += 1 }
        return (count, index + count < end ? scalars[index + count] : nil)
    }

    /// The index after the `/*` comment at `index` (comments nest).
    func afterBlockComment(at index: Int, before end: Int) -> Int {
        var at = index, depth = 0
        repeat {
            if starts("/*", at: at, before: end) { depth += 1; at += 2 } else if starts("*/", at: at, before: end) { depth -= 1; at += 2 } else { at += 1 }
        } while depth > 0 && at < end
        return min(at, end)
    }

    /// What the reader is in: code up to `end` (the whole text, or an
    /// interpolation's code), or a string literal opened at `start`, which
    /// cannot run past the code that holds it (`end`).
    private enum Frame {
        case code(end: Int)
        case string(start: Int, hashes: Int, multiline: Bool, end: Int)
    }

    /// Reads the whole text, once.
    mutating func read() {
        var stack: [Frame] = [.code(end: scalars.count)]
        var index = 0
        // The number of interpolations the code being read is inside.
        var depth = 0
        while let frame = stack.last {
            switch frame {
            case let .code(end):
                if index >= end {
                    stack.removeLast()
                    // An interpolation's code ended: back in its string, after the `)` that closed it.
                    if case let .string(_, _, _, stringEnd)? = stack.last {
                        depth -= 1
                        if index < stringEnd, scalars[index] == ")" { index += 1 }
                    }
                    continue
                }
                index = readCode(at: index, end: end, depth: depth, stack: &stack)
            case let .string(start, hashes, multiline, end):
                switch stringStep(at: index, hashes: hashes, multiline: multiline, end: end) {
                case let .closed(after):
                    stack.removeLast()
                    index = after
                    if depth == 0 { tokens.append(.literal(text(start, after))) }
                case let .interpolation(codeStart, codeEnd):
                    guard depth < Self.maximumInterpolationDepth else {
                        let (line, column) = position(of: codeStart - 1)
                        limit = Limit(line: line, column: column, what: "nests string interpolations more than \(Self.maximumInterpolationDepth) deep")
                        return
                    }
                    depth += 1
                    stack.append(.code(end: codeEnd))
                    index = codeStart
                }
            }
        }
    }

    /// Reads one thing of code at `index` (before `end`): a comment, a
    /// literal (a string is opened on `stack`), a word or a punctuation
    /// scalar. Returns the index after it.
    private mutating func readCode(at start: Int, end: Int, depth: Int, stack: inout [Frame]) -> Int {
        var index = start
        let scalar = scalars[index]
        if starts("//", at: index, before: end) {
            // A line comment ends at a line feed or a carriage return.
            while index < end && !isLineEnd(scalars[index]) { index += 1 }
            return index
        }
        if starts("/*", at: index, before: end) { return afterBlockComment(at: index, before: end) }
        if scalar == "\"" || scalar == "#" {
            let (hashes, next) = hashRun(at: index, before: end)
            if next == "\"" {
                // A string literal (raw when `hashes` > 0).
                let quote = index + hashes
                let multiline = opensMultiline(quote: quote, hashes: hashes, before: end)
                stack.append(.string(start: index, hashes: hashes, multiline: multiline, end: end))
                return quote + (multiline ? 3 : 1)
            }
            if hashes > 0, next == "/" {
                let after = afterRegex(at: index, hashes: hashes, before: end)
                if depth == 0 { tokens.append(.literal(text(index, after))) }
                return after
            }
            // `#` before another `#` is a word of its own ("#"): the whole
            // run at once, so a run of n `#` costs n steps, not n².
            while index + 1 < end, scalars[index + 1] == "#" {
                addWord("#", at: index, depth: depth)
                index += 1
            }
        }
        if scalars[index] == "`" {
            // A name in backticks (`func`, or a raw identifier such as
            // `a /* b`, Swift 6.2): one word, whatever is inside.
            let wordStart = index
            index += 1
            while index < end && scalars[index] != "`" && !isLineEnd(scalars[index]) { index += 1 }
            if index < end && scalars[index] == "`" { index += 1 }
            addWord(text(wordStart, index), at: wordStart, depth: depth)
            return index
        }
        let first = scalars[index]
        guard first == "#" || first == "@" || isWordScalar(first) else {
            if !isSpace(first), depth == 0 { tokens.append(.punctuation(first)) }
            return index + 1
        }
        let wordStart = index
        var word = String(first)
        let sigil = first == "#" || first == "@"
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
        if sigil, index < end, scalars[index] == "`" {
            // A name in backticks after the sigil (`@`_cdecl``, or a raw
            // identifier such as `#`a /* b``): whatever is inside, to the
            // closing backtick, as the compiler reads it.
            index += 1
            while index < end && scalars[index] != "`" && !isLineEnd(scalars[index]) {
                word.unicodeScalars.append(scalars[index]); index += 1
            }
            if index < end, scalars[index] == "`" { index += 1 }
            addWord(word, at: wordStart, depth: depth)
            return index
        }
        while index < end, isWordScalar(scalars[index]) {
            word.unicodeScalars.append(scalars[index]); index += 1
        }
        addWord(word, at: wordStart, depth: depth)
        return index
    }

    private mutating func addWord(_ word: String, at index: Int, depth: Int) {
        let (line, column) = position(of: index)
        words.append((word, line, column))
        if depth == 0 { tokens.append(.word(word)) }
    }

    /// The index after the extended regex literal `#/…/#` at `index`: it
    /// ends at `/` and the same `#`s; `\` escapes the scalar after it; one
    /// that does not start with a line break ends at the line's end.
    func afterRegex(at index: Int, hashes: Int, before end: Int) -> Int {
        var at = index + hashes + 1
        // Multi-line when nothing but spaces and tabs follows the opening delimiter on its line.
        var after = at
        while after < end, scalars[after] == " " || scalars[after] == "\t" { after += 1 }
        let multiline = after < end && isLineEnd(scalars[after])
        while at < end && !(scalars[at] == "/" && starts(repeating: "#", count: hashes, at: at + 1, before: end)) {
            if !multiline && isLineEnd(scalars[at]) { return at }
            if scalars[at] == "\\", at + 1 < end, !isLineEnd(scalars[at + 1]) { at += 1 }
            at += 1
        }
        return min(at + 1 + hashes, end)
    }

    /// True when the string opened by `hashes` `#`s and the `"` at
    /// `quote` is a multi-line one: `"""`, and (for a raw string) no `"`
    /// with the same `#`s after it closes it on the same line, as in
    /// `#""""#` (the compiler's `advanceIfMultilineDelimiter`).
    func opensMultiline(quote: Int, hashes: Int, before end: Int) -> Bool {
        guard starts("\"\"\"", at: quote, before: end) else { return false }
        if hashes > 0 {
            var at = quote + 2
            while at < end && !isLineEnd(scalars[at]) {
                if scalars[at] == "\"" && starts(repeating: "#", count: hashes, at: at + 1, before: end) { return false }
                at += 1
            }
        }
        return true
    }

    private enum StringStep {
        /// The literal ended; the index after it.
        case closed(after: Int)
        /// An interpolation `\(…)` whose code is `[start, end)`.
        case interpolation(start: Int, end: Int)
    }

    /// Reads a string literal's text from `index` (after its opening
    /// delimiter, or after an interpolation's `)`) to its end or its next
    /// interpolation.
    private mutating func stringStep(at index: Int, hashes: Int, multiline: Bool, end: Int) -> StringStep {
        let quotes = multiline ? 3 : 1
        var at = index
        while at < end {
            if scalars[at] == "\"", starts(repeating: "\"", count: quotes, at: at, before: end),
               starts(repeating: "#", count: hashes, at: at + quotes, before: end) {
                return .closed(after: at + quotes + hashes)
            }
            // An unterminated one-line string: the compiler refuses it.
            if !multiline && isLineEnd(scalars[at]) { return .closed(after: at) }
            if scalars[at] == "\\" && starts(repeating: "#", count: hashes, at: at + 1, before: end) {
                let escaped = at + 1 + hashes
                if escaped < end && scalars[escaped] == "(" {
                    let start = escaped + 1
                    if let known = interpolationEnds[start] { return .interpolation(start: start, end: known) }
                    return .interpolation(start: start, end: interpolationEnd(from: start, multiline: multiline, before: end))
                }
                at = escaped < end && !isLineEnd(scalars[escaped]) ? escaped + 1 : escaped
                continue
            }
            at += 1
        }
        return .closed(after: end)
    }

    /// Where the interpolation whose code starts at `start` ends: the index
    /// of its closing `)`, or where the compiler gives up on it (a line
    /// break, or a comment, in a one-line string; the end). A port of the
    /// compiler's `skipToEndOfInterpolatedExpression`: it knows nested
    /// parentheses, string literals (with their own interpolations) and
    /// comments, and nothing else. Its own stack is explicit; the ends of
    /// the interpolations nested in this one are recorded on the way
    /// (``interpolationEnds``), where a scan from each of them would stop.
    mutating func interpolationEnd(from start: Int, multiline: Bool, before end: Int) -> Int {
        var open: [Unicode.Scalar] = []
        // Per entry of `open`: where its interpolation's code starts, or -1
        // (a parenthesis of code, or a string).
        var opened: [Int] = []
        var allowsNewline = [multiline]
        var customHashes: [Int] = []
        var inString: Bool { open.last == "\"" || open.last == "'" }
        /// The interpolation ends at `at`, and so does every one still open in it.
        func ending(at position: Int) -> Int {
            for begin in opened where begin >= 0 { interpolationEnds[begin] = position }
            interpolationEnds[start] = position
            return position
        }
        var at = start
        while at < end {
            let scalar = scalars[at]
            at += 1
            var hashes = 0
            switch scalar {
            case "\n", "\r":
                if allowsNewline.last! { continue }
                return ending(at: at - 1)
            case "#", "\"", "'":
                if scalar == "#" {
                    if inString { continue }
                    let run = hashRun(at: at - 1, before: end)
                    guard run.next == "\"" else {
                        // Not a raw string's opening: skip the whole run.
                        at = at - 1 + run.count
                        continue
                    }
                    hashes = run.count
                    at = at - 1 + run.count + 1
                }
                let quote: Unicode.Scalar = scalar == "'" ? "'" : "\""
                if !inString {
                    // `at` is just after the quote.
                    let opensMulti = quote == "\"" && opensMultiline(quote: at - 1, hashes: hashes, before: end)
                    if opensMulti { at += 2 }
                    open.append(quote); opened.append(-1); allowsNewline.append(opensMulti); customHashes.append(hashes)
                    continue
                }
                guard open.last == quote else { continue }
                if allowsNewline.last! {
                    guard starts("\"\"", at: at, before: end) else { continue }
                    at += 2
                }
                guard starts(repeating: "#", count: customHashes.last!, at: at, before: end) else { continue }
                at += customHashes.last!
                open.removeLast(); opened.removeLast(); allowsNewline.removeLast(); customHashes.removeLast()
            case "\\":
                guard inString, starts(repeating: "#", count: customHashes.last!, at: at, before: end) else { continue }
                at += customHashes.last!
                guard at < end else { continue }
                let escaped = scalars[at]
                if escaped == "(" { open.append("("); opened.append(at + 1); at += 1 } else if !isLineEnd(escaped) { at += 1 }
            case "(":
                if !inString { open.append("("); opened.append(-1) }
            case ")":
                if open.isEmpty { return ending(at: at - 1) }
                if open.last == "(" {
                    open.removeLast()
                    if let begin = opened.popLast(), begin >= 0 { interpolationEnds[begin] = at - 1 }
                }
            case "/":
                if inString { continue }
                if starts("*", at: at, before: end) {
                    let commentStart = at - 1
                    let after = afterBlockComment(at: commentStart, before: end)
                    if !allowsNewline.last!, scalars[commentStart..<after].contains(where: isLineEnd) { return ending(at: commentStart) }
                    at = after
                } else if starts("/", at: at, before: end) {
                    if !allowsNewline.last! { return ending(at: at - 1) }
                    while at < end && !isLineEnd(scalars[at]) { at += 1 }
                    if at < end { at += 1 }
                }
            default:
                continue
            }
        }
        return ending(at: end)
    }
}
