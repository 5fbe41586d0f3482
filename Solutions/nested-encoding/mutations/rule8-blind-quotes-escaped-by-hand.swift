// breaks: rule 8
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 8: the answer escapes double quotes in the name and street itself, so the encoder escapes them a second time.
// breaks only rule 8 because: every key is where it belongs (1-4, 7), secrets and date untouched (5, 6); only the text of values holding quotes changes.
extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CustomerKeys.self)
        func escaped(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "\\\"") }
        try container.encode(escaped(name), forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)

        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(escaped(street), forKey: .street)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)

        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
