import Foundation

// MARK: - Decodable

extension Card: Decodable {

    private enum Keys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case setCode = "set"
        case setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)

        // MARK: Required
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try container.decode(String.self, forKey: .setCode),
                  name: try container.decode(String.self, forKey: .setName))

        // MARK: Optional (still `try`, so a wrong type blows up)
        switch try container.decodeIfPresent(String.self, forKey: .text) {
        case .some(let value):
            text = value
        case .none:
            text = ""
        }
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        switch try container.decodeIfPresent(Rulings.self, forKey: .rulings) {
        case .some(let value):
            rulings = value
        case .none:
            rulings = Rulings(texts: [])
        }

        // Power / toughness only make sense together
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if let power = power {
            if let toughness = toughness {
                attributes = Attributes(power: power, toughness: toughness)
            } else {
                attributes = nil
            }
        } else {
            attributes = nil
        }
    }
}
