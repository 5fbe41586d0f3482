import Foundation
import SwiftParser
import SwiftSyntax

/// Why an answer is not compared as the others are, for the report: a file
/// that could not be compared at all, or one compared only as written (its
/// normalised view replaced by its tokens as written).
public struct ReadingNote: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case notCompared = "could not be compared"
        case asWritten = "compared as written only"
    }

    public let kind: Kind
    /// What was wrong and what the bound is, in the report's words.
    public let reason: String

    /// `could not be compared: it nests 5,000 levels deep …`.
    public var text: String { "\(kind.rawValue): \(reason)" }
}

/// An answer read within bounds: parsed by swift-syntax's parser (with its
/// own nesting limit), its depth measured and its plain tokens made by one
/// walk with an explicit stack, then normalised under a work budget. What
/// a student hands in is attacker data: every step is linear in the file,
/// no step recurses deeper than `maximumDepth` syntax nodes (each recursive
/// walk, swift-syntax's visitors and the normaliser's passes, follows the
/// tree, on a thread with a stack sized for that depth: `LargeStack`), and
/// nothing it makes is larger than the budget.
struct AnswerReader {
    /// Largest file read (the grader's own limit for an answer).
    static let maximumBytes = 512 * 1024
    /// The parser's nesting limit (brackets, braces, `#if`), the same in a
    /// debug and a release build.
    static let nestingLevel = 256
    /// Deepest syntax tree read: chains the parser does not count as
    /// nesting (`a.b.b.b…`, `x!!!…`, `else if` after `else if`) make a tree
    /// as deep as they are long.
    static let maximumDepth = 2_000
    /// Deepest nesting of string interpolations read (`"\("\(…)")"`):
    /// swift-syntax's lexer keeps a state per level for every token after
    /// it, and its nesting limit does not count these, so 20,000 levels in
    /// 100 KB took gigabytes before the parser's own limit was reached.
    static let maximumInterpolationDepth = 100

    /// The file's plain tokens (`TokenStream.plainTokens`) and, for each,
    /// the logical line it belongs to (`LineView`).
    struct Plain {
        var tokens: [NormalToken] = []
        var lines: [Int] = []
    }

    let source: String
    let plain: Plain
    /// The normalised tokens (the plain tokens when the normaliser's
    /// budget ran out; none when the file could not be read).
    let normal: [NormalToken]
    /// Nil when the file was read and normalised whole; else why not.
    let note: ReadingNote?
    /// Its comments and literals, each as its words (`WordingView`).
    let wording: [WordingView.Unit]

    /// Reads `source`. `localNamesOnly`: see `TokenStream.init(_:localNamesOnly:)`.
    /// `normalise`: false makes only the plain tokens.
    init(_ source: String, localNamesOnly: Bool = false, normalise: Bool = true) {
        self.source = source
        guard source.utf8.count <= Self.maximumBytes else {
            (plain, normal, wording) = (Plain(), [], [])
            note = ReadingNote(kind: .notCompared, reason: "it is \(source.utf8.count / 1024) KiB, more than the \(Self.maximumBytes / 1024) KiB an answer can be")
            return
        }
        let interpolations = Self.interpolationDepth(source)
        guard interpolations <= Self.maximumInterpolationDepth else {
            (plain, normal, wording) = (Plain(), [], [])
            note = ReadingNote(kind: .notCompared, reason: "its string interpolations nest more than \(Self.maximumInterpolationDepth) deep (a string inside `\\(…)` inside a string, and so on); at most \(Self.maximumInterpolationDepth) are read")
            return
        }
        let read = LargeStack.run { () -> (Plain, [NormalToken], [WordingView.Unit], ReadingNote?) in
            var parser = Parser(source, maximumNestingLevel: Self.nestingLevel)
            let tree = SourceFileSyntax.parse(from: &parser)
            let walk = Self.walk(tree)
            guard walk.depth <= Self.maximumDepth else {
                return (Plain(), [], [], ReadingNote(kind: .notCompared, reason: "its code nests more than \(Self.maximumDepth) syntax levels deep (a chain of calls, members or `else if`s, or brackets inside brackets); at most \(Self.maximumDepth) are read"))
            }
            let normaliser = Normaliser(tree, localNamesOnly: localNamesOnly, workBudget: Normaliser.budget(forTokens: walk.tokens.count))
            let wording = WordingView.units(walk.tokens)
            var plain = Plain()
            for (token, line) in zip(walk.tokens, walk.lines) where !ErrorFormsPass.isDecoration(token) {
                let before = plain.tokens.count
                normaliser.emitToken(token, into: &plain.tokens)
                if plain.tokens.count > before { plain.lines.append(line) }
            }
            guard normalise else { return (plain, [], wording, nil) }
            let tokens = normaliser.tokens(tree)
            if normaliser.exhausted {
                return (plain, plain.tokens, wording, ReadingNote(kind: .asWritten, reason: "normalising it would take more than \(normaliser.workBudget) steps (its helpers, inlined into each other, grow past any answer's size); its code as written is compared"))
            }
            return (plain, tokens, wording, nil)
        }
        (plain, normal, wording, note) = read
    }

