import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        // Always there.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // The set is flattened in the JSON: two keys side by side.
        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        // Sometimes there.
        if let text = try container.decodeIfPresent(String.self, forKey: .text) {
            self.text = text
        } else {
            self.text = ""
        }
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }

        if let rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) {
            self.rulings = rulings
        } else {
            self.rulings = Rulings(texts: [])
        }
    }
}
