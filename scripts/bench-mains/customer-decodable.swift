// The least a learner runs by hand to try the answer of customer-decodable:
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
let json = #"{"name": "Ada", "accessKey": "k", "atmCode": "1", "addedOn": 0, "address": {"street": "s", "city": "c", "zip": 1},"#
    + #" "contactInfo": {"homePhone": "1", "cellularPhone": "2", "email": "e"}}"#
print(try JSONDecoder().decode(Customer.self, from: Data(json.utf8)))
