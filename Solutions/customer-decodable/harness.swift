// Harness for `customer-decodable`: turns the case's document into JSON,
// sealing every {"seal": "text"} marker with the chapter's demo key (or with
// {"seal": "text", "key": "<16 characters>"} under another key), decodes a
// Customer with the learner's `init(from:)` under the case's decoder
// settings, and returns every field. Decoding errors propagate unchanged so
// the grader reports their kind.
//
// Input: {"document": <JSON>, "keys": "default"|"snake",
//         "dates": "deferred"|"iso8601"|"secondsSince1970"}
// Result: {name, accessKey, atmCode, addedOn (seconds since 1970), street,
//          city, zip, homePhone, cellularPhone, email, website (null or text)}
import Foundation
import Crypto

struct WorkbookHarnessError: Error, CustomStringConvertible {
    let description: String
}

enum WorkbookExercise {
    static func run(_ input: Any) throws -> Any {
        guard let object = input as? [String: Any], let document = object["document"] else {
            throw WorkbookHarnessError(description: "case input needs a \"document\" (Solutions/customer-decodable/cases.json)")
        }
        let sealed = try WorkbookSealing.seal(document)
        let data = try JSONSerialization.data(withJSONObject: sealed, options: [.fragmentsAllowed])

        let decoder = JSONDecoder()
        switch object["keys"] as? String ?? "default" {
        case "default": decoder.keyDecodingStrategy = .useDefaultKeys
        case "snake": decoder.keyDecodingStrategy = .convertFromSnakeCase
        case let other: throw WorkbookHarnessError(description: "unknown key strategy '\(other)' in case input")
        }
        switch object["dates"] as? String ?? "deferred" {
        case "deferred": decoder.dateDecodingStrategy = .deferredToDate
        case "iso8601": decoder.dateDecodingStrategy = .iso8601
        case "secondsSince1970": decoder.dateDecodingStrategy = .secondsSince1970
        case let other: throw WorkbookHarnessError(description: "unknown date strategy '\(other)' in case input")
        }

        let customer = try decoder.decode(Customer.self, from: data)
        return [
            "name": customer.name,
            "accessKey": customer.accessKey.value,
            "atmCode": customer.atmCode.value,
            "addedOn": customer.addedOn.timeIntervalSince1970,
            "street": customer.street,
            "city": customer.city,
            "zip": customer.zip,
            "homePhone": customer.homePhone,
            "cellularPhone": customer.cellularPhone,
            "email": customer.email,
            "website": customer.website.map { $0.absoluteString as Any } ?? NSNull(),
        ] as [String: Any]
    }
}

enum WorkbookSealing {
    /// The document with each {"seal": text} marker replaced by the sealed,
    /// base64 text that `EncryptedCodableString` writes.
    static func seal(_ value: Any) throws -> Any {
        if let object = value as? [String: Any] {
            if let text = object["seal"] as? String {
                var key = EncryptedCodableString.demoKey
                if let other = object["key"] as? String {
                    key = SymmetricKey(data: Data(other.utf8))
                }
                guard let combined = try AES.GCM.seal(Data(text.utf8), using: key).combined else {
                    throw WorkbookHarnessError(description: "AES-GCM gave no combined box for a seal marker")
                }
                return combined.base64EncodedString()
            }
            var result: [String: Any] = [:]
            for (name, inner) in object { result[name] = try seal(inner) }
            return result
        }
        if let array = value as? [Any] {
            return try array.map { try seal($0) }
        }
        return value
    }
}
