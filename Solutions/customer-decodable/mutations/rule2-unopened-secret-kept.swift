// breaks: rule 2
// The reference answer, but a secret that does not open is kept as the
// text it holds (rule 2: it throws dataCorrupted).
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try container.decode(String.self, forKey: .name)
        func secret(_ key: CustomerKeys) throws -> EncryptedCodableString {
            if let opened = try? container.decode(EncryptedCodableString.self, forKey: key) {
                return opened
            }
            if let text = try? container.decode(String.self, forKey: key) {
                return EncryptedCodableString(stringLiteral: text)
            }
            return try container.decode(EncryptedCodableString.self, forKey: key)
        }
        accessKey = try secret(.accessKey)
        atmCode = try secret(.atmCode)
        addedOn = try container.decode(Date.self, forKey: .addedOn)

        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        street = try address.decode(String.self, forKey: .street)
        city = try address.decode(String.self, forKey: .city)
        zip = try address.decode(Int.self, forKey: .zip)

        let contactInfo = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try contactInfo.decode(String.self, forKey: .homePhone)
        cellularPhone = try contactInfo.decode(String.self, forKey: .cellularPhone)
        email = try contactInfo.decode(String.self, forKey: .email)

        website = nil
    }
}
