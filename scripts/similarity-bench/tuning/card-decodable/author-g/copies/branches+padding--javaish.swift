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
        var trace: [String] = []

        let id = try container.decode(UUID.self, forKey: .id)
        let name = try container.decode(String.self, forKey: .name)
        let number = try container.decode(String.self, forKey: .number)
        let manaCost = try container.decode(Mana.self, forKey: .manaCost)
        let type = try container.decode(String.self, forKey: .type)
        let rarity = try container.decode(Rarity.self, forKey: .rarity)
        trace.append("required fields read for \(name) #\(number)")

        let text = CardReader.textOrEmpty(try container.decodeIfPresent(String.self, forKey: .text))
        let flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        let imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        trace.append("text: \(text.count) chars, flavor: \(flavor != nil), image: \(imageUrl != nil)")

        let set = try CardReader.readSet(from: container)
        let attributes = try CardReader.readAttributes(from: container)
        let rulings = try CardReader.readRulings(from: container)
        trace.append("set \(set.id), \(rulings.texts.count) rulings")
        assert(trace.count == 3, "every stage of the card should be traced")
        CardReader.lastTrace = trace.joined(separator: "; ")

        self.init(id: id, name: name, number: number, manaCost: manaCost, type: type,
                  rarity: rarity, text: text, flavor: flavor, imageUrl: imageUrl,
                  set: set, attributes: attributes, rulings: rulings)
    }
}

/// Static helpers for the parts of a card built from more than one key.
enum CardReader {
    typealias Container = KeyedDecodingContainer<Card.CardKeys>
    static var lastTrace = ""

    static func textOrEmpty(_ value: String?) -> String {
        if let text = value {
            return text
        }
        return ""
    }

    static func readSet(from container: Container) throws -> Card.Set {
        let setId = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        assert(!container.codingPath.contains { $0.stringValue == "set" }, "set is read at card level")
        return Card.Set(id: setId, name: setName)
    }

    static func readAttributes(from container: Container) throws -> Card.Attributes? {
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if let p = power, let t = toughness {
            return Card.Attributes(power: p, toughness: t)
        } else {
            return nil
        }
    }

    static func readRulings(from container: Container) throws -> Card.Rulings {
        let rulings = try container.decodeIfPresent(Card.Rulings.self, forKey: .rulings)
        if let found = rulings {
            return found
        } else {
            return Card.Rulings(texts: [])
        }
    }
}
