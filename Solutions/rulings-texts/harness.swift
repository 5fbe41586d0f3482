import Foundation

// Harness for `rulings-texts`: the case's input is any JSON value, placed
// under "rulings" in an object (as `RulingsPreview` and `Card` reach it) and
// decoded. The result is the answer's `texts`, as they are.
enum WorkbookExercise: TypedHarness {
    static func run(_ input: WorkbookJSON) throws -> WorkbookJSON {
        try input.decode(Card.Rulings.self, wrap: .object("rulings")) { $0.texts }
    }
}
