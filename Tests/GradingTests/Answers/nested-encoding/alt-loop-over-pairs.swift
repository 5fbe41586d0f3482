// expect-pass
// Another style: nested containers filled from arrays of (key, value) pairs
// by a generic helper, written with explicit self and a static helper.
extension Customer: Encodable {
    private static func fill<Key: CodingKey>(_ container: inout KeyedEncodingContainer<Key>, _ pairs: [(Key, String)]) throws {
        for (key, text) in pairs {
            try container.encode(text, forKey: key)
        }
    }

    func encode(to encoder: Encoder) throws {
        var root = encoder.container(keyedBy: Customer.CustomerKeys.self)
        try root.encode(self.name, forKey: Customer.CustomerKeys.name)
        try root.encode(self.accessKey, forKey: Customer.CustomerKeys.accessKey)
        try root.encode(self.atmCode, forKey: Customer.CustomerKeys.atmCode)
        try root.encode(self.addedOn, forKey: Customer.CustomerKeys.addedOn)

        var contact = root.nestedContainer(keyedBy: Customer.ContactInfoKeys.self, forKey: .contactInfo)
        try Self.fill(&contact, [(.homePhone, self.homePhone), (.cellularPhone, self.cellularPhone), (.email, self.email)])

        var place = root.nestedContainer(keyedBy: Customer.AddressKeys.self, forKey: .address)
        try Self.fill(&place, [(.street, self.street), (.city, self.city)])
        try place.encode(self.zip, forKey: .zip)
    }
}
