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

enum WorkbookExercise: TypedHarness {
    struct Input: Decodable {
        let customer: Fields
        var keys: WorkbookKeys?
        var dates: WorkbookDates?
        var formatting: [WorkbookFormatting]?
    }

    struct Fields: Decodable {
        let name, accessKey, atmCode, street, city, homePhone, cellularPhone, email: String
        let addedOn: Double
        let zip: Int
        let website: String?
    }

    static func run(_ input: Input) throws -> WorkbookJSON {
        let fields = input.customer
        let customer = Customer(
            name: fields.name, accessKey: EncryptedCodableString(stringLiteral: fields.accessKey),
            atmCode: EncryptedCodableString(stringLiteral: fields.atmCode), addedOn: Date(timeIntervalSince1970: fields.addedOn),
            street: fields.street, city: fields.city, zip: fields.zip, homePhone: fields.homePhone,
            cellularPhone: fields.cellularPhone, email: fields.email, website: fields.website.flatMap { URL(string: $0) })
        return try WorkbookJSON(encoding: customer, with: JSONEncoder(keys: input.keys, dates: input.dates, formatting: input.formatting))
    }
}
