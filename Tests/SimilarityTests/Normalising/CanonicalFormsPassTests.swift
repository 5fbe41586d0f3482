import Foundation
@testable import Similarity
import XCTest

/// `CanonicalFormsPass`: equivalent shapes written one way.
final class CanonicalFormsPassTests: XCTestCase {
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

    /// A `switch` over an optional of two cases is the `if let` it spells
    /// out, whichever way its cases are written and ordered.
    /// A closure's one parameter, named or `$0`, is the same closure.
    func testClosureParameterNamedOrNot() {
        assertSame("let caps = words.map { word in word.capitalized }", "let caps = words.map { $0.capitalized }")
        assertSame("let caps = words.map { (word) in word.capitalized }", "let caps = words.map { $0.capitalized }")
        // A typed parameter, or two, keep their signature.
        assertDifferent("let caps = words.map { (word: String) in word.capitalized }", "let caps = words.map { $0.capitalized }")
        assertDifferent("let sum = values.reduce(0) { total, value in total + value }", "let sum = values.reduce(0) { $0 + $1 }")
    }

    func testOptionalSwitchAndSelfAreWrittenOneWay() {
        let ifLet = "func f(_ x: Int?) -> Int { if let y = x { return y } else { return 0 } }"
        assertSame(ifLet, "func f(_ x: Int?) -> Int {\n switch x {\n case .some(let y): return y\n case .none: return 0\n }\n}")
        assertSame(ifLet, "func f(_ x: Int?) -> Int {\n switch x {\n case .none: return 0\n case let y?: return y\n }\n}")
        // A third case, or a condition, is another plan.
        assertDifferent(ifLet, "func f(_ x: Int?) -> Int {\n switch x {\n case .some(let y) where y > 0: return y\n case .none: return 0\n default: return 1\n }\n}")
    }

    /// `guard` ↔ nested `if`: a chain of guards is the nested ifs it spells
    /// out (the guard's `else` as the if's), whichever way it is written.
    func testGuardChainIsTheNestedIfs() {
        let guards = """
        func f(_ x: Int?, _ y: Int?) throws -> Int {
            guard let a = x else { throw Failure.noX }
            guard let b = y, b > 0 else { throw Failure.noY }
            return a + b
        }
        """
        let nested = """
        func f(_ x: Int?, _ y: Int?) throws -> Int {
            if let a = x {
                if let b = y, b > 0 {
                    return a + b
                } else {
                    throw Failure.noY
                }
            } else {
                throw Failure.noX
            }
        }
        """
        assertSame(guards, nested)
        assertDifferent(guards, nested.replacingOccurrences(of: "throw Failure.noY", with: "return 0"))
    }
}
