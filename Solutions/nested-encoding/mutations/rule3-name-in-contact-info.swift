// breaks: rule 3
// The reference answer, but contactInfo also holds the customer's name,
// whom to contact (rule 3: exactly homePhone, cellularPhone and email).
private enum ContactWithName: String, CodingKey {
    case name, homePhone, cellularPhone, email
}

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

        var contactInfo = container.nestedContainer(keyedBy: ContactWithName.self, forKey: .contactInfo)
        try contactInfo.encode(name, forKey: .name)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
