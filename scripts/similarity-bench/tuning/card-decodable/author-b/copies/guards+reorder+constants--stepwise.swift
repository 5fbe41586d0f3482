import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    private static let emptyText = ""
    private static let emptyRulings = Rulings(texts: [])

    private static func attributes(
        power: String?, toughness: String?
    ) -> Attributes? {
        guard let power = power else { return nil }
        guard let toughness = toughness else { return nil }
        return Attributes(power: power, toughness: toughness)
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        // The set is spread over two flat keys.
        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)

        // Only creatures have a body: both halves or nothing.
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)

        // Required fields.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // Optional fields, with a default where absence means "nothing".
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? Card.emptyText
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
            ?? Card.emptyRulings

        set = Set(id: setCode, name: setName)
        attributes = Card.attributes(power: power, toughness: toughness)
    }
}
