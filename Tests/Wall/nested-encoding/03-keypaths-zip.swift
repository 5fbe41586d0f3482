// style: key paths; Swift.zip over keys and paths (the model has its own `zip`)
import Foundation

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try top.encode(name, forKey: .name)
        try top.encode(accessKey, forKey: .accessKey)
        try top.encode(atmCode, forKey: .atmCode)
        try top.encode(addedOn, forKey: .addedOn)

        var address = top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        let addressKeys: [AddressKeys] = [.street, .city]
        let addressPaths: [KeyPath<Customer, String>] = [\.street, \.city]
        for (key, path) in Swift.zip(addressKeys, addressPaths) {
            try address.encode(self[keyPath: path], forKey: key)
        }
        try address.encode(zip, forKey: .zip)

        var contact = top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        let contactKeys: [ContactInfoKeys] = [.homePhone, .cellularPhone, .email]
        let contactPaths: [KeyPath<Customer, String>] = [\.homePhone, \.cellularPhone, \.email]
        for (key, path) in Swift.zip(contactKeys, contactPaths) {
            try contact.encode(self[keyPath: path], forKey: key)
        }
    }
}
