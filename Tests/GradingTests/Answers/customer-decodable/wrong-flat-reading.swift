// expect-fail: chapter customer, snake case
// Reads street, city, zip and the contact fields from the top level, as if
// the document were still flat.
import Foundation

extension Customer: Decodable {
    private enum EverythingKeys: String, CodingKey {
        case name, accessKey, atmCode, addedOn, street, city, zip, homePhone, cellularPhone, email
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: EverythingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        accessKey = try container.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try container.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try container.decode(Date.self, forKey: .addedOn)
        street = try container.decode(String.self, forKey: .street)
        city = try container.decode(String.self, forKey: .city)
        zip = try container.decode(Int.self, forKey: .zip)
        homePhone = try container.decode(String.self, forKey: .homePhone)
        cellularPhone = try container.decode(String.self, forKey: .cellularPhone)
        email = try container.decode(String.self, forKey: .email)
        website = nil
    }
}
