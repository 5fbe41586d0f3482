// style: custom infix operator on a container and a key
import Foundation

infix operator ~> : MultiplicationPrecedence

/// `container ~> .key` decodes the value under the key, its type inferred.
private func ~> <Key: CodingKey, Value: Decodable>(
    container: KeyedDecodingContainer<Key>, key: Key
) throws -> Value {
    try container.decode(Value.self, forKey: key)
}

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        name = try top ~> .name
        accessKey = try top ~> .accessKey
        atmCode = try top ~> .atmCode
        addedOn = try top ~> .addedOn

        let address = try top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        street = try address ~> .street
        city = try address ~> .city
        zip = try address ~> .zip

        let contact = try top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try contact ~> .homePhone
        cellularPhone = try contact ~> .cellularPhone
        email = try contact ~> .email
        website = nil
    }
}
