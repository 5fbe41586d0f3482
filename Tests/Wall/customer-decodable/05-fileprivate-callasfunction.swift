// style: fileprivate extension of KeyedDecodingContainer with callAsFunction
import Foundation

fileprivate extension KeyedDecodingContainer {
    /// `try container(.key)` reads the value of the inferred type.
    func callAsFunction<Value: Decodable>(_ key: Key) throws -> Value {
        try decode(Value.self, forKey: key)
    }

    /// `try container(.key, as: Keys.self)` opens the object under `key`.
    func callAsFunction<Inner: CodingKey>(_ key: Key, as _: Inner.Type) throws -> KeyedDecodingContainer<Inner> {
        try nestedContainer(keyedBy: Inner.self, forKey: key)
    }
}

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        name = try top(.name)
        accessKey = try top(.accessKey)
        atmCode = try top(.atmCode)
        addedOn = try top(.addedOn)

        let address = try top(.address, as: AddressKeys.self)
        street = try address(.street)
        city = try address(.city)
        zip = try address(.zip)

        let contact = try top(.contactInfo, as: ContactInfoKeys.self)
        homePhone = try contact(.homePhone)
        cellularPhone = try contact(.cellularPhone)
        email = try contact(.email)
        website = nil
    }
}
