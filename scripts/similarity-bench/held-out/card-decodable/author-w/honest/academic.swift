import Foundation

extension Card: Decodable {
    /// The keys of the flat JSON representation of a card.
    ///
    /// The representation is flatter than the model: `set`/`setName` and
    /// `power`/`toughness` are each folded into a single property.
    private enum FlatKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    /// The value of `rulings` when the key is absent.
    private static let noRulings = Rulings(texts: [])

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: FlatKeys.self)

        // Required keys: absence yields `keyNotFound` (rule 1).
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        set = try Card.decodeSet(from: container)

        // Optional keys: absence is tolerated, but a present value of the wrong
        // type must still throw `typeMismatch` (rule 7), hence `try`, never `try?`.
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.decodeAttributes(from: container)
        rulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Card.noRulings
    }

    /// Postcondition: `result.id` is the JSON's `set`, `result.name` its `setName`.
    private static func decodeSet(from container: KeyedDecodingContainer<FlatKeys>) throws -> Set {
        let identifier = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        return Set(id: identifier, name: setName)
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
}
