import Foundation
import Similarity
import XCTest

/// Rewrites that keep an answer's plan keep its tokens; rewrites that
/// change it do not.
final class NormaliserTests: XCTestCase {
    func assertSame(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(TokenStream(a).kinds, TokenStream(b).kinds, "\n\(a)\n---\n\(b)", file: file, line: line)
    }

    func assertDifferent(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotEqual(TokenStream(a).kinds, TokenStream(b).kinds, "\n\(a)\n---\n\(b)", file: file, line: line)
    }

    func testOwnNamesAreRenamedAndApiNamesKept() {
        assertSame("func f(_ text: String) -> Int { text.count }", "func g(_ s: String) -> Int { s.count }")
        // A call into the library is part of the plan: a copier cannot rename it.
        assertDifferent("func f(_ text: String) -> Int { text.count }", "func f(_ text: String) -> Int { text.hashValue }")
    }

    func testDeadCodeIsDropped() {
        let original = """
        func total(_ values: [Int]) -> Int {
            var sum = 0
            for value in values { sum += value }
            return sum
        }
        """
        let padded = """
        private let verbose = false
        private func unusedHelper(_ x: Int) -> Int { x * 3 }
        func total(_ values: [Int]) -> Int {
            let started = Date()
            var sum = 0
            if verbose { print("summing \\(values.count) values") }
            for value in values { sum += value }
            if false { sum = -1 }
            return sum
            print("never")
        }
        """
        assertSame(original, padded)
        // A used declaration is not dead.
        assertDifferent(original, original.replacingOccurrences(of: "return sum", with: "let twice = sum * 2\n    return twice"))
    }

    func testSmallHelpersAreInlined() {
        let inline = """
        func shout(_ words: [String]) -> [String] {
            words.map { $0.uppercased() + "!" }
        }
        """
        let function = """
        private func loud(_ word: String) -> String { word.uppercased() + "!" }
        func shout(_ words: [String]) -> [String] {
            words.map { loud($0) }
        }
        """
        let closure = """
        func shout(_ words: [String]) -> [String] {
            let loud = { (word: String) -> String in word.uppercased() + "!" }
            return words.map { loud($0) }
        }
        """
        assertSame(inline, function)
        assertSame(inline.replacingOccurrences(of: "    words.map", with: "    return words.map"), closure)
        let property = """
        struct Point { let x: Int; let y: Int
            var sum: Int { x + y }
            func twice() -> Int { sum * 2 }
        }
        """
        let inlinedProperty = """
        struct Point { let x: Int; let y: Int
            func twice() -> Int { (x + y) * 2 }
        }
        """
        // The parentheses a person adds when inlining are the only difference.
        XCTAssertEqual(TokenStream(property).count + 2, TokenStream(inlinedProperty).count)
        // A local value used once is its value.
        assertSame("func f(_ s: String) -> Int { let parts = s.split(separator: \",\"); return parts.count }",
                   "func f(_ s: String) -> Int { return s.split(separator: \",\").count }")
    }

    func testIndependentStatementsAndMembersHaveOneOrder() {
        assertSame("""
        struct Mirror: Decodable { let id: UUID; let name: String; let count: Int }
        func f(_ c: KeyedDecodingContainer<AnyKey>) throws {
            let a = try c.decode(Int.self, forKey: .a)
            let b = try c.decode(String.self, forKey: .b)
            print(a, b); print(b, a)
        }
        """, """
        func f(_ c: KeyedDecodingContainer<AnyKey>) throws {
            let b = try c.decode(String.self, forKey: .b)
            let a = try c.decode(Int.self, forKey: .a)
            print(a, b); print(b, a)
        }
        struct Mirror: Decodable { let count: Int; let name: String; let id: UUID }
        """)
        // Statements that depend on each other keep their order.
        assertDifferent("func f() { var list: [Int] = []; list.append(1); print(list); list.append(2) }",
                        "func f() { var list: [Int] = []; list.append(1); list.append(2); print(list) }")
    }

    func testEquivalentShapesAreWrittenOneWay() {
        let ifLet = """
        func f(_ a: Int?, _ b: Int?) -> Int {
            if let a, let b { return a + b } else { return 0 }
        }
        """
        let guardLet = """
        func f(_ a: Int?, _ b: Int?) -> Int {
            guard let a = a, let b = b else { return 0 }
            return a + b
        }
        """
        let tupleSwitch = """
        func f(_ a: Int?, _ b: Int?) -> Int {
            switch (a, b) {
            case let (a?, b?): return a + b
            default: return 0
            }
        }
        """
        assertSame(ifLet, guardLet)
        assertSame(ifLet, tupleSwitch)
        assertSame("func f(_ a: Bool, _ b: Bool) -> Int { if a && b { return 1 }; return 0 }",
                   "func f(_ a: Bool, _ b: Bool) -> Int { if a, b { return 1 }; return 0 }")
        assertSame("static var limit: Int = 3", "public static let limit = 3")
        assertDifferent(ifLet, ifLet.replacingOccurrences(of: "a + b", with: "a - b"))
    }

    /// Regions of a re-ordered copy still pair equal tokens, and the page
    /// marks them where they are in each source.
    func testRegionsOfAReorderedCopyAreMarked() {
        let a = """
        func f(_ c: KeyedDecodingContainer<AnyKey>) throws -> String {
            let first = try c.decode(String.self, forKey: .first).trimmingCharacters(in: .whitespaces).lowercased()
            let second = try c.decodeIfPresent(String.self, forKey: .second)?.uppercased() ?? "none at all"
            return [first, second].joined(separator: " and ")
        }
        """
        let b = """
        func g(_ box: KeyedDecodingContainer<AnyKey>) throws -> String {
            let two = try box.decodeIfPresent(String.self, forKey: .second)?.uppercased() ?? "nothing"
            let one = try box.decode(String.self, forKey: .first).trimmingCharacters(in: .whitespaces).lowercased()
            return [one, two].joined(separator: " & ")
        }
        """
        let parameters = SimilarityParameters()
        let docA = AnswerDocument(name: "a", source: a, template: .empty, parameters: parameters)
        let docB = AnswerDocument(name: "b", source: b, template: .empty, parameters: parameters)
        XCTAssertEqual(Similarity.score(docA, docB, parameters: parameters), 1)
        let result = ClassSimilarity([ExerciseAnswers(exercise: "x", templateSources: [], answers: [(student: "a", source: a), (student: "b", source: b)])])
        let html = SimilarityReport.html(result)
        // The second answer's first statement is marked: its tokens came first in a's order but sit second in b.
        XCTAssertTrue(html.contains("<sup>1</sup>"), html)
        XCTAssertTrue(html.contains("decodeIfPresent(String.self, forKey: .second)?.uppercased()"), html)
    }
}

extension NormaliserTests {
    /// Helpers that call each other twice over would double the text at
    /// every level; the inlining stops at a fixed depth and size.
    func testHelpersCallingHelpersStayBounded() {
        var source = "func h0(_ x: Int) -> Int { x + 1 }\n"
        for level in 1...30 { source += "func h\(level)(_ x: Int) -> Int { h\(level - 1)(x) + h\(level - 1)(x) }\n" }
        source += "let total = h30(2)\n"
        let start = Date()
        let tokens = TokenStream(source)
        XCTAssertLessThan(tokens.count, 400_000)
        XCTAssertLessThan(Date().timeIntervalSince(start), 60)
    }
}
