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
        let setIdentifier = try cardContainer.decode(String.self, forKey: .setCode)
        let setDisplayName = try cardContainer.decode(String.self, forKey: .setName)
        let decodedSet = Set(id: setIdentifier, name: setDisplayName)

        // Optional properties: absence is fine, a wrong type is not.
        let decodedText = try cardContainer.decodeIfPresent(String.self, forKey: .rulesText)
            ?? Card.defaultRulesText
        let decodedFlavor = try cardContainer.decodeIfPresent(String.self, forKey: .flavorText)
        let decodedImageUrl = try cardContainer.decodeIfPresent(URL.self, forKey: .imageUrl)

        // Attributes only exist when both power and toughness are present.
        let optionalPower = try cardContainer.decodeIfPresent(String.self, forKey: .power)
        let optionalToughness = try cardContainer.decodeIfPresent(String.self, forKey: .toughness)
        var decodedAttributes: Attributes? = nil
        if let power = optionalPower {
            if let toughness = optionalToughness {
                decodedAttributes = Attributes(power: power, toughness: toughness)
            }
        }

        // Rulings, or an empty list when the key is missing.
        let decodedRulings: Rulings
        if let presentRulings = try cardContainer.decodeIfPresent(Rulings.self, forKey: .rulings) {
            decodedRulings = presentRulings
        } else {
            decodedRulings = Rulings(texts: [])
        }

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
}
