// style: let shorthand if let x {; if expressions (Swift 5.9+)
import Foundation

extension Card: Decodable {
    private enum Keys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Keys.self)
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)

        let setCode = try json.decode(String.self, forKey: .set)
        let setName = try json.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        let bodyText = try json.decodeIfPresent(String.self, forKey: .text)
        text = if let bodyText { bodyText } else { "" }
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)

        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
        attributes = if let power, let toughness { Attributes(power: power, toughness: toughness) } else { nil }

        let decodedRulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings)
        rulings = if let decodedRulings { decodedRulings } else { Rulings(texts: []) }
    }
}
