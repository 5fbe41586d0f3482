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
//          city, zip, homePhone, cellularPhone, email, website (null or text)}
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
    }

    static func run(_ input: Input) throws -> Described {
        let customer = try sealed(input.document).decode(Customer.self, with: JSONDecoder(keys: input.keys, dates: input.dates))
        return Described(name: customer.name, accessKey: customer.accessKey.value, atmCode: customer.atmCode.value,
                         addedOn: customer.addedOn.timeIntervalSince1970, street: customer.street, city: customer.city, zip: customer.zip,
                         homePhone: customer.homePhone, cellularPhone: customer.cellularPhone, email: customer.email,
                         website: customer.website?.absoluteString)
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
