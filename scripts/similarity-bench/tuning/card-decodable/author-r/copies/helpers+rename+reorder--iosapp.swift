import Foundation

// MARK: - Decodable

extension Card: Decodable {

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CardField.self)

        // MARK: Optional (still `try`, so a wrong type blows up)
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)
        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)
        text = try values.decodeIfPresent(String.self, forKey: .text) ?? ""
        rulings = try Card.readRulings(in: values)
        attributes = try Card.readAttributes(in: values)

        // MARK: Required
        rarity = try values.decode(Rarity.self, forKey: .rarity)
        type = try values.decode(String.self, forKey: .type)
        manaCost = try values.decode(Mana.self, forKey: .manaCost)
        set = try Card.readSet(in: values)
        number = try values.decode(String.self, forKey: .number)
        name = try values.decode(String.self, forKey: .name)
        id = try values.decode(UUID.self, forKey: .id)
    }

    private enum CardField: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case setID = "set"
        case setTitle = "setName"
        case power, toughness
        case rulings
    }

    // MARK: Helpers

    private static func readSet(in values: KeyedDecodingContainer<CardField>) throws -> Set {
        let code = try values.decode(String.self, forKey: .setID)
        let title = try values.decode(String.self, forKey: .setTitle)
        return Set(id: code, name: title)
    }

    /// Power / toughness only make sense together
    private static func readAttributes(in values: KeyedDecodingContainer<CardField>) throws -> Attributes? {
        let toughness = try values.decodeIfPresent(String.self, forKey: .toughness)
        let power = try values.decodeIfPresent(String.self, forKey: .power)
        guard let power = power, let toughness = toughness else {
            return nil
        }
        return Attributes(power: power, toughness: toughness)
    }

    private static func readRulings(in values: KeyedDecodingContainer<CardField>) throws -> Rulings {
        let decoded = try values.decodeIfPresent(Rulings.self, forKey: .rulings)
        return decoded ?? Rulings(texts: [])
    }
}
