// style: static throws helpers returning tuples; tuple destructuring
import Foundation

extension Customer: Decodable {
    private static func readAddress(
        from top: KeyedDecodingContainer<CustomerKeys>
    ) throws -> (street: String, city: String, zip: Int) {
        let box = try top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        return (try box.decode(String.self, forKey: .street),
                try box.decode(String.self, forKey: .city),
                try box.decode(Int.self, forKey: .zip))
    }

    private static func readContact(
        from top: KeyedDecodingContainer<CustomerKeys>
    ) throws -> (home: String, cell: String, email: String) {
        let box = try top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        return (try box.decode(String.self, forKey: .homePhone),
                try box.decode(String.self, forKey: .cellularPhone),
                try box.decode(String.self, forKey: .email))
    }

    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        name = try top.decode(String.self, forKey: .name)
        accessKey = try top.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try top.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try top.decode(Date.self, forKey: .addedOn)
        (street, city, zip) = try Self.readAddress(from: top)
        (homePhone, cellularPhone, email) = try Self.readContact(from: top)
        website = nil
    }
}
