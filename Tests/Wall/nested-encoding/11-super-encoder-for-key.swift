// style: superEncoder(forKey:) hands each inner object its own Encoder; private helper methods
import Foundation

extension Customer: Encodable {
    private func writeAddress(to encoder: Encoder) throws {
        var address = encoder.container(keyedBy: AddressKeys.self)
        try address.encode(street, forKey: .street)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)
    }

    private func writeContactInfo(to encoder: Encoder) throws {
        var contact = encoder.container(keyedBy: ContactInfoKeys.self)
        try contact.encode(homePhone, forKey: .homePhone)
        try contact.encode(cellularPhone, forKey: .cellularPhone)
        try contact.encode(email, forKey: .email)
    }

    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try top.encode(name, forKey: .name)
        try top.encode(accessKey, forKey: .accessKey)
        try top.encode(atmCode, forKey: .atmCode)
        try top.encode(addedOn, forKey: .addedOn)
        try writeAddress(to: top.superEncoder(forKey: .address))
        try writeContactInfo(to: top.superEncoder(forKey: .contactInfo))
    }
}
