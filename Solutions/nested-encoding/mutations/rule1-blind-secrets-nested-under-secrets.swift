// breaks: rule 1
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 1: accessKey and atmCode are grouped in a nested "secrets" object instead of sitting at the top level.
// breaks only rule 1 because: they are still written as EncryptedCodableString, sealed (5); address and contactInfo are unchanged (2, 3), no website (4), date (6), key spelling by the encoder (7), values as held (8).
enum SecretGroupKeys: String, CodingKey { case secrets }

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CustomerKeys.self)
        try container.encode(name, forKey: .name)
        var group = encoder.container(keyedBy: SecretGroupKeys.self)
        var secrets = group.nestedContainer(keyedBy: CustomerKeys.self, forKey: .secrets)
        try secrets.encode(accessKey, forKey: .accessKey)
        try secrets.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)

        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(street, forKey: .street)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)

        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
