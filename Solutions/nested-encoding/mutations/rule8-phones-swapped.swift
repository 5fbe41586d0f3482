// breaks: rule 8
// The reference answer, but the home and cellular numbers are swapped
// (rule 8: each value written as the customer holds it).
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

        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(cellularPhone, forKey: .homePhone)
        try contactInfo.encode(homePhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
