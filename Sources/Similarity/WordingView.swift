import Foundation
import SwiftSyntax
import TextSafety

/// The wording view of an answer: what its student wrote in words, its
/// comments and the text of its string literals (an error's message, a
/// key), one unit per comment line and per literal, each as its words
/// (letters and digits, lower-cased; an interpolation is one word of its
/// own, whatever it holds). Units are compared as a set, weighed by how
/// rare each is in the class.
///
/// The token views see code by its shape, names and literals by their
/// class, so an answer made mostly of the idiom every student writes (a
/// single-value container tried as a number, then as a word) looks like
/// every other. Its comments and messages, in its student's own words, do
/// not, and a copy disguised by helpers, reordering and renaming usually
/// keeps them. A unit the task text holds (a key the chapter names, a
/// phrase of its prose, a comment or literal of its code) is nobody's own
/// wording and never counts (`Template`).
enum WordingView {
    /// A literal counts with at least this many letters and digits (`"id"`
    /// and `"many"` are everywhere).
    static let minimumLetters = 6
    /// A comment line counts with at least this many words.
    static let minimumCommentWords = 3
    /// Words of a unit that are hashed (the rest of a longer unit is read
    /// and dropped).
    static let longestUnit = 64
    /// Longest run of the task text's words kept as a phrase
    /// (`taskPhrases`); a longer unit is the task's when runs of it are
    /// (`isTasks`).
    static let longestTaskPhrase = 32
    /// Words a run of the task text needs to cover part of a unit
    /// (`isTasks`): three words in a row are found in any chapter.
    static let taskRun = 4
    /// Words of its own a unit may add to the task's runs and still be
    /// the task's: a rule's number, `NOTE`, `see the chapter`.
    static let ownWordsBesideTask = 2
    /// Words from which a unit weighs fully; a shorter one weighs in
    /// proportion (`lengthWeight`): "split the key into words" is written
    /// alike by chance far more often than a sentence of ten words.
    static let fullWeightWords = 10

    /// Scalars of a unit's text kept to show it (`Unit.text`).
    static let shownScalars = 120

    /// The word an interpolation becomes.
    static let interpolation = "\u{0}"

    /// One comment line or literal.
    struct Unit: Equatable {
        /// Its words, at most `longestUnit`: what is compared.
        var words: [String]
        /// Its text as written (an interpolation as `\(…)`), at most
        /// `shownScalars` scalars: what the report shows.
        var text: String
    }

    /// What a unit of `words` words weighs besides its rarity.
    static func lengthWeight(_ words: Int) -> Double {
        min(1, Double(words) / Double(fullWeightWords))
    }

    /// Whether a unit is the task's (`phrases`: `taskPhrases` and the
    /// units of the task's code): it is one of them, or it is made of runs
    /// of at least `taskRun` words of the task text with at most
    /// `ownWordsBesideTask` words besides (a rule pasted whole, however
    /// long, with its number). O(words · longestTaskPhrase).
    static func isTasks(_ words: [String], phrases: Set<UInt64>) -> Bool {
        guard !words.isEmpty else { return false }
        if phrases.contains(hash(words)) { return true }
        var own = 0
        var covered = 0
        var start = 0
        while start < words.count {
            var longest = 0
            var running = seed
            for end in start..<min(start + longestTaskPhrase, words.count) {
                running = hash(running, appending: words[end])
                if phrases.contains(running) { longest = end - start + 1 }
            }
            if longest >= taskRun {
                covered += longest
                start += longest
            } else {
                own += 1
                if own > ownWordsBesideTask { return false }
                start += 1
            }
        }
        return covered > 0
    }

