import Foundation

extension Card: Decodable {
    // Every key the JSON of a card can have.
    enum Field: String, CodingKey {
        case set
        case setName
        case id
        case name
        case number
        case type
        case rarity
        case manaCost
        case power
        case toughness
        case text
        case flavor
        case imageUrl
        case rulings
    }

    init(from decoder: Decoder) throws {
        // The card is a JSON object.
        let values = try decoder.container(keyedBy: Field.self)

        // Required values.
        id = try values.decode(UUID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        number = try values.decode(String.self, forKey: .number)
        type = try values.decode(String.self, forKey: .type)
        rarity = try values.decode(Rarity.self, forKey: .rarity)
        manaCost = try values.decode(Mana.self, forKey: .manaCost)

        // The set is built from two required keys.
        let code = try values.decode(String.self, forKey: .set)
        let title = try values.decode(String.self, forKey: .setName)
        set = Set(id: code, name: title)

        // Flavor and image may be missing; then they are nil.
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)
        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)

        // The text may be missing; then it is empty.
        let rulesText = try values.decodeIfPresent(String.self, forKey: .text)
        if let rulesText = rulesText {
            text = rulesText
        } else {
            text = ""
        }

        // Rulings may be missing; then there are none.
        let foundRulings = try values.decodeIfPresent(Rulings.self, forKey: .rulings)
        if let foundRulings = foundRulings {
            rulings = foundRulings
        } else {
            rulings = Rulings(texts: [])
        }

        // Power and toughness only count when both are there.
        let attack = try values.decodeIfPresent(String.self, forKey: .power)
        let defense = try values.decodeIfPresent(String.self, forKey: .toughness)
        if let attack = attack, let defense = defense {
            attributes = Attributes(power: attack, toughness: defense)
        } else {
            attributes = nil
        }
    }
}
