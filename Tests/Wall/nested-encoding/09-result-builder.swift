// style: result builder collecting field writes; closures
import Foundation

/// One deferred write into a keyed container.
private struct FieldWrite<Key: CodingKey> {
    let run: (inout KeyedEncodingContainer<Key>) throws -> Void
}

private func field<Key: CodingKey, Value: Encodable>(_ key: Key, _ value: Value) -> FieldWrite<Key> {
    FieldWrite { try $0.encode(value, forKey: key) }
}

@resultBuilder
private enum FieldsBuilder<Key: CodingKey> {
    static func buildExpression(_ write: FieldWrite<Key>) -> [FieldWrite<Key>] { [write] }
    static func buildBlock(_ parts: [FieldWrite<Key>]...) -> [FieldWrite<Key>] { parts.flatMap { $0 } }
}

private extension KeyedEncodingContainer {
    mutating func write(@FieldsBuilder<Key> _ fields: () -> [FieldWrite<Key>]) throws {
        for write in fields() {
            try write.run(&self)
        }
    }
}

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try top.write {
            field(CustomerKeys.name, name)
            field(CustomerKeys.accessKey, accessKey)
            field(CustomerKeys.atmCode, atmCode)
            field(CustomerKeys.addedOn, addedOn)
        }
        var address = top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.write {
            field(AddressKeys.street, street)
            field(AddressKeys.city, city)
            field(AddressKeys.zip, zip)
        }
        var contact = top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contact.write {
            field(ContactInfoKeys.homePhone, homePhone)
            field(ContactInfoKeys.cellularPhone, cellularPhone)
            field(ContactInfoKeys.email, email)
        }
    }
}
