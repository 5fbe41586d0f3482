import Foundation
@testable import Similarity
import XCTest

/// `SwitchChainPass`: a `switch` and the `if`/`else if` chain it spells
/// out are written one way.
final class SwitchChainPassTests: XCTestCase {
    /// Values compared with one subject, whichever way they are tested.
    func testSwitchOverValuesIsTheChainOfComparisons() {
        let chain = """
        func size(_ word: String) -> Int {
            if word == "small" { return 1 } else if word == "medium" || word == "middling" { return 2 } else { return 3 }
        }
        """
        let switched = """
        func size(_ word: String) -> Int {
            switch word {
            case "small": return 1
            case "medium", "middling": return 2
            default: return 3
            }
        }
        """
        assertSame(chain, switched)
        // Another value, or another order of the branches' bodies, is another plan.
        assertDifferent(chain, switched.replacingOccurrences(of: "return 1", with: "return word.count"))
    }

    /// An enum's cases: the last case of an exhaustive switch is the chain's
    /// `else`; `if case .a = x` is `if x == .a`; a pattern that binds is the
    /// chain's `if case`.
    func testEnumCasesAndBindingPatterns() {
        let chain = """
        func encode(_ count: Count, to container: inout SingleValueEncodingContainer) throws {
            if case .exactly(let number) = count {
                try container.encode(number)
            } else {
                try container.encode("many")
            }
        }
        """
        let switched = """
        func encode(_ count: Count, to container: inout SingleValueEncodingContainer) throws {
            switch count {
            case .exactly(let number):
                try container.encode(number)
            case .many:
                try container.encode("many")
            }
        }
        """
        assertSame(chain, switched)
        let caseChain = "func f(_ k: Kind) -> Int { if case .a = k { return 1 } else if k == .b { return 2 } else { return 3 } }"
        let caseSwitch = "func f(_ k: Kind) -> Int { switch k { case .a: return 1\n case .b: return 2\n case .c: return 3 } }"
        assertSame(caseChain, caseSwitch)
        // A last case that binds keeps its test: it names what the branch uses.
        assertDifferent(chain, switched.replacingOccurrences(of: "case .many:\n        try container.encode(\"many\")",
                                                             with: "case .other(let word):\n        try container.encode(word)"))
    }

    /// A switch over a tuple of booleans is the chain of their conjunctions;
    /// `default: break` is no `else`.
    func testTupleOfBooleansAndEmptyDefault() {
        let switched = """
        func shape(_ bench: Bool, _ route: Bool) -> Int {
            switch (bench, route) {
            case (true, false): return 1
            case (false, true): return 2
            case (true, _): return 3
            default: break
            }
            return 0
        }
        """
        let chain = """
        func shape(_ bench: Bool, _ route: Bool) -> Int {
            if bench && !route { return 1 } else if !bench && route { return 2 } else if bench { return 3 }
            return 0
        }
        """
        assertSame(switched, chain)
    }

    /// `where` joins its pattern's test; a switch with `fallthrough` keeps its form.
    func testWhereAndFallthrough() {
        let switched = """
        func f(_ x: Int?) -> Int {
            switch x {
            case .some(let y) where y < 0: return 0
            case .some(let y): return y
            case .none: return -1
            }
        }
        """
        let chain = """
        func f(_ x: Int?) -> Int {
            if let y = x, y < 0 { return 0 } else if let y = x { return y } else { return -1 }
        }
        """
        assertSame(switched, chain)
        let falling = "func f(_ x: Int) -> Int { var n = 0\n switch x { case 1: n += 1\n fallthrough\n default: n += 2 }\n return n }"
        XCTAssertTrue(TokenStream(falling).kinds.contains(fnv1a("switch")))
    }
}
