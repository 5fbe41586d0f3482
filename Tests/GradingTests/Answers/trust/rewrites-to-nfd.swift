// exercise: nested-encoding
// Encrypts as it should, but writes every other text in another Unicode
// normal form (NFD: "é" as "e" and a combining accent), which Swift's String
// calls equal to the customer's, and rule 8 ("exactly as the customer holds
// it") does not.
import Foundation

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        func other(_ text: String) -> String { text.decomposedStringWithCanonicalMapping }
        var container = encoder.container(keyedBy: CustomerKeys.self)
        try container.encode(other(name), forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)

        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(other(street), forKey: .street)
        try address.encode(other(city), forKey: .city)
        try address.encode(zip, forKey: .zip)

        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(other(homePhone), forKey: .homePhone)
        try contactInfo.encode(other(cellularPhone), forKey: .cellularPhone)
        try contactInfo.encode(other(email), forKey: .email)
    }
}
