import Foundation

extension Card {
    /// The keys of a card object in the API's response.
    ///
    /// The JSON is flat: the set's code and name, and a creature's power and
    /// toughness, sit beside the card's other keys.
    enum CodingKeys: String, CodingKey {
        /// The card's UUID. Required.
        case id
        /// The card's name. Required.
        case name
        /// The collector number, kept as text. Required.
        case number
        /// The mana cost string, e.g. `{3}{W}{W}`. Required.
        case manaCost
        /// The type line. Required.
        case type
        /// The rarity's name. Required.
        case rarity
        /// The rules text. Optional; defaults to the empty string.
        case text
        /// The flavor text. Optional.
        case flavor
        /// The address of the card's picture. Optional.
        case imageUrl
        /// The set's code, e.g. `IMA`. Required.
        case set
        /// The set's full name. Required.
        case setName
        /// A creature's power. Optional, only meaningful with `toughness`.
        case power
        /// A creature's toughness. Optional, only meaningful with `power`.
        case toughness
        /// The judges' rulings. Optional; defaults to no rulings.
        case rulings
    }
}

private extension Card {
    /// Builds a creature's attributes from the flat keys `power` and `toughness`.
    ///
    /// Both values are read before deciding, so that a wrongly typed value is
    /// reported even when the other key is missing.
    /// - Parameter container: The card's keyed container.
    /// - Returns: The attributes, or `nil` unless both keys are present.
    static func decodeAttributes(from container: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        guard let power, let toughness else {
            return nil
        }
        return Attributes(power: power, toughness: toughness)
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)

        // required fields
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        let s1 = try c.decode(String.self, forKey: .set)
        let s2 = try c.decode(String.self, forKey: .setName)
        set = Set(id: s1, name: s2)

        // optional fields (plain try, wrong type must still throw)
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.decodeAttributes(from: c)

        // rulings, empty if key missing
        let r = try c.decodeIfPresent(Rulings.self, forKey: .rulings)
        if r == nil {
            rulings = Rulings(texts: [])
        } else {
            rulings = r!
        }
    }
}
