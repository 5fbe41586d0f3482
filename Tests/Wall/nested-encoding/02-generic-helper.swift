// style: generic helper over any CodingKey; (key, any Encodable) pairs
import Foundation

/// Writes a list of (key, value) pairs into one keyed container.
private func writeAll<Key: CodingKey>(
    _ pairs: [(Key, any Encodable)],
    into container: inout KeyedEncodingContainer<Key>
) throws {
    for (key, value) in pairs {
        try container.encode(value, forKey: key)
    }
}

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var top = encoder.container(keyedBy: CustomerKeys.self)
        try writeAll([
            (.name, name),
            (.accessKey, accessKey),
            (.atmCode, atmCode),
            (.addedOn, addedOn),
        ], into: &top)

        var address = top.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try writeAll([(.street, street), (.city, city), (.zip, zip)], into: &address)

        var contact = top.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try writeAll([(.homePhone, homePhone), (.cellularPhone, cellularPhone), (.email, email)], into: &contact)
    }
}
