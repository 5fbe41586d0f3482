import Foundation

// MARK: - Helpers

extension Card {

    // readAttributes returns nil unless both power and toughness are there.
    static func readAttributes(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let power = try c.decodeIfPresent(String.self, forKey: .power)
        let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
        if power == nil || toughness == nil {
            return nil
        }
        return Attributes(power: power!, toughness: toughness!)
    }

    // readRulings returns empty rulings when the key is missing.
    static func readRulings(_ c: KeyedDecodingContainer<CodingKeys>) throws -> Rulings {
        let r = try c.decodeIfPresent(Rulings.self, forKey: .rulings)
        if r == nil {
            return Rulings(texts: [])
        }
        return r!
    }
}

// MARK: - Decodable

extension Card: Decodable {

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        // MARK: Required
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try container.decode(String.self, forKey: .set),
                  name: try container.decode(String.self, forKey: .setName))

        // MARK: Optional (still `try`, so a wrong type blows up)
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.readAttributes(container)
        rulings = try Card.readRulings(container)
    }
}

// MARK: - Keys

extension Card {
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
}
