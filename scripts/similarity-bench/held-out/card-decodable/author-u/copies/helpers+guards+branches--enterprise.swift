import Foundation

// MARK: - Keys

extension Card {
    /// The keys of a card object exactly as the API writes them.
    /// Set and attributes are spread over several flat keys.
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

/// Values used when an optional key is not in the document.
enum CardDecodingDefaults {
    static let emptyRulesText: String = ""
    static let noRulings: Card.Rulings = Card.Rulings(texts: [])
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
        let rulesText: String
        if let decodedText = try container.decodeIfPresent(String.self, forKey: .text) {
            rulesText = decodedText
        } else {
            rulesText = CardDecodingDefaults.emptyRulesText
        }
        let flavorText = try container.decodeIfPresent(String.self, forKey: .flavor)
        let imageAddress = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        // The set: two required keys.
        let setIdentifier = try container.decode(String.self, forKey: .setCode)
        let setDisplayName = try container.decode(String.self, forKey: .setName)
        let cardSet = Card.Set(id: setIdentifier, name: setDisplayName)

        // Power and toughness only make sense as a pair.
        let powerValue = try container.decodeIfPresent(String.self, forKey: .power)
        let toughnessValue = try container.decodeIfPresent(String.self, forKey: .toughness)
        let cardAttributes: Card.Attributes?
        switch (powerValue, toughnessValue) {
        case let (power?, toughness?):
            cardAttributes = Card.Attributes(power: power, toughness: toughness)
        default:
            cardAttributes = nil
        }

        // Rulings, or none when the key is missing.
        var cardRulings = CardDecodingDefaults.noRulings
        if container.contains(.rulings) {
            if let decodedRulings = try container.decodeIfPresent(Card.Rulings.self, forKey: .rulings) {
                cardRulings = decodedRulings
            }
        }

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
