// expect-fail: flavor of the wrong type
// Reads the optional keys with try?, so a flavor of the wrong type quietly
// becomes nil instead of throwing typeMismatch.
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
        text = (try? c.decode(String.self, forKey: .text)) ?? ""
        flavor = try? c.decode(String.self, forKey: .flavor)
        imageUrl = try? c.decode(URL.self, forKey: .imageUrl)
        rulings = (try? c.decode(Rulings.self, forKey: .rulings)) ?? Rulings(texts: [])
        if let power = try? c.decode(String.self, forKey: .power),
           let toughness = try? c.decode(String.self, forKey: .toughness) {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
    }
}
