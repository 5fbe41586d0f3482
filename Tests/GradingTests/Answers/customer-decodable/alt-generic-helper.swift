// expect-pass
// Another style: a private generic helper with type inference, the nested
// containers read before the top-level fields.
import Foundation

extension Customer: Decodable {
    private static func read<T: Decodable, K: CodingKey>(_ container: KeyedDecodingContainer<K>, _ key: K) throws -> T {
        try container.decode(T.self, forKey: key)
    }

    init(from decoder: Decoder) throws {
        let root = try decoder.container(keyedBy: Customer.CustomerKeys.self)
        let contact = try root.nestedContainer(keyedBy: Customer.ContactInfoKeys.self, forKey: .contactInfo)
        let place = try root.nestedContainer(keyedBy: Customer.AddressKeys.self, forKey: .address)
        self.email = try Self.read(contact, .email)
        self.cellularPhone = try Self.read(contact, .cellularPhone)
        self.homePhone = try Self.read(contact, .homePhone)
        self.zip = try Self.read(place, .zip)
        self.city = try Self.read(place, .city)
        self.street = try Self.read(place, .street)
        self.addedOn = try Self.read(root, .addedOn)
        self.atmCode = try Self.read(root, .atmCode)
        self.accessKey = try Self.read(root, .accessKey)
        self.name = try Self.read(root, .name)
        self.website = Optional<URL>.none
    }
}
