import Foundation

// A card in the API's JSON is flat: `set` and `setName` sit beside every other
// key, and so do `power` and `toughness`. Our `Card` model groups them into
// small types. Writing `init(from:)` ourselves is what lets the two shapes
// differ: the JSON decides which keys we read, the model decides what we
// build from them.

extension Card: Decodable {

    /// Every key this initializer reads, spelt exactly as the JSON spells it.
    /// Keys the card does not need (such as `cmc` or `colors`) are simply not
    /// listed, so they are never looked at.
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

        // Step 1: the required values. `decode` throws `keyNotFound` when a
        // key is missing and `typeMismatch` when its value has the wrong type.
        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)

        // Step 2: the set is built from two required keys.
        let setCode = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        // Step 3: optional values. `decodeIfPresent` returns nil for a missing
        // key, but it still throws for a value of the wrong type. That is why
        // we use a plain `try` and never `try?` here (rule 7).
        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)

        // Step 4: a creature's body exists only when both halves are there.
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }

        // Step 5: a card without a `rulings` key simply has no rulings.
        let decodedRulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings)
        rulings = decodedRulings ?? Rulings(texts: [])
    }
}
