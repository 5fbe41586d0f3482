import Foundation

// MARK: - Keys

extension Card {
    /// Every key of a card object, exactly as the API spells it.
    /// The API is flat, so the set and the attributes are spread over several keys.
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
}

// MARK: - Defaults

/// Central place for the values used when an optional key is absent.
enum CardDecodingDefaults {
    static let emptyRulesText: String = ""
    static let noRulings: Card.Rulings = Card.Rulings(texts: [])
}

// MARK: - Part readers

/// Contract for a small service that builds one part of a card from the card's keyed container.
protocol CardPartReading {
    associatedtype Part
    func readPart(from container: KeyedDecodingContainer<Card.CardJsonKeys>) throws -> Part
}

/// Builds the set from the two required keys `set` and `setName`.
struct CardSetReader: CardPartReading {
    func readPart(from container: KeyedDecodingContainer<Card.CardJsonKeys>) throws -> Card.Set {
        let setIdentifier = try container.decode(String.self, forKey: .setCode)
        let setDisplayName = try container.decode(String.self, forKey: .setName)
        return Card.Set(id: setIdentifier, name: setDisplayName)
    }
}

/// Builds power and toughness, which only exist as a pair.
struct CardAttributesReader: CardPartReading {
    func readPart(from container: KeyedDecodingContainer<Card.CardJsonKeys>) throws -> Card.Attributes? {
        // Plain try: a present key with a wrong type must still throw.
        let powerValue = try container.decodeIfPresent(String.self, forKey: .power)
        let toughnessValue = try container.decodeIfPresent(String.self, forKey: .toughness)

        guard let power = powerValue, let toughness = toughnessValue else {
            return nil
        }
        return Card.Attributes(power: power, toughness: toughness)
    }
}

/// Builds the rulings, which default to no rulings at all.
struct CardRulingsReader: CardPartReading {
    func readPart(from container: KeyedDecodingContainer<Card.CardJsonKeys>) throws -> Card.Rulings {
        let decodedRulings = try container.decodeIfPresent(Card.Rulings.self, forKey: .rulings)
        return decodedRulings ?? CardDecodingDefaults.noRulings
    }
}

// MARK: - Decodable

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CardJsonKeys.self)

        // Required values: a missing one is a broken response.
        let identifier = try container.decode(UUID.self, forKey: .id)
        let cardName = try container.decode(String.self, forKey: .name)
        let collectorNumber = try container.decode(String.self, forKey: .number)
        let cardManaCost = try container.decode(Mana.self, forKey: .manaCost)
        let cardType = try container.decode(String.self, forKey: .type)
        let cardRarity = try container.decode(Rarity.self, forKey: .rarity)

        // Optional values.
        let rulesText = try container.decodeIfPresent(String.self, forKey: .text)
            ?? CardDecodingDefaults.emptyRulesText
        let flavorText = try container.decodeIfPresent(String.self, forKey: .flavor)
        let imageAddress = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        // Grouped values, each built by its own reader.
        let cardSet = try CardSetReader().readPart(from: container)
        let cardAttributes = try CardAttributesReader().readPart(from: container)
        let cardRulings = try CardRulingsReader().readPart(from: container)

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
