import Foundation

extension Card: Decodable {

    /// Every JSON key a card may contain.
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
        let container: KeyedDecodingContainer<CodingKeys> = try decoder.container(keyedBy: CodingKeys.self)

        // Required properties: a missing key throws keyNotFound.
        self.id = try container.decode(UUID.self, forKey: .id)
        self.name = try container.decode(String.self, forKey: .name)
        self.number = try container.decode(String.self, forKey: .number)
        self.manaCost = try container.decode(Mana.self, forKey: .manaCost)
        self.type = try container.decode(String.self, forKey: .type)
        self.rarity = try container.decode(Rarity.self, forKey: .rarity)
        self.set = try Card.decodeSet(from: container)

        // Optional properties: absent is fine, a wrong type still throws.
        self.text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        self.flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        self.imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        self.attributes = try Card.decodeAttributes(from: container)
        self.rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Card.emptyRulings()
    }

    /// Builds the set from the two flat keys "set" and "setName".
    private static func decodeSet(from container: KeyedDecodingContainer<CodingKeys>) throws -> Card.Set {
        let setId: String = try container.decode(String.self, forKey: .set)
        let setName: String = try container.decode(String.self, forKey: .setName)
        return Card.Set(id: setId, name: setName)
    }

    /// Reads power and toughness; only a complete pair produces attributes.
    private static func decodeAttributes(from container: KeyedDecodingContainer<CodingKeys>) throws -> Card.Attributes? {
        let power: String? = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness: String? = try container.decodeIfPresent(String.self, forKey: .toughness)
        if !isCompletePair(power, toughness) {
            return nil
        }
        return Card.Attributes(power: power!, toughness: toughness!)
    }

    /// Validation: both values of the pair must be present.
    private static func isCompletePair(_ first: String?, _ second: String?) -> Bool {
        return first != nil && second != nil
    }

    private static func emptyRulings() -> Card.Rulings {
        return Card.Rulings(texts: [])
    }
}
