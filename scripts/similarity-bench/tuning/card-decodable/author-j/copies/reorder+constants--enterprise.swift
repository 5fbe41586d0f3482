import Foundation

extension Card: Decodable {
    /// Builds the attributes only when both power and toughness are present.
    static func makeAttributes(from container: KeyedDecodingContainer<CardCodingKey>) throws -> Attributes? {
        let optionalToughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        let optionalPower = try container.decodeIfPresent(String.self, forKey: .power)
        guard let toughness = optionalToughness else {
            return nil
        }
        guard let power = optionalPower else {
            return nil
        }
        return Attributes(power: power, toughness: toughness)
    }

    /// Decodes the rulings, or an empty list when the key is missing.
    static func makeRulings(from container: KeyedDecodingContainer<CardCodingKey>) throws -> Rulings {
        guard let presentRulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) else {
            return Rulings(texts: [])
        }
        return presentRulings
    }

    /// Builds the card's set from the two required keys `set` and `setName`.
    static func makeSet(from container: KeyedDecodingContainer<CardCodingKey>) throws -> Set {
        let setDisplayName = try container.decode(String.self, forKey: .setName)
        let setIdentifier = try container.decode(String.self, forKey: .setCode)
        return Set(id: setIdentifier, name: setDisplayName)
    }

    init(from decoder: Decoder) throws {
        let cardContainer = try decoder.container(keyedBy: CardCodingKey.self)

        // Optional properties: absence is fine, a wrong type is not.
        let decodedRulings = try Card.makeRulings(from: cardContainer)
        let decodedAttributes = try Card.makeAttributes(from: cardContainer)
        let decodedImageUrl = try cardContainer.decodeIfPresent(URL.self, forKey: .imageUrl)
        let decodedFlavor = try cardContainer.decodeIfPresent(String.self, forKey: .flavorText)
        let decodedText = try cardContainer.decodeIfPresent(String.self, forKey: .rulesText) ?? ""

        // Required properties: a missing one is a broken response.
        let decodedSet = try Card.makeSet(from: cardContainer)
        let decodedRarity = try cardContainer.decode(Rarity.self, forKey: .rarity)
        let decodedType = try cardContainer.decode(String.self, forKey: .typeLine)
        let decodedManaCost = try cardContainer.decode(Mana.self, forKey: .manaCost)
        let decodedNumber = try cardContainer.decode(String.self, forKey: .collectorNumber)
        let decodedName = try cardContainer.decode(String.self, forKey: .name)
        let decodedIdentifier = try cardContainer.decode(UUID.self, forKey: .identifier)

        self.init(
            id: decodedIdentifier,
            name: decodedName,
            number: decodedNumber,
            manaCost: decodedManaCost,
            type: decodedType,
            rarity: decodedRarity,
            text: decodedText,
            flavor: decodedFlavor,
            imageUrl: decodedImageUrl,
            set: decodedSet,
            attributes: decodedAttributes,
            rulings: decodedRulings)
    }

    /// Every key a card may hold in the search response.
    enum CardCodingKey: String, CodingKey {
        case rulings
        case toughness
        case power
        case setName
        case setCode = "set"
        case imageUrl
        case flavorText = "flavor"
        case rulesText = "text"
        case rarity
        case typeLine = "type"
        case manaCost
        case collectorNumber = "number"
        case name
        case identifier = "id"
    }
}
