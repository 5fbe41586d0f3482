// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: the answer writes the website's host name as text under "website" (in an if-let, so only when the customer has one), thinking a bare domain is harmless.
// breaks only rule 4 because: without a website nothing extra is written (rule 1's customers have none), the nested objects are untouched (rules 2, 3), and secrets, date, spelling and every other value are written as before (rules 5-8).
import Foundation

extension Customer: Encodable {
    private enum WebKeys: String, CodingKey {
        case website
    }

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
        try contactInfo.encode(cellularPhone, forKey: .cellularPhone)
        try contactInfo.encode(email, forKey: .email)

        if let site = website {
            var web = encoder.container(keyedBy: WebKeys.self)
            try web.encode(site.host ?? site.absoluteString, forKey: .website)
        }
    }
}