    /// The units of the tokens (in file order: comments as met, each
    /// literal after them). Linear in the tokens and their trivia.
    static func units(_ tokens: [TokenSyntax]) -> [Unit] {
        var units: [Unit] = []
        var literals: [SyntaxIdentifier: Int] = [:]
        var open: [Unit] = []
        func literalIndex(_ literal: StringLiteralExprSyntax) -> Int {
            if let index = literals[literal.id] { return index }
            literals[literal.id] = open.count
            open.append(Unit(words: [], text: ""))
            return open.count - 1
        }
        func append(_ text: Substring, words: [String], to index: Int) {
            if open[index].words.count < longestUnit { open[index].words += words }
            if open[index].text.unicodeScalars.count < shownScalars { open[index].text += shown(text, trimming: false) }
        }
        for token in tokens {
            for piece in token.leadingTrivia.pieces + token.trailingTrivia.pieces {
                for line in commentLines(piece) {
                    let words = Self.words(line, escapes: false, limit: longestUnit)
                    if words.count >= minimumCommentWords, words.first != "mark" {
                        units.append(Unit(words: words, text: shown(line.drop { "/*! \t".contains($0) })))
                    }
                }
            }
            switch token.tokenKind {
            case let .stringSegment(text):
                guard let literal = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self) else { continue }
                let index = literalIndex(literal)
                let room = longestUnit - open[index].words.count
                append(Substring(text), words: room > 0 ? words(text, escapes: true, limit: room) : [], to: index)
            case .backslash:
                guard let segment = token.parent?.as(ExpressionSegmentSyntax.self),
                      let literal = segment.parent?.parent?.as(StringLiteralExprSyntax.self) else { continue }
                append("\\(…)", words: [interpolation], to: literalIndex(literal))
            default:
                continue
            }
        }
        for unit in open where unit.words.reduce(0, { $0 + ($1 == interpolation ? 0 : $1.count) }) >= minimumLetters {
            units.append(unit)
        }
        return units.map { Unit(words: Array($0.words.prefix(longestUnit)), text: shown($0.text[...])) }
    }

    /// At most `shownScalars` scalars of a text, trimmed of spaces (unless
    /// it is one piece of a literal), with `…` where it was cut.
    static func shown(_ text: Substring, trimming: Bool = true) -> String {
        let kept = trimming ? Substring(text.trimmingCharacters(in: .whitespaces)) : text
        guard kept.unicodeScalars.count > shownScalars else { return String(kept) }
        return SafeText.scalarPrefix(kept, shownScalars) + "…"
    }

    /// The text of a comment, line by line, without its markers.
    static func commentLines(_ piece: TriviaPiece) -> [Substring] {
        switch piece {
        case let .lineComment(text), let .docLineComment(text):
            return [Substring(text)]
        case let .blockComment(text), let .docBlockComment(text):
            var body = Substring(text)
            if body.hasPrefix("/*") { body = body.dropFirst(2) }
            if body.hasSuffix("*/") { body = body.dropLast(2) }
            return body.split(separator: "\n", omittingEmptySubsequences: true)
        default:
            return []
        }
    }

    /// The words of a text: runs of letters and digits, lower-cased. In a
    /// literal's text (`escapes`), a backslash and the character after it
    /// separate words (`\n`, `\"`). At most `limit` words are kept.
    static func words<Text: StringProtocol>(_ text: Text, escapes: Bool, limit: Int = .max) -> [String] {
        var words: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escapes, character == "\\" || escaped {
                escaped = character == "\\" && !escaped
                if !current.isEmpty { words.append(current); current = "" }
                continue
            }
            if character.isLetter || character.isNumber {
                current += character.lowercased()
            } else if !current.isEmpty {
                words.append(current)
                current = ""
                if words.count >= limit { return words }
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The hash of a unit's words: FNV-1a over their UTF-8 with a seed of
    /// the view's own (a unit's hash is never a k-gram's or a line's).
    static func hash<Words: Sequence>(_ words: Words) -> UInt64 where Words.Element == String {
        words.reduce(seed) { hash($0, appending: $1) }
    }

    /// The hash of no words.
    static let seed: UInt64 = 0x776F_7264_696E_6773

    /// The hash of a run of words with one more word: a run's hash is
    /// built word by word (`isTasks` extends runs one word at a time).
    static func hash(_ hash: UInt64, appending word: String) -> UInt64 {
        var hash = hash
        for byte in word.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return (hash ^ 0x20) &* 0x0000_0100_0000_01B3
    }

    /// The sorted, distinct hashes of a file's units, each with the text
    /// and the number of words of its first unit.
    static func hashes(_ units: [Unit]) -> (hashes: [UInt64], texts: [String], lengths: [Int]) {
        var first: [UInt64: Unit] = [:]
        for unit in units {
            let key = hash(unit.words)
            if first[key] == nil { first[key] = unit }
        }
        let sorted = first.sorted { $0.key < $1.key }
        return (sorted.map(\.key), sorted.map(\.value.text), sorted.map(\.value.words.count))
    }

    /// Every run of up to `longestTaskPhrase` consecutive words of the task
    /// text (the chapter as written, prose and code): a unit that is one of
    /// them is the task's wording. Linear in the text's words.
    static func taskPhrases(_ text: String) -> Set<UInt64> {
        let words = Self.words(text, escapes: false)
        var phrases: Set<UInt64> = []
        for start in words.indices {
            var run: [String] = []
            for word in words[start..<min(start + longestTaskPhrase, words.count)] {
                run.append(word)
                phrases.insert(hash(run))
            }
        }
        return phrases
    }
}
