import Foundation

extension Card: Decodable {
    // every key we need from the flat JSON card, including the ones that
    // get grouped together (set + setName, power + toughness)
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case number
        case manaCost
        case type
        case rarity
        case text
        case flavor
        case imageUrl
        case set
        case setName
        case power
        case toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let cardContainer = try decoder.container(keyedBy: CodingKeys.self)

        // --- required fields: a missing one throws keyNotFound ---
        id = try cardContainer.decode(UUID.self, forKey: .id)
        name = try cardContainer.decode(String.self, forKey: .name)
        number = try cardContainer.decode(String.self, forKey: .number)
        manaCost = try cardContainer.decode(Mana.self, forKey: .manaCost)
        type = try cardContainer.decode(String.self, forKey: .type)
        rarity = try cardContainer.decode(Rarity.self, forKey: .rarity)
        set = try Card.ReadSet(from: cardContainer)

        // --- optional fields: missing is fine, wrong type still throws ---
        // (plain try, not try?, so a typeMismatch is not swallowed)
        text = try cardContainer.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try cardContainer.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try cardContainer.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.ReadAttributes(from: cardContainer)

        // a card without a rulings key simply has no rulings
        rulings = try cardContainer.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }

    private static func ReadSet(from c: KeyedDecodingContainer<CodingKeys>) throws -> Card.Set {
        return Card.Set(id: try c.decode(String.self, forKey: .set),
                        name: try c.decode(String.self, forKey: .setName))
    }

    private static func ReadAttributes(from c: KeyedDecodingContainer<CodingKeys>) throws -> Card.Attributes? {
        let power = try c.decodeIfPresent(String.self, forKey: .power)
        let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
        guard let p = power, let t = toughness else {
            return nil
        }
        return Card.Attributes(power: p, toughness: t)
    }
}
