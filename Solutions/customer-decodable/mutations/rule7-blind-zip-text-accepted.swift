// breaks: rule 7
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 7: a zip written as text of digits ("97201") is accepted and converted instead of throwing typeMismatch.
// breaks only rule 7 because: a numeric zip is read as before (1), a missing zip still throws keyNotFound and null valueNotFound (decode(String.self) after the failed Int read; 6, 7), non-numeric text still throws typeMismatch.
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
        if let number = try? address.decode(Int.self, forKey: .zip) {
            zip = number
        } else {
            let text = try address.decode(String.self, forKey: .zip)
            guard let number = Int(text) else {
                throw DecodingError.typeMismatch(Int.self, DecodingError.Context(codingPath: address.codingPath + [AddressKeys.zip], debugDescription: "zip is not a number"))
            }
            zip = number
        }

        let contactInfo = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try contactInfo.decode(String.self, forKey: .homePhone)
        cellularPhone = try contactInfo.decode(String.self, forKey: .cellularPhone)
        email = try contactInfo.decode(String.self, forKey: .email)

        website = nil
    }
}
