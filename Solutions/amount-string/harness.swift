// Harness for `amount-string`: builds the case's amounts, encodes them with
// the learner's `encode(to:)` on their own, in an array or as the values of
// an object, and returns the JSON produced, parsed, exactly as written. It
// judges nothing; encoding errors propagate.
//
// Input: {"amounts": [{"cents": Int, "currency": String}, ...],
//         "wrap": "single"|"array"|"object", "keys": "default"|"snake"}
// "single" encodes the first amount alone (a top-level fragment); "object"
// encodes a struct whose keys are line1, line2, ... through a keyed container.
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

/// An object holding the amounts under keys "line1", "line2", ...
struct WorkbookAmountLines: Encodable {
    let amounts: [Amount]

    struct WorkbookLineKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: WorkbookLineKey.self)
        for (index, amount) in amounts.enumerated() {
            try container.encode(amount, forKey: WorkbookLineKey(stringValue: "line\(index + 1)"))
        }
    }
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any], let list = object["amounts"] as? [[String: Any]], !list.isEmpty else {
            throw WorkbookHarnessError(description: "case input needs a non-empty \"amounts\" array (Solutions/amount-string/cases.json)")
        }
        let amounts = try list.map { fields -> Amount in
            guard let cents = (fields["cents"] as? NSNumber)?.intValue, let currency = fields["currency"] as? String else {
                throw WorkbookHarnessError(description: "each amount needs \"cents\" (a number) and \"currency\" (text) in the case input")
            }
            return Amount(cents: cents, currency: currency)
        }
        let encoder = JSONEncoder()
        switch object["keys"] as? String ?? "default" {
        case "default": encoder.keyEncodingStrategy = .useDefaultKeys
        case "snake": encoder.keyEncodingStrategy = .convertToSnakeCase
        case let other: throw WorkbookHarnessError(description: "unknown key strategy '\(other)' in case input")
        }
        let data: Data
        switch object["wrap"] as? String ?? "array" {
        case "single": data = try encoder.encode(amounts[0])
        case "array": data = try encoder.encode(amounts)
        case "object": data = try encoder.encode(WorkbookAmountLines(amounts: amounts))
        case let other: throw WorkbookHarnessError(description: "unknown wrap '\(other)' in case input")
        }
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }
}
