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
        // The messages with an interpolation are not phrases of the prose;
        // as code of the chapter they are the template's.
        let fromCode = Template(sources: [messages], taskText: task, parameters: parameters)
        let withTask = AnswerDocument(name: "a", source: Self.source, template: fromCode, parameters: parameters)
        XCTAssertTrue(withTask.wording.isEmpty, "every unit of the answer is the task's: \(withTask.wordingTexts)")
        let proseOnly = AnswerDocument(name: "a", source: Self.source, template: given, parameters: parameters)
        XCTAssertEqual(proseOnly.wordingTexts.sorted(), ["Counts never go below zero, saw \\(…)", "Wanted digits or the word many, saw \\(…)"])
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
}
