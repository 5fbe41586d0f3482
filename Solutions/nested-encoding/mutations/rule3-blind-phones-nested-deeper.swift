// breaks: rule 3
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: the two phones are grouped one level deeper, in a "phones" object inside contactInfo.
// breaks only rule 3 because: the top level (1) and address (2) are unchanged, all values are written as held (8), secrets, date and key spelling unchanged (5-7).
enum ContactShapeKeys: String, CodingKey { case phones, email }
enum PhoneGroupKeys: String, CodingKey { case homePhone, cellularPhone }

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

        var contactInfo = container.nestedContainer(keyedBy: ContactShapeKeys.self, forKey: .contactInfo)
        var phones = contactInfo.nestedContainer(keyedBy: PhoneGroupKeys.self, forKey: .phones)
        try phones.encode(homePhone, forKey: .homePhone)
        try phones.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
