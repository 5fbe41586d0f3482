// breaks: rule 7
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 7: the learner uses an own key enum with snake_case raw values for `addedOn` and `contactInfo`, so the default strategy writes `added_on` and `contact_info`.
// breaks only rule 7 because: the same structure with the same words (rules 1-3 compare keys by their words alone), secrets, date and values unchanged (4, 5, 6, 8).
extension Customer: Encodable {
    private enum TopKeys: String, CodingKey {
        case name, accessKey, atmCode
        case addedOn = "added_on"
        case address
        case contactInfo = "contact_info"
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

        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
