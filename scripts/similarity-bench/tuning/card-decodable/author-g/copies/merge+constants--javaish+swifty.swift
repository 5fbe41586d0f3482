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

    private static let missingText = ""
    private static let noRulings: [String] = []

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CardKeys.self)

        func required<T: Decodable>(_ field: CardKeys) throws -> T {
            try json.decode(T.self, forKey: field)
        }
        func optional<T: Decodable>(_ field: CardKeys) throws -> T? {
            try json.decodeIfPresent(T.self, forKey: field)
        }

        let set = try CardReader.readSet(from: json)
        let attributes = try CardReader.readAttributes(from: json)

        self.init(
            id: try required(.id),
            name: try required(.name),
            number: try required(.number),
            manaCost: try required(.manaCost),
            type: try required(.type),
            rarity: try required(.rarity),
            text: try optional(.text) ?? Card.missingText,
            flavor: try optional(.flavor),
            imageUrl: try optional(.imageUrl),
            set: set,
            attributes: attributes,
            rulings: try optional(.rulings) ?? Rulings(texts: Card.noRulings)
        )
    }
}

/// Static helpers for the parts of a card built from more than one key.
enum CardReader {
    typealias Container = KeyedDecodingContainer<Card.CardKeys>

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
}
