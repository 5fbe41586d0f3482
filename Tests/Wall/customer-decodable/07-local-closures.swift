// style: closures stored in local constants, one reader per level
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        let address = try top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        let contact = try top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)

        let secret = { (key: CustomerKeys) in try top.decode(EncryptedCodableString.self, forKey: key) }
        let addressText = { (key: AddressKeys) in try address.decode(String.self, forKey: key) }
        let contactText = { (key: ContactInfoKeys) in try contact.decode(String.self, forKey: key) }

        name = try top.decode(String.self, forKey: .name)
        accessKey = try secret(.accessKey)
        atmCode = try secret(.atmCode)
        addedOn = try top.decode(Date.self, forKey: .addedOn)
        street = try addressText(.street)
        city = try addressText(.city)
        zip = try address.decode(Int.self, forKey: .zip)
        homePhone = try contactText(.homePhone)
        cellularPhone = try contactText(.cellularPhone)
        email = try contactText(.email)
        website = nil
    }
}
