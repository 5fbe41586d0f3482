// breaks: rule 7
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 7: every field is read with decodeIfPresent and a nil answer is reported as keyNotFound, so null throws keyNotFound instead of valueNotFound.
// breaks only rule 7 because: present values are read as before (1-3), wrong types still throw typeMismatch from decodeIfPresent, and a missing field still throws keyNotFound (6).
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        func need<K: CodingKey, T: Decodable>(_ c: KeyedDecodingContainer<K>, _ type: T.Type, _ key: K) throws -> T {
            guard let value = try c.decodeIfPresent(T.self, forKey: key) else {
                throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: c.codingPath, debugDescription: "No value for \(key.stringValue)"))
            }
            return value
        }
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        name = try need(container, String.self, .name)
        accessKey = try need(container, EncryptedCodableString.self, .accessKey)
        atmCode = try need(container, EncryptedCodableString.self, .atmCode)
        addedOn = try need(container, Date.self, .addedOn)

        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        street = try need(address, String.self, .street)
        city = try need(address, String.self, .city)
        zip = try need(address, Int.self, .zip)

        let contactInfo = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try need(contactInfo, String.self, .homePhone)
        cellularPhone = try need(contactInfo, String.self, .cellularPhone)
        email = try need(contactInfo, String.self, .email)

        website = nil
    }
}
