import Foundation

extension Card: Decodable {
    // The JSON field names, one case per field.
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case number
        case manaCost
        case type
        case rarity
        case text
        case flavor
        case imageUrl
        case set
        case setName
        case power
        case toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        // Get a keyed view on the card's JSON object.
        let fields: KeyedDecodingContainer<CodingKeys> = try decoder.container(keyedBy: CodingKeys.self)

        // Mandatory fields go straight into the properties (missing => keyNotFound).
        self.id = try fields.decode(UUID.self, forKey: .id)
        self.name = try fields.decode(String.self, forKey: .name)
        self.number = try fields.decode(String.self, forKey: .number)
        self.manaCost = try fields.decode(Mana.self, forKey: .manaCost)
        self.type = try fields.decode(String.self, forKey: .type)
        self.rarity = try fields.decode(Rarity.self, forKey: .rarity)

        // Combine the set code and set name into one value.
        self.set = Set(
            id: try fields.decode(String.self, forKey: .set),
            name: try fields.decode(String.self, forKey: .setName))

        // Missing rules text means an empty string.
        var rulesText: String = ""
        if let foundText: String = try fields.decodeIfPresent(String.self, forKey: .text) {
            rulesText = foundText
        }
        self.text = rulesText

        // Optional fields that are nil if absent.
        self.flavor = try fields.decodeIfPresent(String.self, forKey: .flavor)
        self.imageUrl = try fields.decodeIfPresent(URL.self, forKey: .imageUrl)

        // Power and toughness only make sense as a pair.
        var creatureStats: Attributes? = nil
        if let foundPower: String = try fields.decodeIfPresent(String.self, forKey: .power),
           let foundToughness: String = try fields.decodeIfPresent(String.self, forKey: .toughness) {
            creatureStats = Attributes(power: foundPower, toughness: foundToughness)
        }
        self.attributes = creatureStats

        // No rulings key means no rulings at all.
        var judgeRulings: Rulings = Rulings(texts: [])
        if let foundRulings: Rulings = try fields.decodeIfPresent(Rulings.self, forKey: .rulings) {
            judgeRulings = foundRulings
        }
        self.rulings = judgeRulings
    }
}
