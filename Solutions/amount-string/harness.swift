// Harness for `amount-string`: builds the case's amounts, encodes them with
// the learner's `encode(to:)` on their own, in an array or as the values of
// an object, and returns the JSON produced, parsed, exactly as written. It
// judges nothing; encoding errors propagate.
//
// Input: {"amounts": [{"cents": Int, "currency": String}, ...],
//         "wrap": "single"|"array"|"object", "keys": "default"|"snake"}
// "single" encodes the first amount alone (a top-level fragment); "object"
// encodes an object whose keys are line1, line2, ... through a keyed container.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let amounts: [Fields]
        var wrap: Wrap?
        var keys: WorkbookKeys?
    }

    struct Fields: Decodable {
        let cents: Int
        let currency: String
    }

    enum Wrap: String, Decodable { case single, array, object }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let amounts = input.amounts.map { Amount(cents: $0.cents, currency: $0.currency) }
        guard let first = amounts.first else { throw WorkbookHarnessFault("case input needs a non-empty \"amounts\" array") }
        let encoder = JSONEncoder(keys: input.keys)
        switch input.wrap ?? .array {
        case .single: return try WorkbookJSON(encoding: first, with: encoder)
        case .array: return try WorkbookJSON(encoding: amounts, with: encoder)
        case .object: return try WorkbookJSON(encoding: WorkbookObject(amounts.enumerated().map { ("line\($0.offset + 1)", $0.element) }), with: encoder)
        }
    }
}
