import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
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
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.readAttributes(from: container)
        let decodedRulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
        rulings = decodedRulings ?? Rulings(texts: [])
    }

    private static func readAttributes(from container: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        guard let power = try container.decodeIfPresent(String.self, forKey: .power),
              let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        else { return nil }
        return Attributes(power: power, toughness: toughness)
    }
}
