import Foundation

// MARK: - Card (Decodable)

extension Card: Decodable {

    /// Every key of the card JSON object that this initializer reads.
    enum CardDictionaryKeys: String, CodingKey {
        case identifier = "id"
        case cardName = "name"
        case collectorNumber = "number"
        case manaCostString = "manaCost"
        case typeLine = "type"
        case rarityName = "rarity"
        case rulesText = "text"
        case flavorText = "flavor"
        case imageAddress = "imageUrl"
        case setCode = "set"
        case setDisplayName = "setName"
        case creaturePower = "power"
        case creatureToughness = "toughness"
        case judgeRulings = "rulings"
    }

    init(from decoder: Decoder) throws {
        let keyedCardValues = try decoder.container(keyedBy: CardDictionaryKeys.self)

        // Required values. A missing one throws keyNotFound.
        self.id = try keyedCardValues.decode(UUID.self, forKey: .identifier)
        self.name = try keyedCardValues.decode(String.self, forKey: .cardName)
        self.number = try keyedCardValues.decode(String.self, forKey: .collectorNumber)
        self.manaCost = try keyedCardValues.decode(Mana.self, forKey: .manaCostString)
        self.type = try keyedCardValues.decode(String.self, forKey: .typeLine)
        self.rarity = try keyedCardValues.decode(Rarity.self, forKey: .rarityName)
        let decodedSetCode = try keyedCardValues.decode(String.self, forKey: .setCode)
        let decodedSetDisplayName = try keyedCardValues.decode(String.self, forKey: .setDisplayName)
        self.set = Card.Set(id: decodedSetCode, name: decodedSetDisplayName)

        // Optional values.
        let decodedRulesText = try keyedCardValues.decodeIfPresent(String.self, forKey: .rulesText)
        if decodedRulesText == nil {
            self.text = CardMissingValueFallbacks.fallbackRulesText
        } else {
            self.text = decodedRulesText!
        }
        self.flavor = try keyedCardValues.decodeIfPresent(String.self, forKey: .flavorText)
        self.imageUrl = try keyedCardValues.decodeIfPresent(URL.self, forKey: .imageAddress)

        let decodedCreaturePower = try keyedCardValues.decodeIfPresent(String.self, forKey: .creaturePower)
        let decodedCreatureToughness = try keyedCardValues.decodeIfPresent(String.self, forKey: .creatureToughness)
        if decodedCreaturePower == nil || decodedCreatureToughness == nil {
            self.attributes = nil
        } else {
            self.attributes = Card.Attributes(power: decodedCreaturePower!, toughness: decodedCreatureToughness!)
        }

        let decodedJudgeRulings = try keyedCardValues.decodeIfPresent(Card.Rulings.self, forKey: .judgeRulings)
        if decodedJudgeRulings == nil {
            self.rulings = CardMissingValueFallbacks.makeEmptyRulings()
        } else {
            self.rulings = decodedJudgeRulings!
        }
    }
}

// MARK: - CardMissingValueFallbacks

/// The values a card gets when the JSON leaves the matching key out.
final class CardMissingValueFallbacks {
    static let fallbackRulesText: String = ""

    static func makeEmptyRulings() -> Card.Rulings {
        return Card.Rulings(texts: [])
    }
}
