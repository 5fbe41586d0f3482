// style: nested and private types decoded with synthesized Decodable
import Foundation

extension Customer: Decodable {
    private struct AddressPart: Decodable {
        let street: String
        let city: String
        let zip: Int
    }

    private struct ContactPart: Decodable {
        let homePhone: String
        let cellularPhone: String
        let email: String
    }

    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        let address = try top.decode(AddressPart.self, forKey: .address)
        let contact = try top.decode(ContactPart.self, forKey: .contactInfo)

        name = try top.decode(String.self, forKey: .name)
        accessKey = try top.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try top.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try top.decode(Date.self, forKey: .addedOn)
        street = address.street
        city = address.city
        zip = address.zip
        homePhone = contact.homePhone
        cellularPhone = contact.cellularPhone
        email = contact.email
        website = nil
    }
}
