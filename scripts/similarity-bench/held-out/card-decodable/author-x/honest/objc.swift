import Foundation

// MARK: - Card (Decodable)

extension Card: Decodable {

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

    init(from decoder: Decoder) throws {
        let cardContainer = try decoder.container(keyedBy: CardJSONCodingKeys.self)

        // Required values. A missing one throws keyNotFound.
        self.id = try cardContainer.decode(UUID.self, forKey: .id)
        self.name = try cardContainer.decode(String.self, forKey: .name)
        self.number = try cardContainer.decode(String.self, forKey: .number)
        self.manaCost = try cardContainer.decode(Mana.self, forKey: .manaCost)
        self.type = try cardContainer.decode(String.self, forKey: .type)
        self.rarity = try cardContainer.decode(Rarity.self, forKey: .rarity)
        self.set = try Card.decodeSet(fromCardContainer: cardContainer)

        // Optional values.
        self.text = try Card.decodeText(fromCardContainer: cardContainer)
        self.flavor = try cardContainer.decodeIfPresent(String.self, forKey: .flavor)
        self.imageUrl = try cardContainer.decodeIfPresent(URL.self, forKey: .imageUrl)
        self.attributes = try Card.decodeAttributes(fromCardContainer: cardContainer)
        self.rulings = try Card.decodeRulings(fromCardContainer: cardContainer)
    }

    // MARK: Private helpers

    private static func decodeSet(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKeys>) throws -> Card.Set {
        let setIdentifier = try cardContainer.decode(String.self, forKey: .setCode)
        let setName = try cardContainer.decode(String.self, forKey: .setName)
        return Card.Set(id: setIdentifier, name: setName)
    }

    private static func decodeText(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKeys>) throws -> String {
        let decodedText = try cardContainer.decodeIfPresent(String.self, forKey: .text)
        if decodedText == nil {
            return CardDecodingDefaults.defaultCardText
        }
        return decodedText!
    }

    private static func decodeAttributes(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKeys>) throws -> Card.Attributes? {
        let decodedPower = try cardContainer.decodeIfPresent(String.self, forKey: .power)
        let decodedToughness = try cardContainer.decodeIfPresent(String.self, forKey: .toughness)
        if decodedPower == nil || decodedToughness == nil {
            return nil
        }
        return Card.Attributes(power: decodedPower!, toughness: decodedToughness!)
    }

    private static func decodeRulings(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKeys>) throws -> Card.Rulings {
        let decodedRulings = try cardContainer.decodeIfPresent(Card.Rulings.self, forKey: .rulings)
        if decodedRulings == nil {
            return CardDecodingDefaults.emptyRulings()
        }
        return decodedRulings!
    }
}

// MARK: - CardDecodingDefaults

/// The values a card gets when the JSON leaves the matching key out.
final class CardDecodingDefaults {
    static let defaultCardText: String = ""

    static func emptyRulings() -> Card.Rulings {
        return Card.Rulings(texts: [])
    }
}
