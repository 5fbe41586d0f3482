// breaks: rule 5
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 5: after reading every field, a top-level key the model does not know (website included) throws dataCorrupted ("unexpected key").
// breaks only rule 5 because: the check runs after every read, so missing fields still throw keyNotFound (6) and wrong types typeMismatch (7) first; documents with only the six keys decode as before (1-4).
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

        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        street = try address.decode(String.self, forKey: .street)
        city = try address.decode(String.self, forKey: .city)
        zip = try address.decode(Int.self, forKey: .zip)

        let contactInfo = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try contactInfo.decode(String.self, forKey: .homePhone)
        cellularPhone = try contactInfo.decode(String.self, forKey: .cellularPhone)
        email = try contactInfo.decode(String.self, forKey: .email)

        website = nil
        let every = try decoder.container(keyedBy: SpellingKey.self)
        if let stray = every.allKeys.first(where: { CustomerKeys(stringValue: $0.stringValue) == nil }) {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "unexpected key \(stray.stringValue)"))
        }
    }
}
