// breaks: rule 2
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 2: zip is written as a string ("zip codes are text"), not a JSON number.
// breaks only rule 2 because: address still holds exactly street, city and zip; every other key, value, secret, date and key spelling is unchanged (1, 3-8).
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
        try address.encode(String(zip), forKey: .zip)

        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
