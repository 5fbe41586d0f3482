// style: CodingKeys enum; decode and decodeIfPresent with nil-coalescing
import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        set = Set(id: try container.decode(String.self, forKey: .set),
                  name: try container.decode(String.self, forKey: .setName))

        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
        rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
