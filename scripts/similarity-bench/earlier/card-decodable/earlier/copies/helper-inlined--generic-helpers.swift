import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let keyed = try decoder.container(keyedBy: CodingKeys.self)
        id = try keyed.decode(UUID.self, forKey: .id)
        name = try keyed.decode(String.self, forKey: .name)
        number = try keyed.decode(String.self, forKey: .number)
        manaCost = try keyed.decode(Mana.self, forKey: .manaCost)
        type = try keyed.decode(String.self, forKey: .type)
        rarity = try keyed.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try keyed.decode(String.self, forKey: .set), name: try keyed.decode(String.self, forKey: .setName))
        text = try keyed.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try keyed.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try keyed.decodeIfPresent(URL.self, forKey: .imageUrl)
        rulings = try keyed.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        let body: (power: String?, toughness: String?) = (try keyed.decodeIfPresent(String.self, forKey: .power),
                                                          try keyed.decodeIfPresent(String.self, forKey: .toughness))
        attributes = body.power.flatMap { power in body.toughness.map { Attributes(power: power, toughness: $0) } }
    }
}
