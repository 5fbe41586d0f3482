import Foundation
import Grading
import Testing
@testable import Verification

/// What a case owns, proven by changing it (``OwnershipProof``): the expected
/// value part by part, and the input in each part another rule owns.
@Suite("The proof of what a case owns")
struct OwnershipProofTests {
    static func json(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

    static func item(_ rule: Int, _ expected: String, compare: String? = nil, input: String = "{}") throws -> GradingCase {
        var item = GradingCase(name: "case", explain: nil, input: try json(input), expect: .value(try json(expected)), rule: rule)
        item.compare = try compare.map { try JSONDecoder().decode(CaseComparison.self, from: Data($0.utf8)) }
        return item
    }

    @Test("a comparison that keeps what it declares holds: every owned change refused, every other accepted")
    func consistentComparisons() throws {
        let value = #"{"address": {"street": "12 Harbor Lane", "zip": 97201}, "contactInfo": {"email": "m@example.com"}, "tags": ["a", "b"]}"#
        for compare in [nil, #"{"only": ["$.address"], "anyValue": ["$.address.street"], "kindOnly": ["$.address.zip"]}"#,
                        #"{"anyKeySpelling": true, "unordered": ["$.tags"], "asText": ["$.address.zip"]}"#,
                        #"{"only": ["$.website"]}"#, #"{"ignoreCase": true, "tolerance": 0.5}"#] {
            #expect(OwnershipProof.comparisonProblems(try Self.item(1, value, compare: compare, input: "{}")).isEmpty, "\(compare ?? "whole")")
        }
    }

    @Test("a case whose comparison keeps nothing is told it can never fail")
    func comparesNothing() throws {
        let problems = OwnershipProof.comparisonProblems(try Self.item(2, #"{"name": "Ann"}"#, compare: #"{"only": ["$.name"], "anyValue": ["$.name"], "unordered": ["$"]}"#))
        #expect(problems.isEmpty, "the key's presence is kept: \(problems)")
        let nothing = OwnershipProof.comparisonProblems(try Self.item(2, #"{"name": "Ann"}"#, compare: #"{"only": ["$.nickname"], "anyKeySpelling": true, "anyValue": ["$.nickname"]}"#))
        #expect(nothing.isEmpty, "a key written where none is expected is refused: \(nothing)")
        let marked = OwnershipProof.comparisonProblems(try Self.item(2, #"[{"name": "Ann"}]"#, compare: #"{"anyValue": ["$[]"], "unordered": ["$[]"]}"#))
        #expect(marked.isEmpty, "\(marked)")
        let loose = OwnershipProof.comparisonProblems(try Self.item(2, #""Ann""#, compare: #"{"anyValue": ["$"]}"#))
        #expect(loose.contains { $0.contains("keeps nothing that can differ") }, "\(loose)")
        // Said on purpose: only that a value comes back.
        #expect(OwnershipProof.comparisonProblems(try Self.item(2, #"{"name": "Ann"}"#, compare: #"{"only": []}"#)).isEmpty)
    }

    @Test("a path that leads nowhere, not even to its parent, is a misspelt key; a last key no value holds is an absence")
    func unmatched() throws {
        let compare = try JSONDecoder().decode(CaseComparison.self, from: Data(#"{"only": ["$.adress.zip", "$.website", "$.address.zip"]}"#.utf8))
        let values = [try Self.json(#"{"address": {"zip": 1}}"#)]
        #expect(OwnershipProof.unmatchedPaths(compare, in: values) == ["$.adress.zip"])
    }

    @Test("each part another rule owns is changed to its other plain values, of its kind only, and left out when it may be")
    func perturbedInputs() throws {
        let cases = [try Self.item(1, "1", input: #"{"keys": "default", "minutes": 5, "note": "x", "list": [1, 2]}"#),
                     try Self.item(2, "1", input: #"{"keys": "snake", "minutes": "5"}"#)]
        let owned = [OwnedInput(rule: 2, path: "$.keys", values: [.string("default"), .string("snake")]),
                     OwnedInput(rule: 3, path: "$.minutes", values: [.number(1), .number(5), .number(15)]),
                     OwnedInput(rule: 3, path: "$.note", missing: true),
                     OwnedInput(rule: 3, path: "$.list")]
        let made = OwnershipProof.perturbed(cases, owned: owned)
        let changes = made.map(\.change)
        #expect(changes == ["$.keys = \"snake\"", "$.minutes = 1", "$.minutes = 15", "$.note changed", "$.note left out", "$.list in another order"], "\(changes)")
        // A case of the owning rule is left alone; so is a part of another kind (a number as text).
        #expect(made.allSatisfy { $0.original.rule == 1 })
        #expect(made.first { $0.change == "$.note left out" }?.item.input == (try Self.json(#"{"keys": "default", "minutes": 5, "list": [1, 2]}"#)))
        #expect(Set(made.map(\.item.name)).count == made.count)
    }
}
