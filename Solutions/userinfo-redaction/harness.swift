// Harness for `userinfo-redaction`: builds an AccountSummary from the case's
// fields, encodes it with the learner's `encode(to:)` under the case's
// audience and key strategy, and returns the JSON it produced, parsed,
// exactly as written. It judges nothing; encoding errors propagate.
//
// Input: {"summary": {name, email, phone, balanceCents, notes: [String]},
//         "audience": "staff"|"partner"|"none"|"text"|"number",
//         "keys": "default"|"snake", "formatting": ["pretty", "sorted"]}
// "none" leaves userInfo empty; "text" stores the String "staff" and
// "number" the Int 1 under .audience (values that are not an Audience).
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any],
              let fields = object["summary"] as? [String: Any] else {
            throw WorkbookHarnessError(description: "case input needs a \"summary\" object (Solutions/userinfo-redaction/cases.json)")
        }
        let summary = try WorkbookSummaryFields.summary(from: fields)
        let encoder = JSONEncoder()
        switch object["audience"] as? String ?? "none" {
        case "staff": encoder.userInfo[.audience] = Audience.staff
        case "partner": encoder.userInfo[.audience] = Audience.partner
        case "none": break
        case "text": encoder.userInfo[.audience] = "staff"
        case "number": encoder.userInfo[.audience] = 1
        case let other: throw WorkbookHarnessError(description: "unknown audience '\(other)' in case input")
        }
        switch object["keys"] as? String ?? "default" {
        case "default": encoder.keyEncodingStrategy = .useDefaultKeys
        case "snake": encoder.keyEncodingStrategy = .convertToSnakeCase
        case let other: throw WorkbookHarnessError(description: "unknown key strategy '\(other)' in case input")
        }
        var formatting: JSONEncoder.OutputFormatting = []
        for option in object["formatting"] as? [String] ?? [] {
            switch option {
            case "pretty": formatting.insert(.prettyPrinted)
            case "sorted": formatting.insert(.sortedKeys)
            default: throw WorkbookHarnessError(description: "unknown output formatting '\(option)' in case input")
            }
        }
        encoder.outputFormatting = formatting

        let data = try encoder.encode(summary)
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }
}

enum WorkbookSummaryFields {
    static func string(_ fields: [String: Any], _ name: String) throws -> String {
        guard let value = fields[name] as? String else {
            throw WorkbookHarnessError(description: "summary field '\(name)' must be a string in the case input")
        }
        return value
    }

    static func summary(from fields: [String: Any]) throws -> AccountSummary {
        guard let balance = (fields["balanceCents"] as? NSNumber)?.intValue,
              let notes = fields["notes"] as? [String] else {
            throw WorkbookHarnessError(description: "summary fields 'balanceCents' (a number) and 'notes' (strings) are required in the case input")
        }
        return AccountSummary(
            name: try string(fields, "name"),
            email: try string(fields, "email"),
            phone: try string(fields, "phone"),
            balanceCents: balance,
            notes: notes
        )
    }
}
