// style: enum with associated values; switch with patterns
import Foundation

/// One field of the customer document, tagged with the kind of value it carries.
private enum CustomerField {
    case text(String)
    case number(Int)
    case sealed(EncryptedCodableString)
    case moment(Date)

    func write<Key: CodingKey>(into container: inout KeyedEncodingContainer<Key>, at key: Key) throws {
        switch self {
        case .text(let value): try container.encode(value, forKey: key)
        case .number(let value): try container.encode(value, forKey: key)
        case .sealed(let value): try container.encode(value, forKey: key)
        case .moment(let value): try container.encode(value, forKey: key)
        }
    }
}

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        let topFields: [(CustomerKeys, CustomerField)] = [
            (.name, .text(name)),
            (.accessKey, .sealed(accessKey)),
            (.atmCode, .sealed(atmCode)),
            (.addedOn, .moment(addedOn)),
        ]
        for (key, field) in topFields {
            try field.write(into: &top, at: key)
        }

        var address = top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        let addressFields: [(AddressKeys, CustomerField)] = [
            (.street, .text(street)), (.city, .text(city)), (.zip, .number(zip)),
        ]
        for (key, field) in addressFields {
            try field.write(into: &address, at: key)
        }

        var contact = top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        let contactFields: [(ContactInfoKeys, CustomerField)] = [
            (.homePhone, .text(homePhone)), (.cellularPhone, .text(cellularPhone)), (.email, .text(email)),
        ]
        for (key, field) in contactFields {
            try field.write(into: &contact, at: key)
        }
    }
}
