import Foundation

extension Card: Decodable {
    enum Keys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
        set = Set(id: try c.decode(String.self, forKey: .set), name: try c.decode(String.self, forKey: .setName))
        let power = try c.decodeIfPresent(String.self, forKey: .power)
        let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
        if let power, let toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
        rulings = try c.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
