// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: every key is looked up in camelCase and, when absent, in snake_case, so a snake_case document decodes with the default strategy too.
// breaks only rule 4 because: camelCase documents (and snake_case ones under .convertFromSnakeCase) are read exactly as before (1-3, 5, 7); a field missing in both spellings still throws keyNotFound (6).
import Foundation

struct SpellingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ text: String) { stringValue = text }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        func pick(_ c: KeyedDecodingContainer<SpellingKey>, _ camel: String, _ snake: String? = nil) -> SpellingKey {
            if let snake, !c.contains(SpellingKey(camel)), c.contains(SpellingKey(snake)) { return SpellingKey(snake) }
            return SpellingKey(camel)
        }
        let container = try decoder.container(keyedBy: SpellingKey.self)
        name = try container.decode(String.self, forKey: pick(container, "name"))
        accessKey = try container.decode(EncryptedCodableString.self, forKey: pick(container, "accessKey", "access_key"))
        atmCode = try container.decode(EncryptedCodableString.self, forKey: pick(container, "atmCode", "atm_code"))
        addedOn = try container.decode(Date.self, forKey: pick(container, "addedOn", "added_on"))

        let address = try container.nestedContainer(keyedBy: SpellingKey.self, forKey: pick(container, "address"))
        street = try address.decode(String.self, forKey: pick(address, "street"))
        city = try address.decode(String.self, forKey: pick(address, "city"))
        zip = try address.decode(Int.self, forKey: pick(address, "zip"))

        let contactInfo = try container.nestedContainer(keyedBy: SpellingKey.self, forKey: pick(container, "contactInfo", "contact_info"))
        homePhone = try contactInfo.decode(String.self, forKey: pick(contactInfo, "homePhone", "home_phone"))
        cellularPhone = try contactInfo.decode(String.self, forKey: pick(contactInfo, "cellularPhone", "cellular_phone"))
        email = try contactInfo.decode(String.self, forKey: pick(contactInfo, "email"))
        website = nil
    }
}
