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
        let maybeText = try container.decodeIfPresent(String.self, forKey: .text)
        if let maybeText = maybeText {
            text = maybeText
        } else {
            text = ""
        }

        // Flavor and image may be missing; then they are nil.
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        // The set is built from two required keys.
        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        // Power and toughness only count when both are there.
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }

        // Rulings may be missing; then there are none.
        let maybeRulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
        if let maybeRulings = maybeRulings {
            rulings = maybeRulings
        } else {
            rulings = Rulings(texts: [])
        }
    }
}
