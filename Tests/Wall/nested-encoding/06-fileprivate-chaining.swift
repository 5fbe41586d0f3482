// style: fileprivate extension of KeyedEncodingContainer; @discardableResult chaining
import Foundation

fileprivate extension KeyedEncodingContainer {
    /// Encodes one value and returns the container again, so calls can be chained.
    @discardableResult
    mutating func put<Value: Encodable>(_ value: Value, _ key: Key) throws -> KeyedEncodingContainer<Key> {
        try encode(value, forKey: key)
        return self
    }
}

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try top.put(name, .name)
        try top.put(accessKey, .accessKey)
        try top.put(atmCode, .atmCode)
        try top.put(addedOn, .addedOn)

        var address = top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.put(street, .street)
        try address.put(city, .city)
        try address.put(zip, .zip)

        var contact = top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contact.put(homePhone, .homePhone)
        try contact.put(cellularPhone, .cellularPhone)
        try contact.put(email, .email)
    }
}
