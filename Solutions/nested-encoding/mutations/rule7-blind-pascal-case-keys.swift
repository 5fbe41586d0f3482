// breaks: rule 7
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 7: the answer declares its own key enums with PascalCase raw values (Name, AccessKey, ContactInfo, HomePhone...), as a .NET service would spell them, so the default strategy writes capitalised keys.
// breaks only rule 7 because: every key keeps its words (rules 1-3 compare keys by words alone), no website is written (4), the secrets, the date and the values are encoded unchanged (5, 6, 8); only the spelling differs.
import Foundation

extension Customer: Encodable {
    private enum TopKeys: String, CodingKey {
        case name = "Name"
        case accessKey = "AccessKey"
        case atmCode = "AtmCode"
        case addedOn = "AddedOn"
        case address = "Address"
        case contactInfo = "ContactInfo"
    }

    private enum PlaceKeys: String, CodingKey {
        case street = "Street"
        case city = "City"
        case zip = "Zip"
    }

    private enum PhoneKeys: String, CodingKey {
        case homePhone = "HomePhone"
        case cellularPhone = "CellularPhone"
        case email = "Email"
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: TopKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)

        var address = container.nestedContainer(keyedBy: PlaceKeys.self, forKey: .address)
        try address.encode(street, forKey: .street)
        try address.encode(city, forKey: .city)
        try address.encode(zip, forKey: .zip)

        var contactInfo = container.nestedContainer(keyedBy: PhoneKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
