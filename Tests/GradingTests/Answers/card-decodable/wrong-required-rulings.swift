// expect-fail: no rulings key
// Treats rulings as required, so a card without the key throws keyNotFound
// instead of having no rulings.
import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try c.decode(String.self, forKey: .set), name: try c.decode(String.self, forKey: .setName))
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
        rulings = try c.decode(Rulings.self, forKey: .rulings)
        let power = try c.decodeIfPresent(String.self, forKey: .power)
        let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
        attributes = power.flatMap { p in toughness.map { Attributes(power: p, toughness: $0) } }
    }
}
