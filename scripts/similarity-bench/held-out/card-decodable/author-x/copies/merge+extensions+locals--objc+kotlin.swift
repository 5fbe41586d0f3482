import Foundation

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let cardContainer = try decoder.container(keyedBy: CardJSONCodingKeys.self)

        // named arguments everywhere, feels like constructing a data class
        self.init(
            id: try cardContainer.decode(UUID.self, forKey: .id),
            name: try cardContainer.decode(String.self, forKey: .name),
            number: try cardContainer.decode(String.self, forKey: .number),
            manaCost: try cardContainer.decode(Mana.self, forKey: .manaCost),
            type: try cardContainer.decode(String.self, forKey: .type),
            rarity: try cardContainer.decode(Rarity.self, forKey: .rarity),
            text: try cardContainer.decodeIfPresent(String.self, forKey: .text) ?? "",
            flavor: try cardContainer.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: try cardContainer.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: try Card.decodeSet(fromCardContainer: cardContainer),
            attributes: try Card.decodeAttributes(fromCardContainer: cardContainer),
            rulings: try cardContainer.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        )
    }
}

// MARK: - Card (Private helpers)

extension Card {
    private static func decodeAttributes(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKeys>) throws -> Card.Attributes? {
        let decodedPower = try cardContainer.decodeIfPresent(String.self, forKey: .power)
        let decodedToughness = try cardContainer.decodeIfPresent(String.self, forKey: .toughness)
        // power?.let { p -> toughness?.let { t -> Attributes(p, t) } }
        return decodedPower.flatMap { p in decodedToughness.map { t in Card.Attributes(power: p, toughness: t) } }
    }

    private static func decodeSet(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKeys>) throws -> Card.Set {
        Card.Set(
            id: try cardContainer.decode(String.self, forKey: .setCode),
            name: try cardContainer.decode(String.self, forKey: .setName)
        )
    }
}

// MARK: - Card (Coding keys)

extension Card {
    /// Every key of the card JSON object that this initializer reads.
    enum CardJSONCodingKeys: String, CodingKey {
        case id = "id"
        case name = "name"
        case number = "number"
        case manaCost = "manaCost"
        case type = "type"
        case rarity = "rarity"
        case text = "text"
        case flavor = "flavor"
        case imageUrl = "imageUrl"
        case setCode = "set"
        case setName = "setName"
        case power = "power"
        case toughness = "toughness"
        case rulings = "rulings"
    }
}
