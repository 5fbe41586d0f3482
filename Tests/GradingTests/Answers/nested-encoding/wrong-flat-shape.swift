// expect-fail: chapter customer, snake case, ISO 8601
// Writes every field at the top level, as synthesis would: no nesting.
extension Customer: Encodable {
    private enum FlatKeys: String, CodingKey {
        case name, accessKey, atmCode, addedOn, street, city, zip, homePhone, cellularPhone, email
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: FlatKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)
        try container.encode(street, forKey: .street)
        try container.encode(city, forKey: .city)
        try container.encode(zip, forKey: .zip)
        try container.encode(homePhone, forKey: .homePhone)
        try container.encode(cellularPhone, forKey: .cellularPhone)
        try container.encode(email, forKey: .email)
    }
}
