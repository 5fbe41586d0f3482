import Foundation

extension Card: Decodable {
    enum CardKey: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardKey.self)

        // must be there
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)

        // may be missing
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)

        set = try Card.setFrom(c)
        attributes = try Card.statsFrom(c)
        rulings = try c.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }

    private static func setFrom(_ c: KeyedDecodingContainer<CardKey>) throws -> Set {
        Set(id: try c.decode(String.self, forKey: .set),
            name: try c.decode(String.self, forKey: .setName))
    }

    private static func statsFrom(_ c: KeyedDecodingContainer<CardKey>) throws -> Attributes? {
        let both = (try c.decodeIfPresent(String.self, forKey: .power),
                    try c.decodeIfPresent(String.self, forKey: .toughness))
        guard case let (pow?, tough?) = both else { return nil }
        return Attributes(power: pow, toughness: tough)
    }
}
