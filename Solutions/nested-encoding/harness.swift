// Harness for `nested-encoding`: builds a Customer from the case's fields,
// encodes it with the learner's `encode(to:)` under the case's encoder
// settings, and returns the JSON it produced as a value. Sealed strings are
// opened with the chapter's demo key and reported as {"sealed": clear text};
// a secret field that does not open is reported as {"clear": text}.
//
// Input: {"customer": {name, accessKey, atmCode, addedOn (seconds since 1970),
//          street, city, zip, homePhone, cellularPhone, email, website|null},
//         "keys": "default"|"snake", "dates": "deferred"|"iso8601"|"secondsSince1970",
//         "formatting": ["pretty", "sorted", "noslashes"]}
import Foundation
import Crypto

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
        let parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return WorkbookSealed.reveal(parsed, key: nil)
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

enum WorkbookSealed {
    /// The clear text of a string sealed with the chapter's demo key, or nil.
    static func open(_ text: String) -> String? {
        guard let combined = Data(base64Encoded: text),
              let box = try? AES.GCM.SealedBox(combined: combined),
              let clear = try? AES.GCM.open(box, using: EncryptedCodableString.demoKey) else { return nil }
        return String(data: clear, encoding: .utf8)
    }

    static func isSecretKey(_ key: String) -> Bool {
        let folded = key.lowercased().replacingOccurrences(of: "_", with: "")
        return folded == "accesskey" || folded == "atmcode"
    }

    /// The parsed JSON with every sealed string replaced by {"sealed": text}.
    static func reveal(_ value: Any, key: String?) -> Any {
        if let text = value as? String {
            if let clear = open(text) { return ["sealed": clear] }
            if let key, isSecretKey(key) { return ["clear": text] }
            return text
        }
        if let array = value as? [Any] {
            return array.map { reveal($0, key: nil) }
        }
        if let object = value as? [String: Any] {
            var result: [String: Any] = [:]
            for (name, inner) in object { result[name] = reveal(inner, key: name) }
            return result
        }
        return value
    }
}
