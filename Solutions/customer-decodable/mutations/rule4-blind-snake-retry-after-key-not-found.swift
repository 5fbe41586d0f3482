// breaks: rule 4
// Written blind by someone new to the exercise, from the chapter, the reference answer and the rule texts alone (the cases unseen):
// rule 4: each read that fails with keyNotFound is retried under the snake_case spelling, so a snake_case document decodes with the default strategy.
// breaks only rule 4 because: documents that decode today decode the same way (1-3, 5), wrong types and nulls still throw their own errors (7), and a field missing in both spellings still throws keyNotFound (6).
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
        func snake(_ camel: String) -> String {
            camel.reduce(into: "") { text, c in text += c.isUppercase ? "_" + c.lowercased() : String(c) }
        }
        func read<T: Decodable>(_ type: T.Type, _ c: KeyedDecodingContainer<SpellingKey>, _ camel: String) throws -> T {
            do {
                return try c.decode(T.self, forKey: SpellingKey(camel))
            } catch DecodingError.keyNotFound {
                return try c.decode(T.self, forKey: SpellingKey(snake(camel)))
            }
        }
        func nested(_ c: KeyedDecodingContainer<SpellingKey>, _ camel: String) throws -> KeyedDecodingContainer<SpellingKey> {
            do {
                return try c.nestedContainer(keyedBy: SpellingKey.self, forKey: SpellingKey(camel))
            } catch DecodingError.keyNotFound {
                return try c.nestedContainer(keyedBy: SpellingKey.self, forKey: SpellingKey(snake(camel)))
            }
        }
        let container = try decoder.container(keyedBy: SpellingKey.self)
        name = try read(String.self, container, "name")
        accessKey = try read(EncryptedCodableString.self, container, "accessKey")
        atmCode = try read(EncryptedCodableString.self, container, "atmCode")
        addedOn = try read(Date.self, container, "addedOn")
        let address = try nested(container, "address")
        street = try read(String.self, address, "street")
        city = try read(String.self, address, "city")
        zip = try read(Int.self, address, "zip")
        let contactInfo = try nested(container, "contactInfo")
        homePhone = try read(String.self, contactInfo, "homePhone")
        cellularPhone = try read(String.self, contactInfo, "cellularPhone")
        email = try read(String.self, contactInfo, "email")
        website = nil
    }
}
