// The least a learner runs by hand to try the answer of nested-encoding:
// the answer, this file and a stand-in for the chapter's `Customer` (its
// sealed strings as plain strings), nothing else (scripts/baseline.sh).
import Foundation

typealias EncryptedCodableString = String
struct Customer {
    let name: String, accessKey: EncryptedCodableString, atmCode: EncryptedCodableString, addedOn: Date
    let street: String, city: String, zip: Int, homePhone: String, cellularPhone: String, email: String, website: URL?
    enum CustomerKeys: String, CodingKey { case name, accessKey, atmCode, addedOn, address, contactInfo }
    enum AddressKeys: String, CodingKey { case street, city, zip }
    enum ContactInfoKeys: String, CodingKey { case homePhone, cellularPhone, email }
}
let customer = Customer(name: "Ada", accessKey: "k", atmCode: "1234", addedOn: Date(timeIntervalSince1970: 0), street: "Main St",
                        city: "Town", zip: 12345, homePhone: "1", cellularPhone: "2", email: "ada@example.com", website: nil)
print(String(decoding: try JSONEncoder().encode(customer), as: UTF8.self))
