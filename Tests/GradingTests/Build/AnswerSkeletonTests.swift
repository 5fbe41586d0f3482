import Testing
@testable import Grading

/// The skeleton only guesses how to compile (``AnswerSkeleton``), but a
/// guess that is usually right is what makes a declaration edit one
/// compile and a body edit a link with kept objects.
@Suite("An answer's skeleton: its declarations without their bodies")
struct AnswerSkeletonTests {
    static let answer = """
    import Foundation

    struct Card: Decodable {
        let name: String
        var cost: Int = 0
        var label: String { "\\(name) (\\(cost))" }

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
        }

        enum CodingKeys: String, CodingKey { case name, cost }
    }

    func total(_ cards: [Card]) -> Int {
        cards.reduce(0) { $0 + $1.cost }
    }

    let defaultDecoder: JSONDecoder = { let d = JSONDecoder(); return d }()
    """

    static func edited(_ from: String, _ to: String) -> String {
        #expect(answer.contains(from))
        return answer.replacingOccurrences(of: from, with: to)
    }

    @Test("edits inside bodies, comments and spacing keep it", arguments: [
        ("cards.reduce(0) { $0 + $1.cost }", "var sum = 0\n    for card in cards { sum += card.cost }\n    return sum"),
        ("name = try container.decode(String.self, forKey: .name)", "name = try container.decode(String.self, forKey: .cost)"),
        ("\"\\(name) (\\(cost))\"", "name + \"!\""),
        ("struct Card", "// a card\nstruct   Card"),
        ("let name: String", "let name:String /* its name */"),
    ])
    func bodyEdits(from: String, to: String) {
        #expect(AnswerSkeleton.digest(of: Self.edited(from, to)) == AnswerSkeleton.digest(of: Self.answer))
    }

    @Test("edits of a declaration change it", arguments: [
        ("let name: String", "let name: Substring"),
        ("var cost: Int = 0", "var cost: Int = 1"),
        ("case name, cost", "case name, cost = \"mana_cost\""),
        ("func total(_ cards: [Card]) -> Int", "func total(_ cards: [Card]) -> Double"),
        ("import Foundation", "import Foundation\nimport Dispatch"),
        ("return d }()", "d.allowsJSON5 = true; return d }()"),
        ("enum CodingKeys", "private enum CodingKeys"),
        ("struct Card: Decodable", "struct Card: Codable"),
    ])
    func declarationEdits(from: String, to: String) {
        #expect(AnswerSkeleton.digest(of: Self.edited(from, to)) != AnswerSkeleton.digest(of: Self.answer))
    }

    @Test("a new declaration changes it, inside a type or at the top")
    func newDeclarations() {
        let inType = Self.edited("enum CodingKeys", "static let fallback = 3\n    enum CodingKeys")
        let atTop = Self.answer + "\nfunc helper() -> Int { 1 }\n"
        #expect(AnswerSkeleton.digest(of: inType) != AnswerSkeleton.digest(of: Self.answer))
        #expect(AnswerSkeleton.digest(of: atTop) != AnswerSkeleton.digest(of: Self.answer))
    }

    @Test("the bodies are what is left out: a function's, an initialiser's and a computed property's")
    func whatIsLeftOut() {
        let skeleton = AnswerSkeleton.text(of: Self.answer)
        #expect(!skeleton.contains("reduce"))
        #expect(!skeleton.contains("container"))
        #expect(!skeleton.contains("\"\\(name) (\\(cost))\""))
        #expect(skeleton.contains("CodingKeys"))
        #expect(skeleton.contains("JSONDecoder"))
    }
}
