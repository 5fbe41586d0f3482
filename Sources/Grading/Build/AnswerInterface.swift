import Crypto
import Foundation
import Toolchain

/// What of an answer the other files of its module can depend on, as the
/// compiler judges it.
///
/// The chapter's files are compiled in one module with the answer (see
/// ``ProgramBuilder``). What the compiler makes of them depends on the
/// answer's declarations (names, types, signatures, stored properties,
/// conformances, initial values, imports), never on what a function's body
/// does: a body is compiled into the answer's own object. So two answers
/// with the same interface get the same objects for the chapter's files,
/// and a re-check after an edit inside bodies (the usual edit while fixing
/// a failing case) links the answer with the objects kept from an earlier
/// compile (``ChapterObjects``).
///
/// The interface is the compiler's, from a compile of the answer (alone,
/// its one primary file, the chapter's files read beside it; or the first
/// of every file's primaries in one frontend, ``AnswerSkeleton``), which
/// writes two things beside the answer's object, the same either way:
///
/// - its reference dependencies (``ReferenceDependencies``): every
///   declaration the file provides to the module (`aspect: interface`),
///   with the compiler's fingerprints, its hash of the tokens outside
///   function and accessor bodies (a type's body for a type, the whole
///   file for the file: imports, extensions, initial values, closures in
///   them); and the modules the file depends on;
/// - its declarations as a partial module (`-emit-module-path`): their
///   types as the type checker settled them. Tokens do not show spacing,
///   which can change what they mean (`p\n(1)` is `p` and then `(1)`, `p
///   (1)` a call; `a -b` and `a - b`), so an initial value's inferred type
///   could differ between two answers of the same tokens; the partial
///   module shows it. It holds no source locations and no path, but the
///   file's name is in it, hashed into the names of the file's private
///   declarations (their *private discriminator*); the key reads that hash
///   as one placeholder, so that an answer's interface does not depend on
///   what its file is called (no other file can name its private
///   declarations).
///
/// Some answers get no interface (every check compiles the chapter's files
/// again), because a body could reach other files past what the compiler
/// fingerprints: an opaque result type (`some P`, whose type its body
/// decides, and which the same module's other files are compiled
/// knowing), code marked for inlining into its callers or whose body is
/// handed to its callers to compile (`@inlinable`, `@_transparent`,
/// `@_alwaysEmitIntoClient`, `@inline`; Swift 6.3's
/// `@export(implementation)`, which SE-0497 defines as the body being
/// "available for clients to use for any purpose, including
/// specialization, inlining", and `@backDeployed` (or its old spelling
/// `@_backDeploy`), whose body callers copy as a fallback, as with
/// `@_alwaysEmitIntoClient`). The Swift 6.3.1 frontend, compiling one
/// primary file at `-Onone` as ``ProgramBuilder`` does, was seen to use
/// none of these bodies in another file's code (`-emit-sil`), but each is
/// a licence to, and nothing in the fingerprints would notice.
///
/// Admitted, because what they change is written outside the body, where
/// the fingerprints and the partial module see it: `@export(interface)`
/// (a symbol, its body kept from callers, as `@_neverEmitIntoClient`),
/// `@_specialize` (a specialization compiled in the answer's own object,
/// its `where` clause in the declaration), `@_semantics` and `@_effects`
/// (promises about the function that the optimizer of a caller may rely
/// on, read from the attribute, never from the body: a body that breaks
/// the promise is undefined behaviour in a whole compile too).
///
/// These are found in the text (``admits(_:)``), before any compile.
///
/// The learner's own checks use it (`check`, `watch`, `serve`), and
/// `verify` on the course's own answers; `grade` only links a student's
/// answer with the objects compiled with the reference answer, never with
/// another student's (``GraderSetup/ChapterObjectSharing``).
enum AnswerInterface {
    /// Whether an answer may share the chapter's objects at all: none of the
    /// refused words in its code, and code the reader reads as the compiler
    /// does (so it finds every refused word).
    static func admits(_ answer: String) -> Bool {
        admits(SwiftCodeReader.read(answer))
    }

    /// The same, from a reading of the answer already made.
    static func admits(_ reader: SwiftCodeReader) -> Bool {
        guard reader.limit == nil, reader.tokens.allSatisfy(isPlain) else { return false }
        let words = reader.words.map(\.text)
        for (index, word) in words.enumerated() {
            if refusedWords.contains(word) { return false }
            // `@export` takes one argument: `interface` keeps the body in the
            // answer's file; anything else (`implementation`) hands it out.
            if word == "@export", index + 1 == words.count || words[index + 1] != "interface" { return false }
        }
        return true
    }

    /// The interface of the answer file `fileName` of module `moduleName`:
    /// its reference dependencies' interface nodes (kind, context, name,
    /// fingerprint), sorted, the modules it depends on, and a digest of its
    /// partial module, each with the file's private discriminator as a
    /// placeholder. The file's own node is named by the path of the
    /// dependency file, which is left out.
    static func key(dependencies: ReferenceDependencies, partialModule: Data, fileName: String, moduleName: String) -> String {
        let discriminator = privateDiscriminator(fileName: fileName, moduleName: moduleName)
        let placeholder = "_" + String(repeating: "0", count: discriminator.count - 1)
        var lines = dependencies.interfaceProvides.map { node in
            [node.kind, node.context, node.kind == "sourceFileProvide" ? "" : node.name, node.fingerprint ?? "-"].joined(separator: " ")
                .replacingOccurrences(of: discriminator, with: placeholder)
        }
        lines.sort()
        lines += dependencies.externalDependencies.map { "depends on " + $0 }
        lines.append("partial module " + GraderSetup.digest(replacing(Data(discriminator.utf8), with: Data(placeholder.utf8), in: partialModule)))
        return lines.joined(separator: "\n")
    }

    /// What the compiler names a file's private declarations with: `_` and
    /// the MD5 of the module's name and the file's name, in upper-case hex.
    static func privateDiscriminator(fileName: String, moduleName: String) -> String {
        "_" + Insecure.MD5.hash(data: Data((moduleName + fileName).utf8)).map { String(format: "%02X", $0) }.joined()
    }

    /// `data` with every `target` replaced by `replacement` (of its length).
    static func replacing(_ target: Data, with replacement: Data, in data: Data) -> Data {
        var data = data
        var from = data.startIndex
        while let found = data.range(of: target, in: from..<data.endIndex) {
            data.replaceSubrange(found, with: replacement)
            from = found.lowerBound + replacement.count
        }
        return data
    }

    /// Whether a token is one the reader is sure to read as the compiler
    /// does: outside string literals and comments, printable ASCII (a
    /// no-break space or a form feed is space to the compiler but not to
    /// the reader), names in backticks made of letters, digits and `_` (no
    /// raw identifiers), no regex literal.
    static func isPlain(_ token: SwiftCodeReader.Token) -> Bool {
        switch token {
        case let .word(word):
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

    /// Refused wherever they are; `@export` is refused unless it is
    /// `@export(interface)` (see ``admits(_:)``).
    static let refusedWords: Set<String> = ["some", "@inlinable", "@_transparent", "@_alwaysEmitIntoClient", "@inline",
                                            "@backDeployed", "@_backDeploy"]
}
