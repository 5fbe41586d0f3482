import Foundation
@testable import Similarity
import XCTest

/// `RenamePass`: own names and literals by their class, API names kept.
final class RenamePassTests: XCTestCase {
    func testOwnNamesAreRenamedAndApiNamesKept() {
        assertSame("func f(_ text: String) -> Int { text.count }", "func g(_ s: String) -> Int { s.count }")
        // A call into the library is part of the plan: a copier cannot rename it.
        assertDifferent("func f(_ text: String) -> Int { text.count }", "func f(_ text: String) -> Int { text.hashValue }")
    }
}
