// expect-fail: power without toughness
// Builds attributes as soon as either key is there and fills the gap with
// "0", inventing half of the pair.
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
        rulings = try c.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        let power = try c.decodeIfPresent(String.self, forKey: .power)
        let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
        if power != nil || toughness != nil {
            attributes = Attributes(power: power ?? "0", toughness: toughness ?? "0")
        } else {
            attributes = nil
        }
    }
}
