import Foundation

/// What of an answer the other files of its module can depend on: its code
/// without comments and without the bodies of its functions.
///
/// The chapter's files are compiled in one module with the answer (see
/// ``ProgramBuilder``). What the compiler makes of them depends on the
/// answer's declarations (names, types, signatures, stored properties,
/// conformances, initial values), never on what a function's body does: a
/// body is compiled into the answer's own object. So two answers with the
/// same interface get the same objects for the chapter's files, and a
/// re-check after an edit inside bodies (the usual edit while fixing a
/// failing case) compiles the answer alone and links it with the objects of
/// the earlier compile (``ChapterObjects``).
///
/// Left out, as bodies: the body of a `func`, `init`, `deinit`, of each
/// accessor in an accessor block (`get { … } set { … }`, `didSet { … }`:
/// the accessors' names and modifiers are kept) and a computed property's
/// or a subscript's getter written without `get`. Everything else is kept
/// token by token, with what comes before each token (nothing, space, a
/// line break: `a +- b` is not `a + -b`): default arguments, attributes,
/// enum cases and raw values, generic constraints, names in backticks as
/// written. From the first `=` at a scope's own level (a property's initial
/// value `let x = …`, a typealias, a raw value, a where clause's `==`) to
/// the end of that scope (the type, or the file) the code is kept whole,
/// bodies and all: an initial value is an expression that
/// can hold closures, `if let`, keyword labels, and a written type such as
/// `Optional` can take its generic arguments from it, so the walker does
/// not try to find where it ends.
///
/// There is no interface (`nil`: every check compiles the chapter's files
/// again) when a body could reach other files: an opaque result type
/// (`some P`, whose type its body decides), code marked for inlining into
/// its callers (`@inlinable`, `@_transparent`, `@_alwaysEmitIntoClient`,
/// `@inline`); where the compiler may not read all of the code (`#if`: an
/// inactive clause need not even balance its braces); or braces that do not
/// balance (the compiler will say why).
///
/// The learner's own checks use it (`check`, `watch`, `serve`), and
/// `verify` on the course's own answers; `grade` does not (one student's
/// compile never serves another's: ``GraderSetup/reusesChapterObjects``).

enum AnswerInterface {
    /// The answer's interface as text, or nil.
    static func text(of answer: String) -> String? {
        var reader = SwiftCodeReader(scalars: Array(answer.unicodeScalars))
        reader.code(from: 0, to: reader.scalars.count)
        guard reader.tokens.allSatisfy({ isPlain($0.token) }) else { return nil }
        var walker = Walker(tokens: reader.tokens)
        return walker.interface()
    }

    /// Whether a token is one the reader is sure to read as the compiler
    /// does, and none of the refused words. The code outside string literals
    /// and comments must be plain: printable ASCII (a no-break space or a
    /// form feed is space to the compiler but not to the reader), names in
    /// backticks made of letters, digits and `_` (no raw identifiers), no
    /// regex literal; anything else has no interface (every check compiles
    /// everything), whatever the walker would make of it.
    static func isPlain(_ token: SwiftCodeReader.Token) -> Bool {
        switch token {
        case let .word(word):
            guard !refusedWords.contains(word) else { return false }
            var scalars = Substring(word).unicodeScalars[...]
            if scalars.first == "@" || scalars.first == "#" { scalars = scalars.dropFirst() }
            if scalars.first == "`" {
                guard scalars.count >= 3, scalars.last == "`" else { return false }
                scalars = scalars.dropFirst().dropLast()
            }
            return !scalars.isEmpty && scalars.allSatisfy { $0 == "_" || $0 == "$" || ($0.isASCII && CharacterSet.alphanumerics.contains($0)) }
        case let .punctuation(scalar):
            return scalar.isASCII && scalar.value >= 0x21 && scalar.value < 0x7F && scalar != "`"
        case let .literal(text):
            // A string literal starts with `"` or `#…"`; `#/…/#` is a regex.
            return text.unicodeScalars.drop(while: { $0 == "#" }).first == "\""
        }
    }

