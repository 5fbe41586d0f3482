import Foundation

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: FlatKeys.self)

        // Optional keys: absence is tolerated, but a present value of the wrong
        // type must still throw `typeMismatch` (rule 7), hence `try`, never `try?`.
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? Card.absentText
        rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        attributes = try Card.decodeAttributes(from: container)

        // Required keys: absence yields `keyNotFound` (rule 1).
        set = try Card.decodeSet(from: container)
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
    }

    /// Returns a value if and only if both `power` and `toughness` are present.
    private static func decodeAttributes(from container: KeyedDecodingContainer<FlatKeys>) throws -> Attributes? {
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        switch (power, toughness) {
        case let (.some(power), .some(toughness)):
            return Attributes(power: power, toughness: toughness)
        case (.none, _), (_, .none):
            return nil
        }
    }

    /// Postcondition: `result.id` is the JSON's `set`, `result.name` its `setName`.
    private static func decodeSet(from container: KeyedDecodingContainer<FlatKeys>) throws -> Set {
        Set(id: try container.decode(String.self, forKey: .set),
            name: try container.decode(String.self, forKey: .setName))
    }

    /// The value of `text` when the key is absent.
    private static let absentText = ""

    /// The keys of the flat JSON representation of a card.
    ///
    /// The representation is flatter than the model: `set`/`setName` and
    /// `power`/`toughness` are each folded into a single property.
    private enum FlatKeys: String, CodingKey {
        case rulings
        case power, toughness
        case set, setName
        case text, flavor, imageUrl
        case id, name, number, manaCost, type, rarity
    }
}
