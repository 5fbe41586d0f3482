import Foundation
@testable import Similarity
import XCTest

/// Rewrites that keep an answer's plan keep its tokens; rewrites that
/// change it do not.
final class NormaliserTests: XCTestCase {
    /// The pipeline asks every pass, dead code first (a dropped node is
    /// never rewritten by a later pass).
    func testEveryPassIsInThePipeline() {
        let names = Normaliser.passes.map { String(describing: type(of: $0)) }
        XCTAssertEqual(names, ["DeadCodePass", "RenamePass", "ErrorFormsPass", "InliningPass", "LoopChainPass", "HelperHoistingPass", "CanonicalFormsPass", "SwitchChainPass",
                               "StatementOrderPass"])
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
