import Foundation

extension Card: Decodable {
    // Every key the JSON of a card can have.
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
        // The card is a JSON object.
        let container = try decoder.container(keyedBy: CodingKeys.self)

        // Required values.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // The text may be missing; then it is empty.
        text = try container.optional(.text, default: "")

        // Flavor and image may be missing; then they are nil.
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        set = try container.cardSet
        attributes = try container.cardAttributes

        // Rulings may be missing; then there are none.
        rulings = try container.optional(.rulings, default: Rulings(texts: []))
    }
}

private extension KeyedDecodingContainer where K == Card.CodingKeys {
    func optional<T: Decodable>(_ field: K, default fallback: T) throws -> T {
        try decodeIfPresent(T.self, forKey: field) ?? fallback
    }

    var cardSet: Card.Set {
        get throws {
            Card.Set(id: try decode(String.self, forKey: .set),
                     name: try decode(String.self, forKey: .setName))
        }
    }

    var cardAttributes: Card.Attributes? {
        get throws {
            let power = try decodeIfPresent(String.self, forKey: .power)
            let toughness = try decodeIfPresent(String.self, forKey: .toughness)
            if let power, let toughness {
                return Card.Attributes(power: power, toughness: toughness)
            }
            return nil
        }
    }
}
