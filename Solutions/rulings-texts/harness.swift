import Foundation

/// A card reduced to its rulings: the answer's `init(from:)` is reached
/// through a keyed container, as `RulingsPreview` and `Card` reach it.
struct WorkbookRulingsHolder: Decodable {
    let rulings: Card.Rulings
}

enum WorkbookExercise {
    /// `input` is any JSON value, placed under "rulings" in an object and
    /// decoded. The result is the answer's `texts`, as they are.
    static func run(_ input: Any) throws -> Any {
        let data = try JSONSerialization.data(withJSONObject: ["rulings": input], options: [.fragmentsAllowed])
        let holder = try JSONDecoder().decode(WorkbookRulingsHolder.self, from: data)
        return holder.rulings.texts
    }
}
