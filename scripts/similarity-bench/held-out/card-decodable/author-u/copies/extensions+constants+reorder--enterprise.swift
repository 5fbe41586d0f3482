import Foundation

// MARK: - Part readers

/// Contract for a small service that builds one part of a card from the card's keyed container.
protocol CardPartReading {
    associatedtype Part
    func readPart(from container: KeyedDecodingContainer<Card.CardJsonKeys>) throws -> Part
}

/// Builds the rulings; a card without the key has no rulings.
struct CardRulingsReader {}

/// Builds power and toughness, which only exist together.
struct CardAttributesReader {}

/// Builds the set out of `set` and `setName`, both required.
struct CardSetReader {}

extension CardRulingsReader: CardPartReading {
    func readPart(from container: KeyedDecodingContainer<Card.CardJsonKeys>) throws -> Card.Rulings {
        let decodedRulings = try container.decodeIfPresent(Card.Rulings.self, forKey: .rulings)
        return decodedRulings ?? Card.Rulings(texts: [])
    }
}

extension CardAttributesReader: CardPartReading {
    func readPart(from container: KeyedDecodingContainer<Card.CardJsonKeys>) throws -> Card.Attributes? {
        // Still a plain try, so a wrongly typed value throws.
        let toughnessValue = try container.decodeIfPresent(String.self, forKey: .toughness)
        let powerValue = try container.decodeIfPresent(String.self, forKey: .power)

        guard let power = powerValue, let toughness = toughnessValue else {
            return nil
        }
        return Card.Attributes(power: power, toughness: toughness)
    }
}

extension CardSetReader: CardPartReading {
    func readPart(from container: KeyedDecodingContainer<Card.CardJsonKeys>) throws -> Card.Set {
        let setDisplayName = try container.decode(String.self, forKey: .setName)
        let setIdentifier = try container.decode(String.self, forKey: .setCode)
        return Card.Set(id: setIdentifier, name: setDisplayName)
    }
}

// MARK: - Decodable

extension Card: Decodable {
    /// The card object's keys as the API writes them, all on one level.
    enum CardJsonKeys: String, CodingKey {
        case id
        case name
        case number
        case manaCost
        case type
        case rarity
        case text
        case flavor
        case imageUrl
        case setCode = "set"
        case setName
        case power
        case toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CardJsonKeys.self)

        // Parts built by their own readers.
        let cardSet = try CardSetReader().readPart(from: container)
        let cardAttributes = try CardAttributesReader().readPart(from: container)
        let cardRulings = try CardRulingsReader().readPart(from: container)

        // Values that may be absent.
        let imageAddress = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        let flavorText = try container.decodeIfPresent(String.self, forKey: .flavor)
        let rulesText = try container.decodeIfPresent(String.self, forKey: .text) ?? ""

        // Values every card has.
        let identifier = try container.decode(UUID.self, forKey: .id)
        let cardName = try container.decode(String.self, forKey: .name)
        let collectorNumber = try container.decode(String.self, forKey: .number)
        let cardManaCost = try container.decode(Mana.self, forKey: .manaCost)
        let cardType = try container.decode(String.self, forKey: .type)
        let cardRarity = try container.decode(Rarity.self, forKey: .rarity)

        self.init(
            id: identifier,
            name: cardName,
            number: collectorNumber,
            manaCost: cardManaCost,
            type: cardType,
            rarity: cardRarity,
            text: rulesText,
            flavor: flavorText,
            imageUrl: imageAddress,
            set: cardSet,
            attributes: cardAttributes,
            rulings: cardRulings)
    }
}
