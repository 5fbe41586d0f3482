import Foundation
import Grading
import Testing

/// Verdicts an answer cannot forge: it cannot write what the grader writes
/// about a result, and "exactly" means the same Unicode scalars.
@Suite("Verdicts the answer cannot forge", .tags(.slow))
struct ForgedVerdictTests {
    static func answer(_ name: String) -> URL {
        TestCourse.root.appendingPathComponent("Tests/GradingTests/Answers/trust").appendingPathComponent(name)
    }

    @Test("an answer that writes {\"sealed\": clear text} itself, never encrypting, fails the encryption rule")
    func forgedSealedValues() throws {
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id("nested-encoding"), answer: .file(Self.answer("forges-sealed-values.swift"), shownAs: nil), seeds: .one(5), slot: $0)) }
        #expect(result.status == .failed)
        let failing = result.cases.filter { $0.hidden && !$0.passed }
        // Every hidden case holds the secrets, none of them sealed; only
        // rule 5's cases compare how they are written (one bug, one rule).
        let rule5Cases = result.cases.filter { $0.hidden && $0.rule == 5 }
        #expect(!rule5Cases.isEmpty && rule5Cases.allSatisfy { !$0.passed }, "\(rule5Cases.filter(\.passed).map(\.name))")
        #expect(failing.allSatisfy { $0.rule == 5 }, "\(failing.filter { $0.rule != 5 }.map(\.name))")
        let rule5 = try #require(failing.first { $0.rule == 5 })
        #expect(rule5.message.contains("not a string sealed with the chapter's key"), "\(rule5.message)")
    }

    @Test("an answer that rewrites names to another Unicode normal form fails rule 8, and only where the text differs")
    func otherNormalForm() throws {
        let result = try TestCourse.slots.with { try TestCourse.checker.check(CheckRequest(exercise: .id("nested-encoding"), answer: .file(Self.answer("rewrites-to-nfd.swift"), shownAs: nil), seeds: .one(5), slot: $0)) }
        #expect(result.status == .failed)
        let fixed = try #require(result.cases.first { $0.name == "non-ASCII names and places" })
        #expect(!fixed.passed, "rule 8's case of non-ASCII names passes with the names in NFD")
        #expect(fixed.rule == 8)
        // Cases whose texts are the same in both forms still pass.
        #expect(result.cases.contains { $0.hidden && $0.passed })
    }
}
