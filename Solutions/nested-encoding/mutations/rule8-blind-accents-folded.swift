// breaks: rule 8
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 8: names and cities are folded to plain ASCII letters (diacritics removed) "for the receiving service".
// breaks only rule 8 because: every key is where it belongs (1-4, 7), secrets and date untouched (5, 6); only the text of accented values changes.
import Foundation

extension Customer: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CustomerKeys.self)
        try container.encode(name.folding(options: .diacriticInsensitive, locale: nil), forKey: .name)
        try container.encode(accessKey, forKey: .accessKey)
        try container.encode(atmCode, forKey: .atmCode)
        try container.encode(addedOn, forKey: .addedOn)

        var address = container.nestedContainer(keyedBy: AddressKeys.self, forKey: .address)
        try address.encode(street, forKey: .street)
        try address.encode(city.folding(options: .diacriticInsensitive, locale: nil), forKey: .city)
        try address.encode(zip, forKey: .zip)

        var contactInfo = container.nestedContainer(keyedBy: ContactInfoKeys.self, forKey: .contactInfo)
        try contactInfo.encode(homePhone, forKey: .homePhone)
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)
    }
}
