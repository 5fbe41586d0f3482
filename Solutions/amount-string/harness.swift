// Harness for `amount-string`: encodes the case's amounts with the learner's
// `encode(to:)` — the first alone (a top-level fragment), all in an array, or
// as the values of an object keyed line1, line2, … — and returns the JSON
// written, exactly as written (`written`). Encoding errors propagate.
//
// Each amount is also encoded alone, and the parts the rules fix are read from
// those texts (an amount written as an object or an array holding one string
// gives that string as its text: how the text is wrapped is rule 1's alone):
// - `texts`: each amount's text (rule 2);
// - `signBeforePositiveText`: what the answer writes before its own text for the amount's
//   magnitude ("-" for a negative amount, "" for a positive one; the whole
//   text when it does not end with that text) (rule 3);
// - `units`: the text for the magnitude, less what the answer writes after the
//   units of an amount under one unit (`0.89 EUR` less its `0`): the units'
//   digits, with any separator the answer puts between them (rule 4);
// - `currencies`: what follows the answer's own text for the same cents with
//   an empty currency, less leading spaces (rule 5).
// So a bug in the separator, the cents or the space (rule 2) changes only
// `texts`; the sign, the units and the currency are each compared against the
// answer's own writing of the rest.
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
        let written: WorkbookJSON
        switch input.wrap ?? .array {
        case .object:
            let lines = amounts.enumerated().map { ("line\($0.offset + 1)", $0.element) }
            written = try WorkbookJSON(encoding: WorkbookObject(lines), with: encoder)
        case let wrap: written = try WorkbookJSON.encoding(amounts, wrap: wrap, with: encoder)
        }

        /// An amount encoded alone: its string, or the one string it holds.
        func text(_ cents: Int, _ currency: String) throws -> WorkbookJSON {
            let json = try WorkbookJSON(encoding: Amount(cents: cents, currency: currency), with: encoder)
            if case .string = json { return json }
            let strings = json.stringLeaves
            return strings.count == 1 ? .string(strings[0]) : json
        }
        var texts: [WorkbookJSON] = [], signs: [WorkbookJSON] = [], units: [WorkbookJSON] = [], currencies: [WorkbookJSON] = []
        for amount in amounts {
            let whole = try text(amount.cents, amount.currency)
            texts.append(whole)
            let magnitude = Int(amount.cents.magnitude)
            guard case let .string(full) = whole,
                  case let .string(positive) = try text(magnitude, amount.currency),
                  case let .string(small) = try text(magnitude % 100, amount.currency),
                  case let .string(bare) = try text(amount.cents, "") else {
                signs.append(whole); units.append(whole); currencies.append(whole)
                continue
            }
            signs.append(.string(full.hasSuffix(positive) ? String(full.dropLast(positive.count)) : full))
            let tail = small.hasPrefix("0") ? String(small.dropFirst()) : small
            units.append(.string(positive.hasSuffix(tail) ? String(positive.dropLast(tail.count)) : positive))
            currencies.append(.string(full.hasPrefix(bare) ? String(full.dropFirst(bare.count).drop { $0 == " " }) : full))
        }
        return ["written": written, "texts": .array(texts), "signBeforePositiveText": .array(signs), "units": .array(units), "currencies": .array(currencies)]
    }
}

extension WorkbookJSON {
    /// Every string in the value, at any depth, in order.
    var stringLeaves: [String] {
        switch self {
        case let .string(text): [text]
        case let .array(items): items.flatMap(\.stringLeaves)
        case let .object(fields): fields.flatMap(\.1.stringLeaves)
        default: []
        }
    }
}
