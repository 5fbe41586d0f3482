import Foundation

extension Card: Decodable {
    private enum Keys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, rulings
        case code = "set"
        case setName
        case power, toughness
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: Keys.self)
        let pt = (try values.decodeIfPresent(String.self, forKey: .power),
                  try values.decodeIfPresent(String.self, forKey: .toughness))
        var creature: Attributes? = nil
        if case let (power?, toughness?) = pt {
            creature = Attributes(power: power, toughness: toughness)
        }
        self.init(
            id: try values.decode(UUID.self, forKey: .id),
            name: try values.decode(String.self, forKey: .name),
            number: try values.decode(String.self, forKey: .number),
            manaCost: try values.decode(Mana.self, forKey: .manaCost),
            type: try values.decode(String.self, forKey: .type),
            rarity: try values.decode(Rarity.self, forKey: .rarity),
            text: try values.decodeIfPresent(String.self, forKey: .text) ?? "",
            flavor: try values.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: try values.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: Set(id: try values.decode(String.self, forKey: .code),
                     name: try values.decode(String.self, forKey: .setName)),
            attributes: creature,
            rulings: try values.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        )
    }
}
