import Foundation

/// Decoding a `Card` from one object of the search response.
///
/// The API is flat: `set` and `setName`, `power` and `toughness` all sit next
/// to the other keys. This conformance reads those flat keys and builds the
/// card's nested values (`Card.Set`, `Card.Attributes`) from them.
extension Card: Decodable {

    /// The keys of one card object, spelled as the JSON spells them.
    private enum CardKeys: String, CodingKey {
        /// The card's UUID. Required.
        case id
        /// The card's name. Required.
        case name
        /// The collector number, a string such as `"8"` or `"47a"`. Required.
        case number
        /// The mana cost, such as `"{3}{W}{W}"`. Required.
        case manaCost
        /// The type line, such as `"Creature — Angel"`. Required.
        case type
        /// The rarity, one of `Card.Rarity`'s raw values. Required.
        case rarity
        /// The rules text. Optional; a missing text means no text.
        case text
        /// The flavor text. Optional.
        case flavor
        /// The address of the card's image. Optional.
        case imageUrl
        /// The code of the set the card was printed in. Required.
        case set
        /// The name of the set the card was printed in. Required.
        case setName
        /// A creature's power. Only used together with `toughness`.
        case power
        /// A creature's toughness. Only used together with `power`.
        case toughness
        /// The judges' rulings. Optional; missing means no rulings.
        case rulings
    }

    /// Creates a card by reading the keys of one JSON object.
    ///
    /// - Parameter decoder: A decoder positioned at a card object.
    /// - Throws: `DecodingError.keyNotFound` when a required key is missing,
    ///   and `DecodingError.typeMismatch` when any key, optional or not, holds
    ///   a value of the wrong JSON type.
    internal init(from decoder: Decoder) throws {
        let container: KeyedDecodingContainer<CardKeys> = try decoder.container(keyedBy: CardKeys.self)

        // The required values. `decode` throws keyNotFound when a key is absent.
        let id: UUID = try container.decode(UUID.self, forKey: .id)
        let name: String = try container.decode(String.self, forKey: .name)
        let number: String = try container.decode(String.self, forKey: .number)
        let manaCost: Card.Mana = try container.decode(Card.Mana.self, forKey: .manaCost)
        let type: String = try container.decode(String.self, forKey: .type)
        let rarity: Card.Rarity = try container.decode(Card.Rarity.self, forKey: .rarity)
        let setCode: String = try container.decode(String.self, forKey: .set)
        let setName: String = try container.decode(String.self, forKey: .setName)

        // The optional values. `decodeIfPresent` returns nil for a missing key,
        // but a plain `try` keeps a wrong type an error.
        let text: String? = try container.decodeIfPresent(String.self, forKey: .text)
        let flavor: String? = try container.decodeIfPresent(String.self, forKey: .flavor)
        let imageUrl: URL? = try container.decodeIfPresent(URL.self, forKey: .imageUrl)
        let power: String? = try container.decodeIfPresent(String.self, forKey: .power)
        let toughness: String? = try container.decodeIfPresent(String.self, forKey: .toughness)
        let rulings: Card.Rulings? = try container.decodeIfPresent(Card.Rulings.self, forKey: .rulings)

        // The attributes exist only when both halves are present.
        let attributes: Card.Attributes?
        if let power = power, let toughness = toughness {
            attributes = Card.Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }

        self.id = id
        self.name = name
        self.number = number
        self.manaCost = manaCost
        self.type = type
        self.rarity = rarity
        self.text = text ?? ""
        self.flavor = flavor
        self.imageUrl = imageUrl
        self.set = Card.Set(id: setCode, name: setName)
        self.attributes = attributes
        self.rulings = rulings ?? Card.Rulings(texts: [])
    }
}
