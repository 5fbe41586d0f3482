import Foundation

extension Card: Decodable {
    // Every key the JSON of a card can have.
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

    // The set is built from two required keys.
    private static func readSet(from container: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        return Set(id: try container.decode(String.self, forKey: .set),
                   name: try container.decode(String.self, forKey: .setName))
    }

    // Power and toughness only count when both are there.
    private static func readAttributes(from container: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if let power = power, let toughness = toughness {
            return Attributes(power: power, toughness: toughness)
        } else {
            return nil
        }
    }

    init(from decoder: Decoder) throws {
        // The card is a JSON object.
        let container = try decoder.container(keyedBy: CodingKeys.self)

        // Required values.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // The text may be missing; then it is empty.
        if let foundText = try container.decodeIfPresent(String.self, forKey: .text) {
            text = foundText
        } else {
            text = ""
        }

        // Flavor and image may be missing; then they are nil.
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        set = try Card.readSet(from: container)
        attributes = try Card.readAttributes(from: container)

        // Rulings may be missing; then there are none.
        if let foundRulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) {
            rulings = foundRulings
        } else {
            rulings = Rulings(texts: [])
        }
    }
}
