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
        func optional<T: Decodable>(_ key: CodingKeys) throws -> T? {
            try container.decodeIfPresent(T.self, forKey: key)
        }

        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        let setCode: String = try container.decode(String.self, forKey: .set)
        let setName: String = try container.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        let cardText: String? = try optional(.text)
        text = cardText ?? ""
        flavor = try optional(.flavor)
        imageUrl = try optional(.imageUrl)

        let power: String? = try optional(.power)
        let toughness: String? = try optional(.toughness)
        attributes = power.flatMap { p in toughness.map { Attributes(power: p, toughness: $0) } }

        guard let found: Rulings = try optional(.rulings) else {
            rulings = Rulings(texts: [])
            return
        }
        rulings = found
    }
}
