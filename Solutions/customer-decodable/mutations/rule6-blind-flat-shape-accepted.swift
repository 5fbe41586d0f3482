// breaks: rule 6
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 6: when "address" or "contactInfo" is missing, the answer falls back to the flat shape of step 4 and reads those fields from the top level.
// breaks only rule 6 because: nested documents are read exactly as before (1-5, 7); only documents of another shape, which rule 6 covers, are let through when their fields sit at the top.
import Foundation

struct SpellingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ text: String) { stringValue = text }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try container.decode(String.self, forKey: .name)
        accessKey = try container.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try container.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try container.decode(Date.self, forKey: .addedOn)

        let flat = try decoder.container(keyedBy: SpellingKey.self)
        if container.contains(.address) {
            let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
            street = try address.decode(String.self, forKey: .street)
            city = try address.decode(String.self, forKey: .city)
            zip = try address.decode(Int.self, forKey: .zip)
        } else {
            street = try flat.decode(String.self, forKey: SpellingKey("street"))
            city = try flat.decode(String.self, forKey: SpellingKey("city"))
            zip = try flat.decode(Int.self, forKey: SpellingKey("zip"))
        }
        if container.contains(.contactInfo) {
            let contactInfo = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
            homePhone = try contactInfo.decode(String.self, forKey: .homePhone)
            cellularPhone = try contactInfo.decode(String.self, forKey: .cellularPhone)
            email = try contactInfo.decode(String.self, forKey: .email)
        } else {
            homePhone = try flat.decode(String.self, forKey: SpellingKey("homePhone"))
            cellularPhone = try flat.decode(String.self, forKey: SpellingKey("cellularPhone"))
            email = try flat.decode(String.self, forKey: SpellingKey("email"))
        }

        website = nil
    }
}
