import Foundation

extension Card: Decodable {
    private static let noText = ""
    private static let noRulings = Rulings(texts: [])

    enum CodingKeys: String, CodingKey {
        case rulings
        case power, toughness
        case set, setName
        case text, flavor, imageUrl
        case id, name, number, manaCost, type, rarity
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        let setName = try container.decode(String.self, forKey: .setName)
        let setCode = try container.decode(String.self, forKey: .set)
        set = Set(id: setCode, name: setName)

        rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Self.noRulings

        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }

        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? Self.noText
    }
}
