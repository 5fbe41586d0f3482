// breaks: rule 7
// Written blind from rule 7's text alone (the cases unseen): zip is read leniently, as a number or else as text converted with Int(_:), so text where zip should be a number is accepted or throws dataCorrupted instead of typeMismatch
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CustomerKeys.self)
        let address = try container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        let contact = try container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        let zip: Int
        if let number = try? address.decode(Int.self, forKey: .zip) {
            zip = number
        } else {
            let text = try address.decode(String.self, forKey: .zip)
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw DecodingError.dataCorruptedError(forKey: .zip, in: address, debugDescription: "zip \"\(text)\" is not a number")
            }
            zip = number
        }
        self.init(name: try container.decode(String.self, forKey: .name),
                  accessKey: try container.decode(EncryptedCodableString.self, forKey: .accessKey),
                  atmCode: try container.decode(EncryptedCodableString.self, forKey: .atmCode),
                  addedOn: try container.decode(Date.self, forKey: .addedOn),
                  street: try address.decode(String.self, forKey: .street),
                  city: try address.decode(String.self, forKey: .city),
                  zip: zip,
                  homePhone: try contact.decode(String.self, forKey: .homePhone),
                  cellularPhone: try contact.decode(String.self, forKey: .cellularPhone),
                  email: try contact.decode(String.self, forKey: .email),
                  website: nil)
    }
}
