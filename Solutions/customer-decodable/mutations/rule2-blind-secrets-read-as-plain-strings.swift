// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: the secrets are read as plain strings and wrapped with EncryptedCodableString(stringLiteral:), so they stay sealed text and a foreign secret is accepted.
// breaks only rule 2 because: every other field is read as before (1, 3), the keys are still required (6) and must be strings (7), key spelling and website unchanged (4, 5).
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try container.decode(String.self, forKey: .name)
        accessKey = EncryptedCodableString(stringLiteral: try container.decode(String.self, forKey: .accessKey))
        atmCode = EncryptedCodableString(stringLiteral: try container.decode(String.self, forKey: .atmCode))
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
