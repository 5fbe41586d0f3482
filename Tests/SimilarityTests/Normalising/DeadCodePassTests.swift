import Foundation
import SwiftParser
@testable import Similarity
import XCTest

/// `DeadCodePass` and its `Slicing` step: code whose values reach nothing goes.
final class DeadCodePassTests: XCTestCase {
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

    /// Padding that stays live to a compiler (a log array appended to, a
    /// counter and a message read only by that log, asserts, a print) reaches
    /// no result: `Slicing` drops it, link after link.
    func testLivePaddingIsSliced() {
        let original = """
        func camel(_ key: String) -> String {
            let parts = key.split(separator: "-")
            var result = String(parts[0])
            for part in parts.dropFirst() {
                result += part.capitalized
            }
            return result
        }
        """
        let padded = """
        var conversionLog: [String] = []
        func camel(_ key: String) -> String {
            let parts = key.split(separator: "-")
            precondition(!parts.isEmpty, "split gives one part at least")
            var result = String(parts[0])
            var joined = 0
            for part in parts.dropFirst() {
                result += part.capitalized
                joined += 1
            }
            let message = "converted \\(key) to \\(result), \\(joined) words"
            conversionLog.append(message)
            assert(result.count <= key.count, "never longer")
            print(message)
            return result
        }
        """
        assertSame(original, padded)
    }

    /// A variable something reads is kept, and so is what feeds it; an
    /// instance's stored property is state, kept even when the file never reads it.
    func testReadValuesAndStoredStateStay() {
        let counted = """
        var conversions = 0
        func camel(_ key: String) -> String {
            var result = key
            conversions += 1
            return result + String(conversions)
        }
        """
        assertDifferent(counted, counted.replacingOccurrences(of: "    conversions += 1\n", with: ""))
        let stored = """
        struct Box { var seen: [String] = []
            mutating func add(_ key: String) -> String { seen.append(key); return key }
        }
        """
        XCTAssertNotEqual(TokenStream(stored).kinds, TokenStream(stored.replacingOccurrences(of: " seen.append(key);", with: "")).kinds)
        // The slicing step names the statements it drops: here none.
        XCTAssertTrue(Slicing(Parser.parse(source: stored)).dropped.isEmpty)
    }
}
