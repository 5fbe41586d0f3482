// style: generic helper whose type is inferred from the property it fills
import Foundation

/// Reads the value under `key`, its type taken from the context.
private func value<Key: CodingKey, Value: Decodable>(
    _ key: Key, in container: KeyedDecodingContainer<Key>
) throws -> Value {
    try container.decode(Value.self, forKey: key)
}

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let top = try decoder.container(keyedBy: CustomerKeys.self)
        name = try value(.name, in: top)
        accessKey = try value(.accessKey, in: top)
        atmCode = try value(.atmCode, in: top)
        addedOn = try value(.addedOn, in: top)

        let address = try top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        street = try value(.street, in: address)
        city = try value(.city, in: address)
        zip = try value(.zip, in: address)

        let contact = try top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        homePhone = try value(.homePhone, in: contact)
        cellularPhone = try value(.cellularPhone, in: contact)
        email = try value(.email, in: contact)
        website = nil
    }
}
