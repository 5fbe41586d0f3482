// style: plain nested keyed containers, one per level
extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CustomerKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)

        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(street, forKey: .street)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)

        var contact = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contact.encode(homePhone, forKey: .homePhone)
        try contact.encode(cellularPhone, forKey: .cellularPhone)
        try contact.encode(email, forKey: .email)
    }
}
