import Foundation

extension Card: Decodable {
    /// The keys of a card object in the API's response.
    ///
    /// The JSON is flat: the set's code and name, and a creature's power and
    /// toughness, sit beside the card's other keys.
    enum CardField: String, CodingKey {
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
        let fields = try decoder.container(keyedBy: CardField.self)
        var absent: [String] = []

        id = try fields.decode(UUID.self, forKey: .id)
        name = try fields.decode(String.self, forKey: .name)
        number = try fields.decode(String.self, forKey: .number)
        manaCost = try fields.decode(Mana.self, forKey: .manaCost)
        type = try fields.decode(String.self, forKey: .type)
        rarity = try fields.decode(Rarity.self, forKey: .rarity)
        set = try Card.readSet(in: fields)

        let maybeText = try fields.decodeIfPresent(String.self, forKey: .text)
        if maybeText == nil { absent.append(CardField.text.stringValue) }
        text = maybeText ?? ""
        flavor = try fields.decodeIfPresent(String.self, forKey: .flavor)
        if flavor == nil { absent.append(CardField.flavor.stringValue) }
        imageUrl = try fields.decodeIfPresent(URL.self, forKey: .imageUrl)
        if imageUrl == nil { absent.append(CardField.imageUrl.stringValue) }
        attributes = try Card.readAttributes(in: fields)
        rulings = try Card.readRulings(in: fields)
        assert(absent.count <= 3, "only three optional strings can be absent: \(absent)")
    }

    /// Builds the card's set from the two flat keys `set` and `setName`.
    ///
    /// - Parameter fields: The card's keyed container.
    /// - Throws: `keyNotFound` when either key is missing.
    private static func readSet(in fields: KeyedDecodingContainer<CardField>) throws -> Set {
        let setCode = try fields.decode(String.self, forKey: .set)
        let setTitle = try fields.decode(String.self, forKey: .setName)
        return Set(id: setCode, name: setTitle)
    }

    /// Builds a creature's attributes from the flat keys `power` and `toughness`.
    ///
    /// Both values are read before deciding, so that a wrongly typed value is
    /// reported even when the other key is missing.
    /// - Parameter fields: The card's keyed container.
    /// - Returns: The attributes, or `nil` unless both keys are present.
    private static func readAttributes(in fields: KeyedDecodingContainer<CardField>) throws -> Attributes? {
        let powerValue = try fields.decodeIfPresent(String.self, forKey: .power)
        let toughnessValue = try fields.decodeIfPresent(String.self, forKey: .toughness)
        if let powerValue {
            if let toughnessValue {
                return Attributes(power: powerValue, toughness: toughnessValue)
            }
        }
        return nil
    }

    /// Reads the card's rulings, treating a missing key as "no rulings".
    ///
    /// - Parameter fields: The card's keyed container.
    /// - Throws: Whatever `Card.Rulings` throws for a present but malformed value.
    private static func readRulings(in fields: KeyedDecodingContainer<CardField>) throws -> Rulings {
        let empty = Rulings(texts: [])
        let found = try fields.decodeIfPresent(Rulings.self, forKey: .rulings)
        return found ?? empty
    }
}