    static let refusedWords: Set<String> = ["some", "@inlinable", "@_transparent", "@_alwaysEmitIntoClient", "@inline",
                                            "#if", "#elseif", "#else", "#endif"]

    /// Keywords after which the next word is a name (`func actor()`, `let init`).
    static let introducers: Set<String> = [
        "func", "init", "deinit", "var", "let", "subscript", "struct", "enum", "extension", "protocol", "actor",
        "case", "typealias", "associatedtype", "operator", "precedencegroup", "macro",
    ]

    /// The names of accessors: a property's or subscript's block with one of
    /// them at its own level is an accessor block (`{ get set }`, `{ didSet
    /// { … } }`, `{ __consuming get { … } }`); without, it is a getter's body.
    static let accessorNames: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init",
        "unsafeAddress", "unsafeMutableAddress",
    ]

    private struct Walker {
        typealias Token = SwiftCodeReader.Token

        /// The declaration being read at a scope's own level.
        enum Pending {
            case none
            /// `func`, `init`, `deinit`: a `{` is its body.
            case function
            /// `var`, `let`: a `{` is an accessor block or a getter (an `=`
            /// starts an initial value: the rest of the scope is kept whole).
            case property
            /// `subscript`: a `{` is an accessor block or a getter.
            case subscriptDeclaration
            /// `struct`, `class`, `enum`, `extension`, `protocol`, `actor`.
            case type
            /// Anything else (`case`, `typealias`, `import`, …).
            case other
        }

        let tokens: [(token: Token, spacing: SwiftCodeReader.Spacing)]
        var at = 0
        var output = ""

        init(tokens: [(token: Token, spacing: SwiftCodeReader.Spacing)]) { self.tokens = tokens }

        mutating func interface() -> String? {
            guard scope(closedByBrace: false), at == tokens.count else { return nil }
            return output
        }

        /// Appends the token at `index` as written, after a space if one came before it.
        mutating func emit(_ index: Int) -> Bool {
            let (token, spacing) = tokens[index]
            switch spacing {
            case .none: break
            case .space: output += " "
            case .lineBreak: output += "\n"
            }
            switch token {
            case let .word(word):
                if AnswerInterface.refusedWords.contains(word) { return false }
                output += word
            case let .literal(text): output += text
            case let .punctuation(scalar): output.unicodeScalars.append(scalar)
            }
            return true
        }

        /// Reads the declarations of a scope (the file, or a type's body
        /// after its `{`), up to and including its `}`. False when the
        /// answer has no interface.
        mutating func scope(closedByBrace: Bool) -> Bool {
            var pending = Pending.none
            var nesting = 0 // ( and [ open at this level
            while at < tokens.count {
                let index = at
                let token = tokens[index].token
                at += 1
                switch token {
                case .punctuation("}"):
                    guard closedByBrace else { return false }
                    return emit(index)
                case .punctuation("{") where nesting == 0:
                    guard emit(index) else { return false }
                    switch pending {
                    case .function:
                        output += "…"
                        guard skipBody() else { return false }
                        output += "}"
                        pending = .none
                    case .property, .subscriptDeclaration:
                        guard accessorBlock() else { return false }
                        pending = .none
                    case .type:
                        guard scope(closedByBrace: true) else { return false }
                        pending = .none
                    case .none, .other:
                        guard expression() else { return false }
                    }
                case .punctuation("{"):
                    guard emit(index), expression() else { return false }
                case .punctuation("("), .punctuation("["):
                    nesting += 1
                    guard emit(index) else { return false }
                case .punctuation(")"), .punctuation("]"):
                    nesting -= 1
                    guard nesting >= 0, emit(index) else { return false }
                case .punctuation("=") where nesting == 0:
                    // Any `=` at this level (an initial value, a typealias, a
                    // raw value, a where clause's `==`): the rest of the scope
                    // is kept whole, whatever the walker took the declaration for.
                    guard emit(index) else { return false }
                    return verbatim(closedByBrace: closedByBrace)
                case let .word(word) where nesting == 0:
                    // Only what leads to a skip needs the word to be a keyword
                    // for sure; the others only ever keep more (a type's body
                    // is walked, an expression's kept).
                    switch word {
                    case "func", "init", "deinit": if !isName(index) { pending = .function }
                    case "var", "let": if !isName(index) { pending = .property }
                    case "subscript": if !isName(index) { pending = .subscriptDeclaration }
                    case "struct", "class", "enum", "extension", "protocol", "actor": pending = .type
                    case "case", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro": pending = .other
                    default: break
                    }
                    guard emit(index) else { return false }
                default:
                    guard emit(index) else { return false }
                }
            }
            return !closedByBrace
        }

        /// Whether the word at `index` is a name, not a keyword: after a `.`
        /// (`.init`), or right after a keyword that introduces a name.
        func isName(_ index: Int) -> Bool {
            var index = index
            // A word after `.`, or after an introducer read as a keyword
            // (`var pad: X.actor` then `struct`: `actor` is a name there, so
            // `struct` is a keyword).
            var name = false
            var chain: [Bool] = []
            while index > 0 {
                switch tokens[index - 1].token {
                case .punctuation("."):
                    name = true
                case let .word(word) where AnswerInterface.introducers.contains(word):
                    chain.append(true)
                    index -= 1
                    continue
                default:
                    name = false
                }
                break
            }
            // `chain` introducers precede the word, the first of them is a
            // name when `name`; each keyword makes the next word a name.
            for _ in chain { name = !name }
            return name
        }

        /// After the `=` of a property's initial value: the rest of the
        /// scope as written, to its `}` (or the end of the file).
        mutating func verbatim(closedByBrace: Bool) -> Bool {
            var depth = 0
            while at < tokens.count {
                let index = at
                at += 1
                guard emit(index) else { return false }
                if tokens[index].token == .punctuation("{") { depth += 1 }
                if tokens[index].token == .punctuation("}") {
                    if depth == 0 { return closedByBrace }
                    depth -= 1
                }
            }
            return !closedByBrace && depth == 0
        }

        /// After a `{` whose contents are a body: skips to its `}`, which is
        /// left for the caller.
        mutating func skipBody() -> Bool {
            var depth = 1
            while at < tokens.count {
                let token = tokens[at].token
                if token == .punctuation("{") { depth += 1 }
                if token == .punctuation("}") {
                    depth -= 1
                    if depth == 0 { at += 1; return true }
                }
                at += 1
            }
            return false
        }

        /// After a `{` that is part of an expression: kept as written, to its `}`.
        mutating func expression() -> Bool {
            var depth = 1
            while at < tokens.count {
                let index = at
                at += 1
                guard emit(index) else { return false }
                if tokens[index].token == .punctuation("{") { depth += 1 }
                if tokens[index].token == .punctuation("}") {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }

        /// After the `{` of a property without an initial value, or of a
        /// subscript: an accessor block keeps what is at its own level (the
        /// accessors' names and modifiers) and leaves their bodies out; a
        /// getter's body is left out whole.
        mutating func accessorBlock() -> Bool {
            // Where the block ends, and whether an accessor is named at its level.
            var depth = 1, end = at, namesAccessor = false
            while end < tokens.count {
                let token = tokens[end].token
                if token == .punctuation("{") { depth += 1 }
                if token == .punctuation("}") {
                    depth -= 1
                    if depth == 0 { break }
                }
                if depth == 1, case let .word(word) = token, AnswerInterface.accessorNames.contains(word) { namesAccessor = true }
                end += 1
            }
            guard end < tokens.count else { return false }
            guard namesAccessor else {
                output += "get…"
                at = end
                return emit(at) && advance()
            }
            while at < end {
                let index = at
                at += 1
                if tokens[index].token == .punctuation("{") {
                    guard emit(index) else { return false }
                    output += "…"
                    guard skipBody() else { return false }
                    output += "}"
                } else {
                    guard emit(index) else { return false }
                }
            }
            return emit(at) && advance()
        }

        mutating func advance() -> Bool {
            at += 1
            return true
        }
    }
}
