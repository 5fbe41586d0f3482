import Foundation

extension Card: Decodable {
    enum CardKeys: String, CodingKey {
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
        let container = try decoder.container(keyedBy: CardKeys.self)

        let id = try container.decode(UUID.self, forKey: .id)
        let name = try container.decode(String.self, forKey: .name)
        let number = try container.decode(String.self, forKey: .number)
        let manaCost = try container.decode(Mana.self, forKey: .manaCost)
        let type = try container.decode(String.self, forKey: .type)
        let rarity = try container.decode(Rarity.self, forKey: .rarity)

        let text = CardReader.textOrEmpty(try container.decodeIfPresent(String.self, forKey: .text))
        let flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        let imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        let set = try CardReader.readSet(from: container)
        let attributes = try CardReader.readAttributes(from: container)
        let rulings = try CardReader.readRulings(from: container)

        self.init(id: id, name: name, number: number, manaCost: manaCost, type: type,
                  rarity: rarity, text: text, flavor: flavor, imageUrl: imageUrl,
                  set: set, attributes: attributes, rulings: rulings)
    }
}

/// Static helpers for the parts of a card built from more than one key.
enum CardReader {
    typealias Container = KeyedDecodingContainer<Card.CardKeys>

    static func textOrEmpty(_ value: String?) -> String {
        switch value {
        case .some(let text):
            return text
        case .none:
            return ""
        }
    }

    static func readSet(from container: Container) throws -> Card.Set {
        let setId = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        return Card.Set(id: setId, name: setName)
    }

    static func readAttributes(from container: Container) throws -> Card.Attributes? {
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        switch (power, toughness) {
        case let (.some(p), .some(t)):
            return Card.Attributes(power: p, toughness: t)
        default:
            return nil
        }
    }

    static func readRulings(from container: Container) throws -> Card.Rulings {
        let rulings = try container.decodeIfPresent(Card.Rulings.self, forKey: .rulings)
        switch rulings {
        case .some(let found):
            return found
        case .none:
            return Card.Rulings(texts: [])
        }
    }
}
