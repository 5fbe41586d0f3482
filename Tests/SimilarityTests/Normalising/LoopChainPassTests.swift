import Foundation
import Similarity
import XCTest

/// A loop that only appends to a fresh array is the chain of `filter`,
/// `compactMap` and `map` it spells out.
final class LoopChainPassTests: XCTestCase {
    func testLoopsAreTheirChains() {
        // map
        assertSame("""
            func f(_ words: [String]) -> [String] {
                var out: [String] = []
                for word in words { out.append(word.capitalized) }
                return out
            }
            """, """
            func f(_ words: [String]) -> [String] {
                return words.map { $0.capitalized }
            }
            """)
        // where + guard let + append, and the chain with a named parameter, then used once.
        assertSame("""
            func f(_ words: [String]) -> [Int] {
                var result = [Int]()
                for word in words where !word.isEmpty {
                    guard let n = Int(word) else { continue }
                    result.append(n * 2)
                }
                return result.sorted()
            }
            """, """
            func f(_ items: [String]) -> [Int] {
                let doubled = items.filter { s in !s.isEmpty }.compactMap { Int($0) }.map { $0 * 2 }
                return doubled.sorted()
            }
            """)
        // if c { append } is a filter; appending the element itself is no map.
        assertSame("""
            func f(_ keys: [String]) -> [String] {
                var kept: [String] = []
                for key in keys {
                    if key.contains("-") {
                        kept.append(key)
                    }
                }
                return kept
            }
            """, """
            func f(_ keys: [String]) -> [String] {
                keys.filter { $0.contains("-") }
            }
            """)
        // The array read twice after the loop: a `let` of the chain.
        assertSame("""
            func f(_ keys: [String]) -> Int {
                var lengths: [Int] = []
                for key in keys { lengths.append(key.count) }
                return lengths.count + lengths.reduce(0, +)
            }
            """, """
            func f(_ keys: [String]) -> Int {
                let lengths = keys.map { key in key.count }
                return lengths.count + lengths.reduce(0, +)
            }
            """)
    }

    func testOtherLoopsStayLoops() {
        // The loop reads the array it fills: no chain.
        assertDifferent("""
            func f(_ words: [String]) -> [String] {
                var out: [String] = []
                for word in words where !out.contains(word) { out.append(word) }
                return out
            }
            """, """
            func f(_ words: [String]) -> [String] {
                return words.filter { !$0.isEmpty }
            }
            """)
        // Appending after a use between the declaration and the loop.
        assertDifferent("""
            func f(_ words: [String]) -> [String] {
                var out: [String] = []
                out.reserveCapacity(words.count)
                for word in words { out.append(word.capitalized) }
                return out
            }
            """, """
            func f(_ words: [String]) -> [String] {
                return words.map { $0.capitalized }
            }
            """)
        // A map is not a filter.
        assertDifferent("""
            func f(_ words: [String]) -> [String] { words.map { $0.lowercased() } }
            """, """
            func f(_ words: [String]) -> [String] { words.filter { $0.isEmpty } }
            """)
    }
}
