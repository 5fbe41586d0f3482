// breaks: rule 4
// The reference answer, but each key is also looked for in snake_case by
// hand, so a snake_case document decodes under the default strategy too
// (rule 4: key spelling is the decoder's business; with the default
// strategy such a document does not decode).
import Foundation

private struct SpelledKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ text: String) { stringValue = text }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }

    /// "accessKey" → "access_key".
    var snake: SpelledKey {
        SpelledKey(stringValue.reduce(into: "") { text, character in
            text += character.isUppercase ? "_" + character.lowercased() : String(character)
        })
    }
}

private extension KeyedDecodingContainer where K == SpelledKey {
    func either<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        let key = SpelledKey(name)
        return contains(key) || !contains(key.snake) ? try decode(type, forKey: key) : try decode(type, forKey: key.snake)
    }

    func nested(_ name: String) throws -> KeyedDecodingContainer<SpelledKey> {
        let key = SpelledKey(name)
        return contains(key) || !contains(key.snake)
            ? try nestedContainer(keyedBy: SpelledKey.self, forKey: key)
            : try nestedContainer(keyedBy: SpelledKey.self, forKey: key.snake)
    }
}

extension Customer: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: SpelledKey.self)
        name = try container.either(String.self, "name")
        accessKey = try container.either(EncryptedCodableString.self, "accessKey")
        atmCode = try container.either(EncryptedCodableString.self, "atmCode")
        addedOn = try container.either(Date.self, "addedOn")

        let address = try container.nested("address")
        street = try address.either(String.self, "street")
        city = try address.either(String.self, "city")
        zip = try address.either(Int.self, "zip")

        let contactInfo = try container.nested("contactInfo")
        homePhone = try contactInfo.either(String.self, "homePhone")
        cellularPhone = try contactInfo.either(String.self, "cellularPhone")
        email = try contactInfo.either(String.self, "email")

        website = nil
    }
}
