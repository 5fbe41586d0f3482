// style: protocol extension with an associated key type; static protocol requirements
import Foundation

/// Something that can be read from a nested object of the customer document.
private protocol CustomerSection {
    associatedtype SectionKeys: CodingKey
    static var documentKey: Customer.CustomerKeys { get }
    init(_ container: KeyedDecodingContainer<SectionKeys>) throws
}

extension CustomerSection {
    static func read(from top: KeyedDecodingContainer<Customer.CustomerKeys>) throws -> Self {
        try Self(top.nestedContainer(keyedBy: SectionKeys.self, forKey: documentKey))
    }
}

private struct PostalAddress: CustomerSection {
    static let documentKey = Customer.CustomerKeys.address
    let street: String, city: String, zip: Int
    init(_ c: KeyedDecodingContainer<Customer.AddressKeys>) throws {
        street = try c.decode(String.self, forKey: .street)
        city = try c.decode(String.self, forKey: .city)
        zip = try c.decode(Int.self, forKey: .zip)
    }
}

private struct Reachability: CustomerSection {
    static let documentKey = Customer.CustomerKeys.contactInfo
    let home: String, cell: String, email: String
    init(_ c: KeyedDecodingContainer<Customer.ContactInfoKeys>) throws {
        home = try c.decode(String.self, forKey: .homePhone)
        cell = try c.decode(String.self, forKey: .cellularPhone)
        email = try c.decode(String.self, forKey: .email)
    }
}

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        let address = try PostalAddress.read(from: top)
        let contact = try Reachability.read(from: top)
        name = try top.decode(String.self, forKey: .name)
        accessKey = try top.decode(EncryptedCodableString.self, forKey: .accessKey)
        atmCode = try top.decode(EncryptedCodableString.self, forKey: .atmCode)
        addedOn = try top.decode(Date.self, forKey: .addedOn)
        street = address.street
        city = address.city
        zip = address.zip
        homePhone = contact.home
        cellularPhone = contact.cell
        email = contact.email
        website = nil
    }
}
