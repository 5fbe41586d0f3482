import Foundation
@testable import Similarity
import XCTest

/// `StatementOrderPass`: independent statements and members in one order.
final class StatementOrderPassTests: XCTestCase {
    func testIndependentStatementsAndMembersHaveOneOrder() {
        assertSame("""
        struct Mirror: Decodable { let id: UUID; let name: String; let count: Int }
        func f(_ c: KeyedDecodingContainer<AnyKey>) throws {
            let a = try c.decode(Int.self, forKey: .a)
            let b = try c.decode(String.self, forKey: .b)
            show(a, b); show(b, a)
        }
        """, """
        func f(_ c: KeyedDecodingContainer<AnyKey>) throws {
            let b = try c.decode(String.self, forKey: .b)
            let a = try c.decode(Int.self, forKey: .a)
            show(a, b); show(b, a)
        }
        struct Mirror: Decodable { let count: Int; let name: String; let id: UUID }
        """)
        // Statements that depend on each other keep their order.
        assertDifferent("func f() { var list: [Int] = []; list.append(1); show(list); list.append(2) }",
                        "func f() { var list: [Int] = []; list.append(1); list.append(2); show(list) }")
    }
}
