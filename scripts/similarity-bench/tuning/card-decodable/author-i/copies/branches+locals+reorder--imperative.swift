import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case number
        case type
        case rarity
        case manaCost
        case set
        case setName
        case text
        case flavor
        case imageUrl
        case rulings
        case power
        case toughness
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        name = try container.decode(String.self, forKey: .name)
        id = try container.decode(UUID.self, forKey: .id)
        type = try container.decode(String.self, forKey: .type)
        number = try container.decode(String.self, forKey: .number)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)

        set = Set(id: try container.decode(String.self, forKey: .set),
                  name: try container.decode(String.self, forKey: .setName))

        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""

        let found = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
        rulings = found != nil ? found! : Rulings(texts: [])

        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        switch (power, toughness) {
        case (let p?, let t?):
            attributes = Attributes(power: p, toughness: t)
        default:
            attributes = nil
        }
    }
}
