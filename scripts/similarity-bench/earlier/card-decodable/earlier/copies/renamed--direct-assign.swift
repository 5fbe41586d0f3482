import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings
    }

    init(from dec: Decoder) throws {
        let box = try dec.container(keyedBy: CodingKeys.self)
        id = try box.decode(UUID.self, forKey: .id)
        name = try box.decode(String.self, forKey: .name)
        number = try box.decode(String.self, forKey: .number)
        manaCost = try box.decode(Mana.self, forKey: .manaCost)
        type = try box.decode(String.self, forKey: .type)
        rarity = try box.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try box.decode(String.self, forKey: .set), name: try box.decode(String.self, forKey: .setName))
        text = try box.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try box.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try box.decodeIfPresent(URL.self, forKey: .imageUrl)
        switch (try box.decodeIfPresent(String.self, forKey: .power), try box.decodeIfPresent(String.self, forKey: .toughness)) {
        case let (p?, t?):
            attributes = Attributes(power: p, toughness: t)
        default:
            attributes = nil
        }
        rulings = try box.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
