import Foundation

/// A guess, from the answer's text alone, at whether the chapter's objects
/// kept for an earlier answer could serve this one: the answer's tokens
/// with the bodies of its functions, initialisers, subscripts and
/// computed properties left out (comments and spacing are not tokens).
///
/// Two answers of the same skeleton usually have the same interface as the
/// compiler judges it (``AnswerInterface``); two of different skeletons
/// rarely do. The guess only chooses how to compile, never what is
/// linked: a build expecting kept objects compiles the answer alone and
/// links them only when the compiler's key matches, and a build expecting
/// none compiles every file in one frontend (``ProgramBuilder``). A wrong
/// guess costs a compile, not a verdict.
enum AnswerSkeleton {
    /// The SHA-256 of the skeleton of `answer`.
    static func digest(of answer: String) -> String {
        digest(of: SwiftCodeReader.read(answer))
    }

    /// The same, from a reading of the answer already made.
    static func digest(of reader: SwiftCodeReader) -> String {
        GraderSetup.digest(Data(text(of: reader).utf8))
    }

    /// The skeleton itself: one token per line.
    static func text(of answer: String) -> String {
        text(of: SwiftCodeReader.read(answer))
    }

    static func text(of reader: SwiftCodeReader) -> String {
        var kept: [String] = []
        // Per open brace: whether it opened a body (its tokens are left out).
        var braces: [Bool] = []
        // How many of `braces` are true: the tokens are in a body when any is.
        var openBodies = 0
        // The introducer last met at this level since a brace or `;`.
        var introducer: String?
        for token in reader.tokens {
            let skipping = openBodies > 0
            switch token {
            case .punctuation("{"):
                let body = skipping || introducer.map(bodyIntroducers.contains) == true
                braces.append(body)
                if body { openBodies += 1 }
                if !skipping { kept.append("{") }
                introducer = nil
                continue
            case .punctuation("}"):
                if let body = braces.popLast(), body { openBodies -= 1 }
                introducer = nil
                if openBodies == 0 { kept.append("}") }
                continue
            case .punctuation(";"):
                introducer = nil
            case let .word(word) where bodyIntroducers.contains(word) || otherIntroducers.contains(word):
                introducer = word
            default:
                break
            }
            guard !skipping else { continue }
            switch token {
            case let .word(word): kept.append(word)
            case let .literal(literal): kept.append(literal)
            case let .punctuation(scalar): kept.append(String(scalar))
            }
        }
        return kept.joined(separator: "\n")
    }

    /// Declarations whose braces hold code run when called.
    static let bodyIntroducers: Set<String> = ["func", "init", "deinit", "subscript", "var", "get", "set", "willSet", "didSet", "_read", "_modify"]
    /// Declarations whose braces hold more declarations (or, for `let`
    /// and `case`, a closure that is part of the declaration).
    static let otherIntroducers: Set<String> = ["struct", "class", "enum", "extension", "protocol", "actor", "let", "case", "typealias", "import"]
}
