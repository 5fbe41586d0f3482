// style: read into locals, then delegate to the memberwise initializer with self.init
import Foundation

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        let address = try top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        let contact = try top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)

        self.init(
            name: try top.decode(String.self, forKey: .name),
            accessKey: try top.decode(EncryptedCodableString.self, forKey: .accessKey),
            atmCode: try top.decode(EncryptedCodableString.self, forKey: .atmCode),
            addedOn: try top.decode(Date.self, forKey: .addedOn),
            street: try address.decode(String.self, forKey: .street),
            city: try address.decode(String.self, forKey: .city),
            zip: try address.decode(Int.self, forKey: .zip),
            homePhone: try contact.decode(String.self, forKey: .homePhone),
            cellularPhone: try contact.decode(String.self, forKey: .cellularPhone),
            email: try contact.decode(String.self, forKey: .email),
            website: nil
        )
    }
}
