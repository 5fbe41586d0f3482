// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: homePhone and cellularPhone are read from each other's key.
// breaks only rule 1 because: both keys are still required strings (6, 7), secrets, date, key spelling and website are untouched (2-5).
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try container.decode(String.self, forKey: .name)
        accessKey = try container.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try container.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try container.decode(Date.self, forKey: .addedOn)

        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        street = try address.decode(String.self, forKey: .street)
        city = try address.decode(String.self, forKey: .city)
        zip = try address.decode(Int.self, forKey: .zip)

        let contactInfo = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try contactInfo.decode(String.self, forKey: .cellularPhone)
        cellularPhone = try contactInfo.decode(String.self, forKey: .homePhone)
        email = try contactInfo.decode(String.self, forKey: .email)

        website = nil
    }
}
