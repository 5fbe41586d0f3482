// style: static stored properties holding closures; trailing closures
import Foundation

extension Customer: Encodable {
    private typealias AddressWriter = (Customer, inout KeyedEncodingContainer<AddressKeys>) throws -> Void
    private typealias ContactWriter = (Customer, inout KeyedEncodingContainer<ContactInfoKeys>) throws -> Void

    private static let addressWriters: [AddressWriter] = [
        { customer, box in try box.encode(customer.street, forKey: .street) },
        { customer, box in try box.encode(customer.city, forKey: .city) },
        { customer, box in try box.encode(customer.zip, forKey: .zip) },
    ]

    private static let contactWriters: [ContactWriter] = [
        { customer, box in try box.encode(customer.homePhone, forKey: .homePhone) },
        { customer, box in try box.encode(customer.cellularPhone, forKey: .cellularPhone) },
        { customer, box in try box.encode(customer.email, forKey: .email) },
    ]

    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try top.encode(name, forKey: .name)
        try top.encode(accessKey, forKey: .accessKey)
        try top.encode(atmCode, forKey: .atmCode)
        try top.encode(addedOn, forKey: .addedOn)

        var address = top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        for write in Self.addressWriters {
            try write(self, &address)
        }
        var contact = top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        for write in Self.contactWriters {
            try write(self, &contact)
        }
    }
}
