import Foundation

extension Card: Decodable {
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

    /// Decodes a card from one object of the API's `cards` array.
    ///
    /// - Throws: `DecodingError.keyNotFound` when a required key is missing,
    ///   `DecodingError.typeMismatch` when any key, optional or not, holds
    ///   a value of the wrong JSON type.
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        id = try container.decode(UUID.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        number = try container.decode(String.self, forKey: .number)
        manaCost = try container.decode(Mana.self, forKey: .manaCost)
        type = try container.decode(String.self, forKey: .type)
        rarity = try container.decode(Rarity.self, forKey: .rarity)
        set = try Card.decodeSet(from: container)

        text = try container.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try container.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.decodeAttributes(from: container)
        rulings = try Card.decodeRulings(from: container)
    }

    /// Builds the card's set from the two flat keys `set` and `setName`.
    ///
    /// - Parameter container: The card's keyed container.
    /// - Throws: `keyNotFound` when either key is missing.
    private static func decodeSet(from container: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        let code = try container.decode(String.self, forKey: .set)
        let setName = try container.decode(String.self, forKey: .setName)
        return Set(id: code, name: setName)
    }

    /// Builds a creature's attributes from the flat keys `power` and `toughness`.
    ///
    /// Both values are read before deciding, so that a wrongly typed value is
    /// reported even when the other key is missing.
    /// - Parameter container: The card's keyed container.
    /// - Returns: The attributes, or `nil` unless both keys are present.
    private static func decodeAttributes(from container: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let power = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness = try container.decodeIfPresent(String.self, forKey: .toughness)
        guard let power, let toughness else {
            return nil
        }
        return Attributes(power: power, toughness: toughness)
    }

    /// Reads the card's rulings, treating a missing key as "no rulings".
    ///
    /// - Parameter container: The card's keyed container.
    /// - Throws: Whatever `Card.Rulings` throws for a present but malformed value.
    private static func decodeRulings(from container: KeyedDecodingContainer<CodingKeys>) throws -> Rulings {
        let noRulings = Rulings(texts: [])
        return try container.decodeIfPresent(Rulings.self, forKey: .rulings) ?? noRulings
    }
}
