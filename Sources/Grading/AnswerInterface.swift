import Foundation

/// What of an answer the other files of its module can depend on: its code
/// with comments, spacing and the bodies of its functions left out.
///
/// The chapter's files are compiled in one module with the answer (see
/// ``ProgramBuilder``). What the compiler makes of them depends on the
/// answer's declarations (names, types, signatures, stored properties,
/// conformances), never on what a function's body does: a body is compiled
/// into the answer's own object. So two answers with the same interface get
/// the same objects for the chapter's files, and a re-check after an edit
/// inside bodies (the usual edit while fixing a failing case) compiles the
/// answer alone and links it with the objects of the earlier compile.
///
/// Left out, as bodies: the body of a `func`, `init`, `deinit`, an
/// accessor (`get`, `set`, `didSet`, …) and a computed property's or a
/// subscript's getter, and a closure that is the initial value of a
/// property whose type is written out (`static let strategy: T = .custom
/// { … }`: the type is the declaration's, the closure the answer's own).
/// Everything else is kept as written, token by token: a property's initial
/// value without a written type (its type comes from it), default
/// arguments, attributes, enum cases and raw values, generic constraints.
///
/// There is no interface (`nil`: every check compiles the chapter's files
/// again) when a body could reach other files: an opaque result type
/// (`some P`, whose type its body decides), code marked for inlining into
/// its callers (`@inlinable`, `@_transparent`, `@_alwaysEmitIntoClient`,
/// `@inline`), or braces that do not balance (the compiler will say why).
enum AnswerInterface {
    /// The answer's interface as text (tokens separated by spaces), or nil.
    static func text(of answer: String) -> String? {
        var reader = SwiftCodeReader(scalars: Array(answer.unicodeScalars))
        reader.code(from: 0, to: reader.scalars.count)
        var walker = Walker(tokens: reader.tokens)
        return walker.interface()
    }

    static let refusedWords: Set<String> = ["some", "@inlinable", "@_transparent", "@_alwaysEmitIntoClient", "@inline"]

    /// The words that start an accessor block (`var x: Int { get set }`,
    /// `{ didSet { … } }`); any other first token is a getter's body.
    static let accessorWords: Set<String> = [
        "get", "set", "willSet", "didSet", "_read", "_modify", "read", "modify", "init",
        "mutating", "nonmutating", "unsafeAddress", "unsafeMutableAddress",
    ]

    private struct Walker {
        typealias Token = SwiftCodeReader.Token

        /// The declaration being read at a scope's own level.
        enum Pending {
            case none
            /// `func`, `init`, `deinit`: a `{` is its body.
            case function
            /// `var`, `let`, `subscript`: a `{` is an accessor block, a
            /// getter, or part of the initial value.
            case property(typed: Bool, initialValue: Bool)
            /// `struct`, `class`, `enum`, `extension`, `protocol`, `actor`.
            case type
            /// Anything else (`case`, `typealias`, `import`, …).
            case other
        }

        let tokens: [Token]
        var at = 0
        var output: [String] = []

        init(tokens: [Token]) { self.tokens = tokens }

        mutating func interface() -> String? {
            guard scope(closedByBrace: false) else { return nil }
            guard at == tokens.count else { return nil }
            return output.joined(separator: " ")
        }

        mutating func emit(_ token: Token) -> Bool {
            switch token {
            case let .word(word):
                if AnswerInterface.refusedWords.contains(word) { return false }
                output.append(word)
            case let .literal(text): output.append(text)
            case let .punctuation(scalar): output.append(String(scalar))
            }
            return true
        }

        /// Reads the declarations of a scope (the file, or a type's body
        /// after its `{`), up to and including its `}`. False when the
        /// answer has no interface.
        mutating func scope(closedByBrace: Bool) -> Bool {
            var pending = Pending.none
            var nesting = 0 // ( and [ open at this level
            var previous: Token?
            while at < tokens.count {
                let token = tokens[at]
                at += 1
                defer { previous = token }
                switch token {
                case .punctuation("}"):
                    guard closedByBrace else { return false }
                    output.append("}")
                    return true
                case .punctuation("{") where nesting == 0:
                    switch pending {
                    case .function:
                        output.append("{}")
                        guard skipBody() else { return false }
                        pending = .none
                    case .property(typed: false, initialValue: false), .property(typed: true, initialValue: false):
                        guard accessorBlock() else { return false }
                        pending = .none
                    case .property(typed: true, initialValue: true):
                        // A closure in a written-out type's initial value.
                        output.append("{}")
                        guard skipBody() else { return false }
                    case .type:
                        output.append("{")
                        guard scope(closedByBrace: true) else { return false }
                        pending = .none
                    case .none, .other, .property(typed: false, initialValue: true):
                        output.append("{")
                        guard expression() else { return false }
                    }
                case .punctuation("{"):
                    output.append("{")
                    guard expression() else { return false }
                case .punctuation("("), .punctuation("["):
                    nesting += 1
                    guard emit(token) else { return false }
                case .punctuation(")"), .punctuation("]"):
                    nesting -= 1
                    guard nesting >= 0, emit(token) else { return false }
                case .punctuation(":") where nesting == 0:
                    if case .property(false, false) = pending { pending = .property(typed: true, initialValue: false) }
                    output.append(":")
                case .punctuation("=") where nesting == 0:
                    if case let .property(typed, _) = pending { pending = .property(typed: typed, initialValue: true) }
                    output.append("=")
                case let .word(word) where nesting == 0 && previous != .punctuation("."):
                    switch word {
                    case "func", "init", "deinit": pending = .function
                    case "var", "let", "subscript": pending = .property(typed: false, initialValue: false)
                    case "struct", "class", "enum", "extension", "protocol", "actor": pending = .type
                    case "case", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro": pending = .other
                    default: break
                    }
                    guard emit(token) else { return false }
                default:
                    guard emit(token) else { return false }
                }
            }
            return !closedByBrace
        }

        /// After a `{` whose contents are a body: skips to its `}`.
        mutating func skipBody() -> Bool {
            var depth = 1
            while at < tokens.count {
                let token = tokens[at]
                at += 1
                if token == .punctuation("{") { depth += 1 }
                if token == .punctuation("}") {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }

        /// After a `{` that is part of an expression: kept as written, to its `}`.
        mutating func expression() -> Bool {
            var depth = 1
            while at < tokens.count {
                let token = tokens[at]
                at += 1
                guard emit(token) else { return false }
                if token == .punctuation("{") { depth += 1 }
                if token == .punctuation("}") {
                    depth -= 1
                    if depth == 0 { return true }
                }
            }
            return false
        }

        /// After the `{` of a property or subscript without an initial
        /// value: an accessor block keeps its accessors' names and
        /// attributes (stored with observers, or get/set) and leaves their
        /// bodies out; a getter's body is left out whole.
        mutating func accessorBlock() -> Bool {
            guard at < tokens.count else { return false }
            let opensAccessors: Bool
            switch tokens[at] {
            case let .word(word): opensAccessors = AnswerInterface.accessorWords.contains(word) || word.hasPrefix("@")
            default: opensAccessors = false
            }
            guard opensAccessors else {
                output.append("{ get }")
                return skipBody()
            }
            output.append("{")
            while at < tokens.count {
                let token = tokens[at]
                at += 1
                switch token {
                case .punctuation("{"):
                    output.append("{}")
                    guard skipBody() else { return false }
                case .punctuation("}"):
                    output.append("}")
                    return true
                default:
                    guard emit(token) else { return false }
                }
            }
            return false
        }
    }
}
