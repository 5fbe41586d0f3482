import Foundation

extension Card {
    enum CodingKeys: String, CodingKey {
        case rulings
        case power, toughness
        case set, setName
        case text, flavor, imageUrl
        case id, name, number, manaCost, type, rarity
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        // Optional fields, with a default where absence means "nothing".
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        // Required fields.
        id = try container.decode(UUID.self, forKey: .id)
        type = try container.decode(String.self, forKey: .type)
        name = try container.decode(String.self, forKey: .name)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)

        rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
            ?? Rulings(texts: [])

        attributes = try Card.readAttributes(from: container)

        // The set is spread over two flat keys.
        let setName = try container.decode(String.self, forKey: .setName)
        let setCode = try container.decode(String.self, forKey: .set)
        set = Set(id: setCode, name: setName)
    }
}

extension Card {
    // Only creatures have a body: both halves or nothing.
    fileprivate static func readAttributes(
        from container: KeyedDecodingContainer<CodingKeys>
    ) throws -> Attributes? {
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        if let power = power, let toughness = toughness {
            return Attributes(power: power, toughness: toughness)
        } else {
            return nil
        }
    }
}
