// breaks: rule 7
// The reference answer, but the keys are spelt in snake_case by hand, so a
// document made with the default strategy has snake_case keys too (rule 7:
// key spelling is the encoder's business).
private enum SnakeKeys: String, CodingKey {
    case name, accessKey = "access_key", atmCode = "atm_code", addedOn = "added_on", address, contactInfo = "contact_info"
}

private enum SnakeContactKeys: String, CodingKey {
    case homePhone = "home_phone", cellularPhone = "cellular_phone", email
}

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: SnakeKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)

        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(street, forKey: .street)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)

        var contactInfo = container.nestedContainer(keyedBy: SnakeContactKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
