import Foundation
@testable import Similarity
import SwiftParser
import SwiftSyntax
import XCTest

/// The wording view compares what students wrote in words (comment lines,
/// the text of string literals): a copy whose code was rewritten past the
/// token views keeps its source's messages and comments, where two honest
/// answers of the same idiom do not share them.
final class WordingViewTests: XCTestCase {
    /// An answer of the idiom every student writes, in its author's words.
    static let source = #"""
        extension SightingCount: Codable {
            init(from decoder: Decoder) throws {
                let container = try decoder.singleValueContainer()
                // Numbers first: a bare integer is the usual case in the feed.
                if let number = try? container.decode(Int.self) {
                    guard number >= 0 else {
                        throw DecodingError.dataCorruptedError(in: container, debugDescription: "Counts never go below zero, saw \(number)")
                    }
                    self = .exactly(number)
                    return
                }
                // Otherwise only the one word is allowed.
                let word = try container.decode(String.self)
                guard word == "many" else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Wanted digits or the word many, saw \(word)")
                }
                self = .many
            }
        }
        """#

    /// The same answer disguised: split into helpers, branches turned into
    /// a `switch`, names changed; its words kept.
    static let copy = #"""
        extension SightingCount: Codable {
            // Numbers first: a bare integer is the usual case in the feed.
            private static func numeric(_ box: SingleValueDecodingContainer) throws -> SightingCount? {
                guard let value = try? box.decode(Int.self) else { return nil }
                if value < 0 { throw DecodingError.dataCorruptedError(in: box, debugDescription: "Counts never go below zero, saw \(value)") }
                return .exactly(value)
            }

            init(from decoder: Decoder) throws {
                let box = try decoder.singleValueContainer()
                if let found = try Self.numeric(box) { self = found; return }
                // Otherwise only the one word is allowed.
                switch try box.decode(String.self) {
                case "many": self = .many
                case let other: throw DecodingError.dataCorruptedError(in: box, debugDescription: "Wanted digits or the word many, saw \(other)")
                }
            }
        }
        """#

    /// The copy with every comment and message in other words.
    static var reworded: String {
        copy.replacingOccurrences(of: "Numbers first: a bare integer is the usual case in the feed.", with: "Try an Int before anything else here.")
            .replacingOccurrences(of: "Otherwise only the one word is allowed.", with: "Then the single accepted keyword.")
            .replacingOccurrences(of: "Counts never go below zero, saw", with: "Negative value")
            .replacingOccurrences(of: "Wanted digits or the word many, saw", with: "Bad token")
    }

    func units(_ source: String) -> [WordingView.Unit] {
        var parser = Parser(source)
        let tree = SourceFileSyntax.parse(from: &parser)
        return WordingView.units(Array(tree.tokens(viewMode: .sourceAccurate)))
    }

    func score(_ a: String, _ b: String, template: Template = .empty) -> Double {
        let parameters = SimilarityParameters()
        return Similarity.score(AnswerDocument(name: "a", source: a, template: template, parameters: parameters),
                                AnswerDocument(name: "b", source: b, template: template, parameters: parameters), parameters: parameters)
    }

    func testUnitsAreCommentLinesAndLiteralsAsWords() {
        let found = units(#"""
            // MARK: - Decoding
            /* A block comment
               over two lines of its own */
            let key = "id"
            let message = "Expected \(count) items, got \"\(other)\"\n"
            /// Doc comment with words.
            """#)
        XCTAssertEqual(found.map(\.words), [
            ["a", "block", "comment"], ["over", "two", "lines", "of", "its", "own"], ["doc", "comment", "with", "words"],
            ["expected", WordingView.interpolation, "items", "got", WordingView.interpolation],
        ], "MARK lines, short comments and short literals (\"id\") are left out; an interpolation is one word; escapes separate words")
        XCTAssertEqual(found.last?.text, #"Expected \(…) items, got \"\(…)\"\n"#)
    }

    func testACopyKeepingItsWordsIsFoundWhereTheRewordedOneIsNot() {
        let kept = score(Self.source, Self.copy)
        let reworded = score(Self.source, Self.reworded)
        XCTAssertEqual(kept, 1, accuracy: 1e-9, "all four comment lines and messages of the source are in the copy")
        XCTAssertLessThan(reworded, 0.5, "without its words the rewritten copy shares little code")
        XCTAssertGreaterThan(kept, reworded + 0.4)
    }

    func testTheTasksWordingIsNobodysOwn() {
        let parameters = SimilarityParameters()
        // The chapter's prose holds both messages and both comments: a copy
        // of them says nothing about the two students.
        let task = """
            When decoding fails say: Counts never go below zero, saw \\(n). Numbers first: a bare integer is the usual case in the feed.
            Otherwise only the one word is allowed. Wanted digits or the word many, saw.
            """
        let given = Template(sources: [], taskText: task, parameters: parameters)
        let messages = #"""
            let a = "Counts never go below zero, saw \(n)"
            let b = "Wanted digits or the word many, saw \(w)"
            """#
        // As code of the chapter the messages are the template's.
        let fromCode = Template(sources: [messages], taskText: task, parameters: parameters)
        let withTask = AnswerDocument(name: "a", source: Self.source, template: fromCode, parameters: parameters)
        XCTAssertTrue(withTask.wording.isEmpty, "every unit of the answer is the task's: \(withTask.wordingTexts)")
        let proseOnly = AnswerDocument(name: "a", source: Self.source, template: given, parameters: parameters)
        // A phrase of the prose with an interpolation beside it is the task's too.
        XCTAssertTrue(proseOnly.wording.isEmpty, "\(proseOnly.wordingTexts)")
        let none = AnswerDocument(name: "a", source: Self.source, template: .empty, parameters: parameters)
        XCTAssertEqual(none.wording.count, 4)
        XCTAssertEqual(score(Self.source, Self.copy, template: fromCode), score(Self.source, Self.reworded, template: fromCode), accuracy: 1e-9)
    }

    func testSharedWordingIsListedForTheReportRarestFirst() {
        let parameters = SimilarityParameters()
        let a = AnswerDocument(name: "a", source: Self.source, template: .empty, parameters: parameters)
        let b = AnswerDocument(name: "b", source: Self.copy, template: .empty, parameters: parameters)
        let shared = Similarity.sharedWording(a, b)
        XCTAssertEqual(Set(shared.map(\.text)), ["Numbers first: a bare integer is the usual case in the feed.", "Otherwise only the one word is allowed.",
                                                 "Counts never go below zero, saw \\(…)", "Wanted digits or the word many, saw \\(…)"])
        let summary = SimilarityReport.wordingSummary(shared, answers: 2)
        XCTAssertTrue(summary.contains("“Otherwise only the one word is allowed.”"), summary)
    }

    /// A literal or comment of any size is read in one pass and kept
    /// bounded: its words at `longestUnit`, its text at `shownScalars`.
    func testHugeUnitsAreBounded() {
        let words = Array(repeating: "word", count: 200_000).joined(separator: " ")
        let huge = "let a = \"\(words)\"\n// \(words)\nlet b = \"e\(String(repeating: "\u{301}", count: 30_000))abcdefgh\"\n"
        let found = units(huge)
        XCTAssertEqual(found.count, 3)
        for unit in found {
            XCTAssertLessThanOrEqual(unit.words.count, WordingView.longestUnit)
            XCTAssertLessThanOrEqual(unit.text.unicodeScalars.count, WordingView.shownScalars + 1)
        }
    }

    /// A rule of the task pasted as one comment line, however long, with a
    /// word or two of the student's own (its number, `NOTE`), is the
    /// task's; a line of the student's own words around a short phrase of
    /// it is not.
    func testTheTasksWordingIsFoundInRunsAndAtAnyLength() {
        let rule = "A key with dashes is split at every dash; the first word is kept as it is and every later word gets its first letter in upper case and the rest in lower case, and the words are joined without anything between them"
        let phrases = WordingView.taskPhrases("Rules:\n1. \(rule).\n2. Something else entirely.")
        let words = { (text: String) in WordingView.words(text, escapes: false) }
        XCTAssertGreaterThan(words(rule).count, WordingView.longestTaskPhrase)
        XCTAssertTrue(WordingView.isTasks(words("1. " + rule), phrases: phrases))
        XCTAssertTrue(WordingView.isTasks(words("NOTE rule 1: " + rule), phrases: phrases))
        XCTAssertFalse(WordingView.isTasks(words("my own loop handles it: every later word gets its first letter"), phrases: phrases))
        XCTAssertFalse(WordingView.isTasks(words("flavorText"), phrases: phrases), "a word of its own is nobody's task")
        XCTAssertTrue(WordingView.isTasks(words("something else entirely"), phrases: phrases))
    }

    /// Two honest answers sharing two short comments that describe the
    /// task's steps (written alike by chance) are not made alike by them:
    /// a short unit weighs in proportion to its words.
    func testShortCommentsWrittenAlikeWeighLittle() {
        let a = """
            // Split the key into words
            let parts = key.split(separator: "-")
            // Capitalize the first letter
            let done = parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.capitalized }.joined()
            """
        let b = """
            var words: [String] = []
            for piece in key.components(separatedBy: "-") { words.append(piece) }
            // Split the key into words
            var result = words.removeFirst()
            // Capitalize the first letter
            for word in words { result += word.prefix(1).uppercased() + word.dropFirst().lowercased() }
            """
        XCTAssertLessThanOrEqual(score(a, b), 0.3)
    }

    func testBlockCommentMarkersAreNotText() {
        let found = units("/* Reads the count, then the word. */\nlet x = 1")
        XCTAssertEqual(found.map(\.text), ["Reads the count, then the word."])
    }

    /// Interpolations nested past `maximumInterpolationDepth` are not read
    /// (swift-syntax's lexer took gigabytes on 20,000 levels in 100 KB):
    /// the answer is left out with its reason, at once.
    func testDeeplyNestedInterpolationsAreNotRead() {
        XCTAssertEqual(AnswerReader.interpolationDepth(#"let s = "a \("b \(c) d") e" // "\("#), 2)
        XCTAssertEqual(AnswerReader.interpolationDepth(#"let s = "a \\(b)" /* "\( */"#), 0)
        let deep = "let s = " + String(repeating: #""\("#, count: 20_000) + "1" + String(repeating: #")""#, count: 20_000)
        let start = Date()
        let document = AnswerDocument(name: "deep", source: deep, template: .empty, parameters: SimilarityParameters())
        XCTAssertEqual(document.note?.kind, .notCompared)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        let shallow = "let s = " + String(repeating: #""\("#, count: 50) + "1" + String(repeating: #")""#, count: 50)
        XCTAssertNil(AnswerDocument(name: "ok", source: shallow, template: .empty, parameters: SimilarityParameters()).note)
    }

    func testTheReportSaysWhichViewCounted() {
        XCTAssertTrue(SimilarityReport.madeOf(ScoreParts(code: 0.1, wording: 0.9)).hasPrefix("The score comes from the comments and strings"))
        XCTAssertTrue(SimilarityReport.madeOf(ScoreParts(code: 0.7, wording: 0.2)).hasPrefix("The score comes from the code"))
    }
}
