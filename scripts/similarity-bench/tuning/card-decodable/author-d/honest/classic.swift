import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        let id = try container.decode(UUID.self, forKey: .id)
        let name = try container.decode(String.self, forKey: .name)
        let number = try container.decode(String.self, forKey: .number)
        let manaCost = try container.decode(Mana.self, forKey: .manaCost)
        let type = try container.decode(String.self, forKey: .type)
        let rarity = try container.decode(Rarity.self, forKey: .rarity)

        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)

        let text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        let flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        let imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        var attributes: Attributes? = nil
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        }

        let rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
            ?? Rulings(texts: [])

        self.init(id: id, name: name, number: number, manaCost: manaCost,
                  type: type, rarity: rarity, text: text, flavor: flavor,
                  imageUrl: imageUrl, set: Set(id: setCode, name: setName),
                  attributes: attributes, rulings: rulings)
    }
}
