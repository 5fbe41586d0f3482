import Foundation

extension Card: Decodable {
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
        let container = try decoder.container(keyedBy: CodingKeys.self)

        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        var cardText = ""
        if let found = try container.decodeIfPresent(String.self, forKey: .text) {
            cardText = found
        }
        text = cardText

        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if power != nil && toughness != nil {
            attributes = Attributes(power: power!, toughness: toughness!)
        } else {
            attributes = nil
        }

        if let found = try container.decodeIfPresent(Rulings.self, forKey: .rulings) {
            rulings = found
        } else {
            rulings = Rulings(texts: [])
        }
    }
}
