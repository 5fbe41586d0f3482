// style: custom infix operator; global functions
import Foundation

infix operator <-- : AssignmentPrecedence

/// `container <-- (value, key)` encodes `value` under `key`.
private func <-- <Key: CodingKey, Value: Encodable>(
    container: inout KeyedEncodingContainer<Key>, pair: (Value, Key)
) throws {
    try container.encode(pair.0, forKey: pair.1)
}

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try top <-- (name, .name)
        try top <-- (accessKey, .accessKey)
        try top <-- (atmCode, .atmCode)
        try top <-- (addedOn, .addedOn)

        var address = top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address <-- (street, .street)
        try address <-- (city, .city)
        try address <-- (zip, .zip)

        var contact = top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contact <-- (homePhone, .homePhone)
        try contact <-- (cellularPhone, .cellularPhone)
        try contact <-- (email, .email)
    }
}
