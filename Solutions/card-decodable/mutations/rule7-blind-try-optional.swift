// breaks: rule 7
// Written blind from rule 7's text alone (the cases unseen): flavor and imageUrl are read with try? decode, so a wrong JSON type there becomes nil instead of throwing typeMismatch
import Foundation

extension Card: Decodable {
    private enum CardKeysBlindA: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardKeysBlindA.self)
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try? c.decode(String.self, forKey: .flavor)
        imageUrl = try? c.decode(URL.self, forKey: .imageUrl)
        set = Set(id: try c.decode(String.self, forKey: .set),
                  name: try c.decode(String.self, forKey: .setName))
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