    /// How deep string interpolations nest in a source, by one pass over
    /// its bytes with a stack of the open interpolations (each with its
    /// open parentheses). Comments in code are skipped; an escaped
    /// character in a string is skipped; a raw string's `\(` counts as an
    /// interpolation (the depth is never under the truth). O(bytes), and
    /// the stack never holds more entries than the source has bytes.
    static func interpolationDepth(_ source: String) -> Int {
        let bytes = Array(source.utf8)
        var open: [Int] = []
        var inString = false
        var deepest = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") {
                        open.append(0)
                        deepest = max(deepest, open.count)
                        inString = false
                    }
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "("):
                if !open.isEmpty { open[open.count - 1] += 1 }
            case UInt8(ascii: ")"):
                if let last = open.last {
                    if last == 0 {
                        open.removeLast()
                        inString = true
                    } else {
                        open[open.count - 1] -= 1
                    }
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                continue
            default:
                break
            }
            index += 1
        }
        return deepest
    }

    /// One walk of the tree with an explicit stack: its depth, and its
    /// tokens in order, each with the number of the logical line it is on
    /// (`LineView`). Stops descending below `maximumDepth + 1` (the depth is
    /// then over it).
    ///
    /// A logical line is the line one canonical layout gives the code,
    /// whatever layout it was written in: a line starts at each statement,
    /// member and `case`, after the `{` of a block (a body, a type's
    /// members, a `switch`, accessors, a closure of several statements) and
    /// at its `}`; nothing else starts one. So an argument list or a chain
    /// of calls over several lines is one line, two statements on one line
    /// are two, and a closure of one statement stays on its line.
    static func walk(_ tree: SourceFileSyntax) -> (depth: Int, tokens: [TokenSyntax], lines: [Int]) {
        var depth = 0
        var tokens: [TokenSyntax] = []
        var lines: [Int] = []
        var line = 0
        var pendingBreak = false
        var stack: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, level) = stack.popLast() {
            depth = max(depth, level)
            if let token = node.as(TokenSyntax.self) {
                let brace = isBlockBrace(token)
                if pendingBreak || token.tokenKind == .rightBrace && brace {
                    line += 1
                    pendingBreak = false
                }
                tokens.append(token)
                lines.append(line)
                if token.tokenKind == .leftBrace && brace { pendingBreak = true }
                continue
            }
            guard level <= maximumDepth else { continue }
            if startsLine(node) { pendingBreak = true }
            for child in node.children(viewMode: .sourceAccurate).reversed() {
                stack.append((child, level + 1))
            }
        }
        return (depth, tokens, lines)
    }

    /// A statement, member or `case` (not the one statement of an inline
    /// block, `isInline`).
    private static func startsLine(_ node: Syntax) -> Bool {
        if node.is(MemberBlockItemSyntax.self) || node.is(SwitchCaseSyntax.self) { return true }
        guard node.is(CodeBlockItemSyntax.self), let list = node.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return !isInline(list)
    }

    /// The `{` or `}` of a body, a type's members, a `switch`, accessors or
    /// a closure, unless the block is inline (`isInline`).
    private static func isBlockBrace(_ token: TokenSyntax) -> Bool {
        guard token.tokenKind == .leftBrace || token.tokenKind == .rightBrace, let parent = token.parent else { return false }
        if let closure = parent.as(ClosureExprSyntax.self) { return !isInline(closure.statements) }
        if let block = parent.as(CodeBlockSyntax.self) { return !isInline(block.statements) }
        if let accessors = parent.as(AccessorBlockSyntax.self), case let .getter(statements) = accessors.accessors { return !isInline(statements) }
        return parent.is(MemberBlockSyntax.self) || parent.is(SwitchExprSyntax.self) || parent.is(AccessorBlockSyntax.self)
    }

    /// Statements the canonical layout keeps on the line of what holds
    /// them: a closure's one statement, and any block's one short statement
    /// (`else { return nil }`, `case .a: return 1`, `{ a + b }`).
    private static func isInline(_ list: CodeBlockItemListSyntax) -> Bool {
        guard list.count <= 1 else { return false }
        if list.parent?.is(ClosureExprSyntax.self) == true { return true }
        guard let only = list.first else { return true }
        var count = 0
        for _ in only.tokens(viewMode: .sourceAccurate) {
            count += 1
            if count > shortStatement { return false }
        }
        return true
    }

    /// Tokens of a statement short enough to stay on its block's line.
    static let shortStatement = 5
}

/// Runs work whose recursion follows a syntax tree on a thread whose stack
/// holds a tree of `AnswerReader.maximumDepth` levels with room to spare
/// (inlined helpers nest the normaliser's walk up to
/// `Normaliser.inliningDepth` times deeper); work already on such a thread
/// runs in place.
enum LargeStack {
    /// Bytes of stack (reserved address space; only what is used is memory).
    static let size = 512 << 20

    private static let key = "codable-workbook.large-stack"

    /// True on a thread started by `run` (or by `thread(_:)`).
    static var isCurrent: Bool { Thread.current.threadDictionary[key] != nil }

    static func run<T>(_ body: () -> T) -> T {
        if isCurrent { return body() }
        return withoutActuallyEscaping(body) { body in
            let job = Job(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Self.thread {
                job.value = job.body!()
                // The thread may outlive this call by a moment: it must not
                // hold the closure when it returns.
                job.body = nil
                done.signal()
            }
            thread.start()
            done.wait()
            return job.value!
        }
    }

    /// `body` on a thread whose stack is already `size` (a `WorkerPool`'s
    /// worker with that `stackSize`): marked so that `run` does not start
    /// another.
    static func onWorker<T>(_ body: () -> T) -> T {
        Thread.current.threadDictionary[key] = true
        return body()
    }

    /// A thread with the large stack (not started).
    static func thread(_ body: @escaping @Sendable () -> Void) -> Thread {
        let thread = Thread {
            Thread.current.threadDictionary[key] = true
            body()
        }
        thread.stackSize = size
        return thread
    }

    private final class Job<T>: @unchecked Sendable {
        var body: (() -> T)?
        var value: T?
        init(_ body: @escaping () -> T) { self.body = body }
    }
}
