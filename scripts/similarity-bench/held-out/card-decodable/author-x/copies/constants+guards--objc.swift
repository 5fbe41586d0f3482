import Foundation

// MARK: - CardJSONKeyNames

/// The spelling of every key of the card JSON object, in one place.
enum CardJSONKeyNames {
    static let identifier = "id"
    static let name = "name"
    static let number = "number"
    static let manaCost = "manaCost"
    static let type = "type"
    static let rarity = "rarity"
    static let text = "text"
    static let flavor = "flavor"
    static let imageUrl = "imageUrl"
    static let setCode = "set"
    static let setName = "setName"
    static let power = "power"
    static let toughness = "toughness"
    static let rulings = "rulings"
}

// MARK: - CardJSONCodingKey

/// A coding key for the card JSON object, built from the names above.
struct CardJSONCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int? = nil

    init(_ keyName: String) {
        self.stringValue = keyName
    }

    init?(stringValue: String) {
        self.init(stringValue)
    }

    init?(intValue: Int) {
        return nil
    }

    static let id = CardJSONCodingKey(CardJSONKeyNames.identifier)
    static let name = CardJSONCodingKey(CardJSONKeyNames.name)
    static let number = CardJSONCodingKey(CardJSONKeyNames.number)
    static let manaCost = CardJSONCodingKey(CardJSONKeyNames.manaCost)
    static let type = CardJSONCodingKey(CardJSONKeyNames.type)
    static let rarity = CardJSONCodingKey(CardJSONKeyNames.rarity)
    static let text = CardJSONCodingKey(CardJSONKeyNames.text)
    static let flavor = CardJSONCodingKey(CardJSONKeyNames.flavor)
    static let imageUrl = CardJSONCodingKey(CardJSONKeyNames.imageUrl)
    static let setCode = CardJSONCodingKey(CardJSONKeyNames.setCode)
    static let setName = CardJSONCodingKey(CardJSONKeyNames.setName)
    static let power = CardJSONCodingKey(CardJSONKeyNames.power)
    static let toughness = CardJSONCodingKey(CardJSONKeyNames.toughness)
    static let rulings = CardJSONCodingKey(CardJSONKeyNames.rulings)
}

// MARK: - Card (Decodable)

extension Card: Decodable {

    init(from decoder: Decoder) throws {
        let cardContainer = try decoder.container(keyedBy: CardJSONCodingKey.self)

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

    private static func decodeSet(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKey>) throws -> Card.Set {
        let setIdentifier = try cardContainer.decode(String.self, forKey: .setCode)
        let setName = try cardContainer.decode(String.self, forKey: .setName)
        return Card.Set(id: setIdentifier, name: setName)
    }

    private static func decodeText(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKey>) throws -> String {
        guard let decodedText = try cardContainer.decodeIfPresent(String.self, forKey: .text) else {
            return ""
        }
        return decodedText
    }

    private static func decodeAttributes(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKey>) throws -> Card.Attributes? {
        let decodedPower = try cardContainer.decodeIfPresent(String.self, forKey: .power)
        let decodedToughness = try cardContainer.decodeIfPresent(String.self, forKey: .toughness)
        guard let power = decodedPower, let toughness = decodedToughness else {
            return nil
        }
        return Card.Attributes(power: power, toughness: toughness)
    }

    private static func decodeRulings(fromCardContainer cardContainer: KeyedDecodingContainer<CardJSONCodingKey>) throws -> Card.Rulings {
        guard let decodedRulings = try cardContainer.decodeIfPresent(Card.Rulings.self, forKey: .rulings) else {
            return Card.Rulings(texts: [])
        }
        return decodedRulings
    }
}
