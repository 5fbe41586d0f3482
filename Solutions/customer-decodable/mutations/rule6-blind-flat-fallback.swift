// breaks: rule 6
// Written blind from rule 6's text alone (the cases unseen): for backward compatibility a document without "address" is read in the flat shape of step 4 instead of throwing keyNotFound
import Foundation

extension Customer: Decodable {
    private enum FlatKeysBlindA: String, CodingKey {
        case street, city, zip, homePhone, cellularPhone, email
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        let name = try container.decode(String.self, forKey: .name)
        let accessKey = try container.decode(EncryptedCodableString.self, forKey: .accessKey)
        let atmCode = try container.decode(EncryptedCodableString.self, forKey: .atmCode)
        let addedOn = try container.decode(Date.self, forKey: .addedOn)
        if !container.contains(.address) {
            let flat = try decoder.container(keyedBy: FlatKeysBlindA.self)
            self.init(name: name, accessKey: accessKey, atmCode: atmCode, addedOn: addedOn,
                      street: try flat.decode(String.self, forKey: .street),
                      city: try flat.decode(String.self, forKey: .city),
                      zip: try flat.decode(Int.self, forKey: .zip),
                      homePhone: try flat.decode(String.self, forKey: .homePhone),
                      cellularPhone: try flat.decode(String.self, forKey: .cellularPhone),
                      email: try flat.decode(String.self, forKey: .email),
                      website: nil)
            return
        }
        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        let contact = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        self.init(name: name, accessKey: accessKey, atmCode: atmCode, addedOn: addedOn,
                  street: try address.decode(String.self, forKey: .street),
                  city: try address.decode(String.self, forKey: .city),
                  zip: try address.decode(Int.self, forKey: .zip),
                  homePhone: try contact.decode(String.self, forKey: .homePhone),
                  cellularPhone: try contact.decode(String.self, forKey: .cellularPhone),
                  email: try contact.decode(String.self, forKey: .email),
                  website: nil)
    }
}
