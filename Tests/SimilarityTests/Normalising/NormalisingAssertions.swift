import Foundation
import Similarity
import XCTest

/// The normaliser's tests compare token sequences: a rewrite that keeps an
/// answer's plan keeps its tokens; one that changes it does not.
extension XCTestCase {
    func assertSame(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(TokenStream(a).kinds, TokenStream(b).kinds, "\n\(a)\n---\n\(b)", file: file, line: line)
    }

    func assertDifferent(_ a: String, _ b: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNotEqual(TokenStream(a).kinds, TokenStream(b).kinds, "\n\(a)\n---\n\(b)", file: file, line: line)
    }
}
