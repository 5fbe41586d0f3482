import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(UUID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        number = try values.decode(String.self, forKey: .number)
        manaCost = try values.decode(Mana.self, forKey: .manaCost)
        type = try values.decode(String.self, forKey: .type)
        rarity = try values.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try values.decode(String.self, forKey: .set), name: try values.decode(String.self, forKey: .setName))
        text = try values.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)
        switch (try values.decodeIfPresent(String.self, forKey: .power), try values.decodeIfPresent(String.self, forKey: .toughness)) {
        case let (power?, toughness?):
            attributes = Attributes(power: power, toughness: toughness)
        default:
            attributes = nil
        }
        rulings = try values.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
