// Harness for `customer-decodable`: seals every {"seal": "text"} marker of
// the case's document with the chapter's demo key (or with {"seal": "text",
// "key": "<16 characters>"} under another key), decodes a Customer with the
// learner's `init(from:)` under the case's decoder settings, and returns
// every field. Decoding errors propagate unchanged so the grader reports
// their kind.
//
// Input: {"document": <JSON>, "keys": "default"|"snake",
//         "dates": "deferred"|"iso8601"|"secondsSince1970"}
// Result: {name, accessKey, atmCode, addedOn (seconds since 1970), street,
//          city, zip, homePhone, cellularPhone, email, website (null or text),
//          asHeld: {accessKey, atmCode}}
// `asHeld` is each secret's text exactly as the customer holds it (rule 2:
// opened); `accessKey` and `atmCode` are the same text, opened here with the
// chapter's key when the answer left it sealed, so that which field holds
// which secret (rule 1) shows whether or not the answer opened them.
import Foundation
import Crypto

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let document: WorkbookJSON
        var keys: WorkbookKeys?
        var dates: WorkbookDates?
    }

    struct Described: Encodable {
        let name, accessKey, atmCode: String
        let addedOn: Double
        let street, city: String
        let zip: Int
        let homePhone, cellularPhone, email: String
        @WorkbookNullable var website: String?
        let asHeld: Secrets
    }

    struct Secrets: Encodable {
        let accessKey, atmCode: String
    }

    static func run(_ input: Input) throws -> Described {
        let customer = try sealed(input.document).decode(Customer.self, with: JSONDecoder(keys: input.keys, dates: input.dates))
        return Described(name: customer.name, accessKey: opened(customer.accessKey.value), atmCode: opened(customer.atmCode.value),
                         addedOn: customer.addedOn.timeIntervalSince1970, street: customer.street, city: customer.city, zip: customer.zip,
                         homePhone: customer.homePhone, cellularPhone: customer.cellularPhone, email: customer.email,
                         website: customer.website?.absoluteString,
                         asHeld: Secrets(accessKey: customer.accessKey.value, atmCode: customer.atmCode.value))
    }

    /// The text, opened with the chapter's key when it is text sealed with
    /// it; else the text itself.
    static func opened(_ text: String) -> String {
        guard let combined = Data(base64Encoded: text), let box = try? AES.GCM.SealedBox(combined: combined),
              let data = try? AES.GCM.open(box, using: EncryptedCodableString.demoKey),
              let clear = String(data: data, encoding: .utf8) else { return text }
        return clear
    }

    /// The document with each {"seal": text} marker replaced by the sealed,
    /// base64 text that `EncryptedCodableString` writes.
    static func sealed(_ value: WorkbookJSON) throws -> WorkbookJSON {
        switch value {
        case let .object(fields):
            guard case let .string(text)? = value["seal"] else { return .object(try fields.map { ($0.0, try sealed($0.1)) }) }
            var key = EncryptedCodableString.demoKey
            if case let .string(other)? = value["key"] { key = SymmetricKey(data: Data(other.utf8)) }
            guard let combined = try AES.GCM.seal(Data(text.utf8), using: key).combined else {
                throw WorkbookHarnessFault("AES-GCM gave no combined box for a seal marker")
            }
            return .string(combined.base64EncodedString())
        case let .array(items): return .array(try items.map(sealed))
        default: return value
        }
    }
}
