import Foundation

extension Card: Decodable {

    /// Every JSON key a card may contain.
    enum CardField: String, CodingKey {
        case identifier = "id"
        case title = "name"
        case collectorNumber = "number"
        case cost = "manaCost"
        case typeLine = "type"
        case scarcity = "rarity"
        case setCode = "set"
        case setTitle = "setName"
        case rulesText = "text"
        case flavorText = "flavor"
        case image = "imageUrl"
        case powerValue = "power"
        case toughnessValue = "toughness"
        case judgeRulings = "rulings"
    }

    init(from decoder: Decoder) throws {
        let fields: KeyedDecodingContainer<CardField> = try decoder.container(keyedBy: CardField.self)

        // Required properties: a missing key throws keyNotFound.
        let identifier: UUID = try fields.decode(UUID.self, forKey: .identifier)
        let title: String = try fields.decode(String.self, forKey: .title)
        let collectorNumber: String = try fields.decode(String.self, forKey: .collectorNumber)
        let cost: Mana = try fields.decode(Mana.self, forKey: .cost)
        let typeLine: String = try fields.decode(String.self, forKey: .typeLine)
        let scarcity: Rarity = try fields.decode(Rarity.self, forKey: .scarcity)

        // Optional properties: absent is fine, a wrong type still throws.
        self.imageUrl = try fields.decodeIfPresent(URL.self, forKey: .image)
        self.flavor = try fields.decodeIfPresent(String.self, forKey: .flavorText)
        self.text = try fields.decodeIfPresent(String.self, forKey: .rulesText) ?? ""
        self.rulings = try fields.decodeIfPresent(Rulings.self, forKey: .judgeRulings) ?? Card.noRulings()
        self.attributes = try Card.readCreatureStats(from: fields)

        self.id = identifier
        self.name = title
        self.number = collectorNumber
        self.manaCost = cost
        self.type = typeLine
        self.rarity = scarcity
        self.set = try Card.readPrinting(from: fields)
    }

    private static func noRulings() -> Card.Rulings {
        return Card.Rulings(texts: [])
    }

    /// Validation: both values of the pair must be present.
    private static func bothPresent(_ lhs: String?, _ rhs: String?) -> Bool {
        return lhs != nil && rhs != nil
    }

    /// Reads power and toughness; only a complete pair produces attributes.
    private static func readCreatureStats(from fields: KeyedDecodingContainer<CardField>) throws -> Card.Attributes? {
        let power: String? = try fields.decodeIfPresent(String.self, forKey: .powerValue)
        let toughness: String? = try fields.decodeIfPresent(String.self, forKey: .toughnessValue)
        if !bothPresent(power, toughness) {
            return nil
        }
        return Card.Attributes(power: power!, toughness: toughness!)
    }

    /// Builds the set from the two flat keys "set" and "setName".
    private static func readPrinting(from fields: KeyedDecodingContainer<CardField>) throws -> Card.Set {
        return Card.Set(id: try fields.decode(String.self, forKey: .setCode),
                        name: try fields.decode(String.self, forKey: .setTitle))
    }
}
