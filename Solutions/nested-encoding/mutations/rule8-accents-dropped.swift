// breaks: rule 8
// The reference answer, but the name and the address are written without
// their accents, as an old system would want them (rule 8: whatever the
// text, as the customer holds it).
import Foundation

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CustomerKeys.self)
        try container.encode(name.folding(options: .diacriticInsensitive, locale: nil), forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)

        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(street.folding(options: .diacriticInsensitive, locale: nil), forKey: .street)
        try address.encode(city.folding(options: .diacriticInsensitive, locale: nil), forKey: .city)
        try address.encode(zip, forKey: .zip)

        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
