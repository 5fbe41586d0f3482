// expect-fail: a customer with a website, default keys
// Keeps the website in contactInfo, which the receiver does not want.
extension Customer: Encodable {
    private enum ContactWithWebsite: String, CodingKey {
        case homePhone, cellularPhone, email, website
    }

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
        var contactInfo = container.nestedContainer(keyedBy: ContactWithWebsite.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
        try contactInfo.encodeIfPresent(website, forKey: .website)
    }
}
