// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: a secret that cannot be opened (dataCorrupted) is replaced by an empty secret instead of throwing.
// breaks only rule 2 because: good secrets are opened as before (1), missing secrets still throw keyNotFound and wrong types typeMismatch (only dataCorrupted is caught; 6, 7), the rest is unchanged (3-5).
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try container.decode(String.self, forKey: .name)
        func secret(_ key: CustomerKeys) throws -> EncryptedCodableString {
            do {
                return try container.decode(EncryptedCodableString.self, forKey: key)
            } catch DecodingError.dataCorrupted {
                return ""
            }
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
