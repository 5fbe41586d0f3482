// style: a key struct that is ExpressibleByStringLiteral; static stored properties
import Foundation

/// A card's JSON key, written as a string literal where it is used.
struct CardJSONKey: CodingKey, ExpressibleByStringLiteral {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
    init(stringLiteral value: String) { self.init(stringValue: value) }

    static let power: CardJSONKey = "power"
    static let toughness: CardJSONKey = "toughness"
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CardJSONKey.self)
        id = try json.decode(UUID.self, forKey: "id")
        name = try json.decode(String.self, forKey: "name")
        number = try json.decode(String.self, forKey: "number")
        manaCost = try json.decode(Mana.self, forKey: "manaCost")
        type = try json.decode(String.self, forKey: "type")
        rarity = try json.decode(Rarity.self, forKey: "rarity")
        set = Set(id: try json.decode(String.self, forKey: "set"),
                  name: try json.decode(String.self, forKey: "setName"))
        text = try json.decodeIfPresent(String.self, forKey: "text") ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: "flavor")
        imageUrl = try json.decodeIfPresent(URL.self, forKey: "imageUrl")
        rulings = try json.decodeIfPresent(Rulings.self, forKey: "rulings") ?? Rulings(texts: [])

        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
        attributes = (power != nil && toughness != nil) ? Attributes(power: power!, toughness: toughness!) : nil
    }
}
