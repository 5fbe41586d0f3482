// breaks: rule 3
// also fails: rule 7, rule 8 (a phone written nowhere has no key to spell and no value to compare)
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 3: contactInfo is written with homePhone and email only; the cellular phone is forgotten.
// breaks only rule 3 because: the top level (1) and address (2) are unchanged, the values that are written are as held (8), secrets, date and key spelling unchanged (5-7).
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
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
