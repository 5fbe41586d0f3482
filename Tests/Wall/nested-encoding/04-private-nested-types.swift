// style: nested and private types; synthesized Encodable for the inner objects
import Foundation

extension Customer: Encodable {
    /// The "address" object, written by the compiler's synthesized conformance.
    private struct AddressBlock: Encodable {
        let street: String
        let city: String
        let zip: Int
    }

    /// The "contactInfo" object.
    private struct ContactBlock: Encodable {
        let homePhone: String
        let cellularPhone: String
        let email: String
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CustomerKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)
        try container.encode(AddressBlock(street: street, city: city, zip: zip), forKey: .address)
        try container.encode(
            ContactBlock(homePhone: homePhone, cellularPhone: cellularPhone, email: email),
            forKey: .contactInfo)
    }
}
