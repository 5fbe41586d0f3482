import Foundation

// Harness for `mana-decoding`. A case's input is one of
// - a string: a cost, decoded as the value of "manaCost" in an object (as the chapter's `Card` reaches it);
// - {"costs": [...]}: several costs decoded as `[Card.Mana]` (an array context);
// - {"value": V}: any JSON value V placed under "manaCost" (e.g. a number).
// The result lists each cost's colors by enum case: "colorless(3)", "white", ...
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
