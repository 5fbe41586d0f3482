// expect-fail: plain camelCase keys
// Spells the keys in snake_case by hand, so the document ignores the
// encoder's key strategy (right only when the strategy is snake case).
extension Customer: Encodable {
    private enum TopKeys: String, CodingKey {
        case name, accessKey = "access_key", atmCode = "atm_code", addedOn = "added_on"
        case address, contactInfo = "contact_info"
    }

    private enum ContactKeys: String, CodingKey {
        case homePhone = "home_phone", cellularPhone = "cellular_phone", email
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: TopKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)
        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(street, forKey: .street)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)
        var contactInfo = container.nestedContainer(keyedBy: ContactKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
