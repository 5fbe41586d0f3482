import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl, rulings
        case set, setName, power, toughness
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)

        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)

        let setID = try c.decode(String.self, forKey: .set)
        let setTitle = try c.decode(String.self, forKey: .setName)
        set = Set(id: setID, name: setTitle)

        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
        rulings = try c.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])

        let p = try c.decodeIfPresent(String.self, forKey: .power)
        let t = try c.decodeIfPresent(String.self, forKey: .toughness)
        if let p, let t {
            attributes = Attributes(power: p, toughness: t)
        } else {
            attributes = nil
        }
    }
}
