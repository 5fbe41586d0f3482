import Foundation
@testable import Similarity
import XCTest

/// `InliningPass`: helpers written in place of their calls.
final class InliningPassTests: XCTestCase {
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

    /// A helper of one parameter passed whole as an argument is the
    /// closure it stands for.
    func testHelperPassedAsAFunctionIsItsClosure() {
        let closure = """
        func camel(_ words: [String]) -> [String] {
            words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        }
        """
        let helper = """
        private func capitalised(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
        func camel(_ words: [String]) -> [String] {
            words.dropFirst().map(capitalised)
        }
        """
        // Only the parentheses of the argument differ.
        let a = TokenStream(closure).kinds, b = TokenStream(helper).kinds
        XCTAssertEqual(a.count + 2, b.count, "\(a.count) vs \(b.count)")
        XCTAssertEqual(a.filter { $0 != fnv1a("(") && $0 != fnv1a(")") }, b.filter { $0 != fnv1a("(") && $0 != fnv1a(")") })
    }

    /// A method of an extension called on a receiver is its body with that
    /// receiver for its implicit `self`: `c.required(.id)` is
    /// `c.decode(UUID.self, forKey: .id)`.
    func testMethodCalledOnAReceiverIsItsBody() {
        let direct = """
            extension Card {
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    id = try c.decode(UUID.self, forKey: .id)
                    name = try c.decode(String.self, forKey: .name)
                }
            }
            """
        let helper = """
            private extension KeyedDecodingContainer {
                func required<T: Decodable>(_ key: Key) throws -> T {
                    try decode(T.self, forKey: key)
                }
            }
            extension Card {
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    id = try c.required(.id)
                    name = try c.required(.name)
                }
            }
            """
        assertSame(direct, helper)
        // A top-level function called bare is not a method of anything.
        assertDifferent("func f(_ c: C) -> Int { c.count }\nlet x = f(items)", "let x = items.count.f")
    }

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

    /// A helper of several statements called once is written in place of
    /// its call, statements and all, when it returns early (one that does
    /// not is hoisted, `HelperHoistingPassTests`); called twice, it stays a
    /// helper.
    func testHelperOfSeveralStatementsCalledOnceIsInlined() {
        let helper = """
        func checked(_ number: Int) throws -> Int {
            guard number >= 0 else { return 0 }
            let doubled = number * 2
            return doubled + 1
        }
        func count(_ raw: Int) throws -> Int {
            return try checked(raw)
        }
        """
        let inlined = """
        func count(_ raw: Int) throws -> Int {
            return try {
                guard raw >= 0 else { return 0 }
                let doubled = raw * 2
                return doubled + 1
            }()
        }
        """
        // The helper's statements take the call's place: only the closure's
        // braces and call differ from the helper's tokens.
        let a = TokenStream(helper).kinds, b = TokenStream(inlined).kinds
        XCTAssertEqual(a.count + 4, b.count, "\(a.count) vs \(b.count)")
        let twice = helper.replacingOccurrences(of: "return try checked(raw)", with: "return try checked(raw) + checked(raw)")
        XCTAssertGreaterThan(TokenStream(twice).count, TokenStream(helper).count + 5)
    }
}
