import Foundation

extension Card: Decodable {
    /// Every key a card may hold in the search response.
    enum CardCodingKey: String, CodingKey {
        case identifier = "id"
        case name = "name"
        case collectorNumber = "number"
        case manaCost = "manaCost"
        case typeLine = "type"
        case rarity = "rarity"
        case rulesText = "text"
        case flavorText = "flavor"
        case imageUrl = "imageUrl"
        case setCode = "set"
        case setName = "setName"
        case power = "power"
        case toughness = "toughness"
        case rulings = "rulings"
    }

    /// The value a card gets when the response leaves out its rules text.
    static let defaultRulesText: String = ""

    init(from decoder: Decoder) throws {
        let cardContainer = try decoder.container(keyedBy: CardCodingKey.self)

        // Required properties: a missing one is a broken response.
        let decodedIdentifier = try cardContainer.decode(UUID.self, forKey: .identifier)
        let decodedName = try cardContainer.decode(String.self, forKey: .name)
        let decodedNumber = try cardContainer.decode(String.self, forKey: .collectorNumber)
        let decodedManaCost = try cardContainer.decode(Mana.self, forKey: .manaCost)
        let decodedType = try cardContainer.decode(String.self, forKey: .typeLine)
        let decodedRarity = try cardContainer.decode(Rarity.self, forKey: .rarity)
        let decodedSet = try Card.makeSet(from: cardContainer)

        // Optional properties: absence is fine, a wrong type is not.
        let decodedText = try cardContainer.decodeIfPresent(String.self, forKey: .rulesText)
            ?? Card.defaultRulesText
        let decodedFlavor = try cardContainer.decodeIfPresent(String.self, forKey: .flavorText)
        let decodedImageUrl = try cardContainer.decodeIfPresent(URL.self, forKey: .imageUrl)
        let decodedAttributes = try Card.makeAttributes(from: cardContainer)
        let decodedRulings = try Card.makeRulings(from: cardContainer)

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

    /// Builds the card's set from the two required keys `set` and `setName`.
    static func makeSet(from container: KeyedDecodingContainer<CardCodingKey>) throws -> Set {
        let setIdentifier = try container.decode(String.self, forKey: .setCode)
        let setDisplayName = try container.decode(String.self, forKey: .setName)
        return Set(id: setIdentifier, name: setDisplayName)
    }

    /// Builds the attributes only when both power and toughness are present.
    static func makeAttributes(from container: KeyedDecodingContainer<CardCodingKey>) throws -> Attributes? {
        let optionalPower = try container.decodeIfPresent(String.self, forKey: .power)
        let optionalToughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        guard let power = optionalPower else {
            return nil
        }
        guard let toughness = optionalToughness else {
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
}
