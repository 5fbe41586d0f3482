// Harness for `mana-decoding`: decodes a cost (a string) or {"value": V} as the
// value of "manaCost" in an object (as the chapter's `Card` reaches it), or
// {"costs": [...]} as `[Card.Mana]`; lists each cost's colors by enum case.
import Foundation

enum WorkbookExercise: TypedHarness {
    static func run(_ input: WorkbookJSON) throws -> WorkbookJSON {
        if let costs = input["costs"] { return try costs.decode(Card.Mana.self, wrap: .array, describe: names) }
        return try (input["value"] ?? input).decode(Card.Mana.self, wrap: .object("manaCost"), describe: names)
    }

    static func names(_ mana: Card.Mana) -> [String] {
        mana.colors.map { color -> String in
            switch color {
            case .colorless(let amount): return "colorless(\(amount))"
            case .extra: return "extra"
            case .white: return "white"
            case .blue: return "blue"
            case .black: return "black"
            case .red: return "red"
            case .green: return "green"
            }
        }
    }
}
