import Foundation
@testable import Similarity
import XCTest

/// `HelperHoistingPass`: a helper of several statements called once is
/// inlined as a person inlines it, its statements before the caller's.
final class HelperHoistingPassTests: XCTestCase {
    func testStatementsOfAHelperCalledOnceComeBeforeItsCaller() {
        let helper = """
        func camel(_ words: [String]) -> String {
            let head = words[0]
            let tail = words.dropFirst().map { $0.capitalized }
            var joined = head
            for word in tail { joined += word }
            return joined.trimmingCharacters(in: .whitespaces)
        }
        func convert(_ key: String) -> String {
            let words = key.split(separator: "-").map(String.init)
            let result = camel(words)
            return result.isEmpty ? key : result
        }
        """
        let inlined = """
        func convert(_ key: String) -> String {
            let words = key.split(separator: "-").map(String.init)
            let head = words[0]
            let tail = words.dropFirst().map { $0.capitalized }
            var joined = head
            for word in tail { joined += word }
            let result = joined.trimmingCharacters(in: .whitespaces)
            return result.isEmpty ? key : result
        }
        """
        assertSame(helper, inlined)
    }

    /// A `guard`'s condition calling such a helper, and a parameter read
    /// twice given a computed argument (the `let` a person writes for it).
    func testGuardConditionsAndParametersReadTwice() {
        let helper = """
        func isKebab(_ text: String) -> Bool {
            let parts = text.split(separator: "-")
            let dashes = text.filter { $0 == "-" }.count
            return parts.count == dashes + 1
        }
        func convert(_ key: Key) -> String? {
            guard isKebab(key.stringValue.lowercased()) else { return nil }
            return key.stringValue
        }
        """
        let inlined = """
        func convert(_ key: Key) -> String? {
            let text = key.stringValue.lowercased()
            let parts = text.split(separator: "-")
            let dashes = text.filter { $0 == "-" }.count
            guard parts.count == dashes + 1 else { return nil }
            return key.stringValue
        }
        """
        assertSame(helper, inlined)
    }

    /// A helper that returns early is not hoisted: its statements would
    /// run differently before the caller's.
    func testHelperReturningEarlyStaysInPlace() {
        let helper = """
        func clamp(_ n: Int) -> Int {
            if n < 0 { return 0 }
            let doubled = n * 2
            return doubled + 1
        }
        func total(_ raw: Int) -> Int {
            let value = clamp(raw)
            return value * value
        }
        """
        let hoisted = """
        func total(_ raw: Int) -> Int {
            if raw < 0 { return 0 }
            let doubled = raw * 2
            let value = doubled + 1
            return value * value
        }
        """
        assertDifferent(helper, hoisted)
    }
}
