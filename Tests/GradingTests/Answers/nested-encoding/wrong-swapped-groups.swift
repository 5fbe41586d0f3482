// expect-fail: visible
// Swaps the two nested objects' contents: phones under address.
extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CustomerKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)
        var address = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .address)
        try address.encode(homePhone, forKey: .homePhone)
        try address.encode(cellularPhone, forKey: .cellularPhone)
        try address.encode(email, forKey: .email)
        var contactInfo = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .contactInfo)
        try contactInfo.encode(street, forKey: .street)
        try contactInfo.encode(city, forKey: .city)
        try contactInfo.encode(zip, forKey: .zip)
    }
}
