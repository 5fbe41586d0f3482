// Harness for `nested-encoding`: builds a Customer from the case's fields,
// encodes it with the learner's `encode(to:)` under the case's encoder
// settings, and returns the JSON it produced, parsed, exactly as written.
// It judges nothing: sealed strings stay base64 text. The grader opens them
// (AES-GCM, the chapter's demo key `EncryptedCodableString.demoKey`, the 16
// UTF-8 bytes of "codable-workbook", box = base64 of nonce + ciphertext + tag)
// before comparing, and shows a string that opens as {"sealed": clear text}
// and a secret field that does not open as {"clear": text}. The secret fields
// are the top-level `accessKey` and `atmCode` (`access_key` and `atm_code`
// under .convertToSnakeCase); cases.json writes their expected values in that
// notation.
//
// Input: {"customer": {name, accessKey, atmCode, addedOn (seconds since 1970),
//          street, city, zip, homePhone, cellularPhone, email, website|null},
//         "keys": "default"|"snake", "dates": "deferred"|"iso8601"|"secondsSince1970",
//         "formatting": ["pretty", "sorted", "noslashes"]}
import Foundation

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any],
              let fields = object["customer"] as? [String: Any] else {
            throw WorkbookHarnessError(description: "case input needs a \"customer\" object (Solutions/nested-encoding/cases.json)")
        }
        let customer = try WorkbookCustomerFields.customer(from: fields)
        let encoder = JSONEncoder()
        switch object["keys"] as? String ?? "default" {
        case "default": encoder.keyEncodingStrategy = .useDefaultKeys
        case "snake": encoder.keyEncodingStrategy = .convertToSnakeCase
        case let other: throw WorkbookHarnessError(description: "unknown key strategy '\(other)' in case input")
        }
        switch object["dates"] as? String ?? "deferred" {
        case "deferred": encoder.dateEncodingStrategy = .deferredToDate
        case "iso8601": encoder.dateEncodingStrategy = .iso8601
        case "secondsSince1970": encoder.dateEncodingStrategy = .secondsSince1970
        case let other: throw WorkbookHarnessError(description: "unknown date strategy '\(other)' in case input")
        }
        var formatting: JSONEncoder.OutputFormatting = []
        for option in object["formatting"] as? [String] ?? [] {
            switch option {
            case "pretty": formatting.insert(.prettyPrinted)
            case "sorted": formatting.insert(.sortedKeys)
            case "noslashes": formatting.insert(.withoutEscapingSlashes)
            default: throw WorkbookHarnessError(description: "unknown output formatting '\(option)' in case input")
            }
        }
        encoder.outputFormatting = formatting

        let data = try encoder.encode(customer)
        return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }
}

enum WorkbookCustomerFields {
    static func string(_ fields: [String: Any], _ name: String) throws -> String {
        guard let value = fields[name] as? String else {
            throw WorkbookHarnessError(description: "customer field '\(name)' must be a string in the case input")
        }
        return value
    }

    static func customer(from fields: [String: Any]) throws -> Customer {
        guard let addedOn = (fields["addedOn"] as? NSNumber)?.doubleValue,
              let zip = (fields["zip"] as? NSNumber)?.intValue else {
            throw WorkbookHarnessError(description: "customer fields 'addedOn' and 'zip' must be numbers in the case input")
        }
        return Customer(
            name: try string(fields, "name"),
            accessKey: EncryptedCodableString(stringLiteral: try string(fields, "accessKey")),
            atmCode: EncryptedCodableString(stringLiteral: try string(fields, "atmCode")),
            addedOn: Date(timeIntervalSince1970: addedOn),
            street: try string(fields, "street"),
            city: try string(fields, "city"),
            zip: zip,
            homePhone: try string(fields, "homePhone"),
            cellularPhone: try string(fields, "cellularPhone"),
            email: try string(fields, "email"),
            website: (fields["website"] as? String).flatMap { URL(string: $0) }
        )
    }
}
