// Harness for `amount-string`: encodes the case's amounts with the learner's
// `encode(to:)` — the first alone (a top-level fragment), all in an array, or
// as the values of an object keyed line1, line2, … — and returns the JSON
// written, exactly as written. Encoding errors propagate.
import Foundation

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let amounts: [Fields]
        var wrap: WorkbookWrap?
        var keys: WorkbookKeys?
    }

    struct Fields: Decodable {
        let cents: Int
        let currency: String
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let amounts = input.amounts.map { Amount(cents: $0.cents, currency: $0.currency) }
        let encoder = JSONEncoder(keys: input.keys)
        switch input.wrap ?? .array {
        case .object:
            let lines = amounts.enumerated().map { ("line\($0.offset + 1)", $0.element) }
            return try WorkbookJSON(encoding: WorkbookObject(lines), with: encoder)
        case let wrap: return try WorkbookJSON.encoding(amounts, wrap: wrap, with: encoder)
        }
    }
}
