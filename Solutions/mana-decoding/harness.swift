import Foundation

/// A card reduced to its cost: the answer's `init(from:)` is reached through a
/// keyed container, exactly as the chapter's `Card` reaches it.
struct WorkbookManaHolder: Decodable {
    let manaCost: Card.Mana
}

enum WorkbookExercise {
    /// `input` is one of
    /// - a string: a cost, decoded as the value of "manaCost" in a card-like object;
    /// - `{"costs": [...]}`: several costs decoded as `[Card.Mana]` (an array context);
    /// - `{"value": V}`: any JSON value V placed under "manaCost" (e.g. a number).
    /// The result lists each cost's colors by enum case: "colorless(3)", "white", ...
    static func run(_ input: Any) throws -> Any {
        if let object = input as? [String: Any], let costs = object["costs"] {
            let data = try JSONSerialization.data(withJSONObject: costs)
            let manas = try JSONDecoder().decode([Card.Mana].self, from: data)
            return manas.map { workbookNames($0) }
        }
        let value: Any
        if let object = input as? [String: Any], let raw = object["value"] {
            value = raw
        } else {
            value = input
        }
        let data = try JSONSerialization.data(withJSONObject: ["manaCost": value], options: [.fragmentsAllowed])
        let holder = try JSONDecoder().decode(WorkbookManaHolder.self, from: data)
        return workbookNames(holder.manaCost)
    }

    private static func workbookNames(_ mana: Card.Mana) -> [String] {
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
