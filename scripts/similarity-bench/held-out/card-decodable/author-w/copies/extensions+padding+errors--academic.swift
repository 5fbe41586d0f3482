import Foundation

extension Card {
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

    /// Postcondition: on success, `id` is the JSON's `set` and `name` its `setName`;
    /// on failure, the error the container threw, unchanged.
    private static func decodeSet(from container: KeyedDecodingContainer<FlatKeys>) -> Result<Set, Error> {
        Result {
            let identifier = try container.decode(String.self, forKey: .set)
            let setName = try container.decode(String.self, forKey: .setName)
            return Set(id: identifier, name: setName)
        }
    }
}

extension Card: Decodable {
    /// The value of `rulings` when the key is absent.
    private static let noRulings = Rulings(texts: [])

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: FlatKeys.self)
        // Invariant maintained below: `absentOptionalKeys` counts the optional
        // keys that were absent; it is bounded by the number of optional keys.
        var absentOptionalKeys = 0

        // Required keys: absence yields `keyNotFound` (rule 1).
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        set = try Card.decodeSet(from: container).get()

        // Optional keys: absence is tolerated, but a present value of the wrong
        // type must still throw `typeMismatch` (rule 7), hence `try`, never `try?`.
        let optionalText = try container.decodeIfPresent(String.self, forKey: .text)
        absentOptionalKeys += optionalText == nil ? 1 : 0
        text = optionalText ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        absentOptionalKeys += flavor == nil ? 1 : 0
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        absentOptionalKeys += imageUrl == nil ? 1 : 0
        attributes = try Card.decodeAttributes(from: container)
        absentOptionalKeys += attributes == nil ? 1 : 0
        let optionalRulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
        absentOptionalKeys += optionalRulings == nil ? 1 : 0
        rulings = optionalRulings ?? Card.noRulings

        assert((0...5).contains(absentOptionalKeys), "at most five optional groups can be absent")
    }
}
