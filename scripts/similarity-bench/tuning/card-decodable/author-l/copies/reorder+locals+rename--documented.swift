import Foundation

/// Decoding a `Card` from one object of the search response.
///
/// The API is flat: `set` and `setName`, `power` and `toughness` all sit next
/// to the other keys. This conformance reads those flat keys and builds the
/// card's nested values (`Card.Set`, `Card.Attributes`) from them.
extension Card: Decodable {

    /// Creates a card by reading the keys of one JSON object.
    ///
    /// - Parameter decoder: A decoder positioned at a card object.
    /// - Throws: `DecodingError.keyNotFound` when a required key is missing,
    ///   and `DecodingError.typeMismatch` when any key, optional or not, holds
    ///   a value of the wrong JSON type.
    internal init(from decoder: Decoder) throws {
        let fields: KeyedDecodingContainer<Field> = try decoder.container(keyedBy: Field.self)

        // The required values. `decode` throws keyNotFound when a key is absent.
        self.id = try fields.decode(UUID.self, forKey: .identifier)
        self.name = try fields.decode(String.self, forKey: .title)
        self.number = try fields.decode(String.self, forKey: .collectorNumber)
        self.manaCost = try fields.decode(Card.Mana.self, forKey: .cost)
        self.type = try fields.decode(String.self, forKey: .typeLine)
        self.rarity = try fields.decode(Card.Rarity.self, forKey: .scarcity)
        self.set = Card.Set(id: try fields.decode(String.self, forKey: .setCode),
                            name: try fields.decode(String.self, forKey: .setTitle))

        // The optional values. `decodeIfPresent` returns nil for a missing key,
        // but a plain `try` keeps a wrong type an error.
        self.text = try fields.decodeIfPresent(String.self, forKey: .rulesText) ?? ""
        self.flavor = try fields.decodeIfPresent(String.self, forKey: .flavorText)
        self.imageUrl = try fields.decodeIfPresent(URL.self, forKey: .image)
        self.rulings = try fields.decodeIfPresent(Card.Rulings.self, forKey: .judgements) ?? Card.Rulings(texts: [])

        // The attributes exist only when both halves are present.
        let strength: String? = try fields.decodeIfPresent(String.self, forKey: .strength)
        let endurance: String? = try fields.decodeIfPresent(String.self, forKey: .endurance)
        if let strength = strength, let endurance = endurance {
            self.attributes = Card.Attributes(power: strength, toughness: endurance)
        } else {
            self.attributes = nil
        }
    }

    /// The keys of one card object, spelled as the JSON spells them.
    private enum Field: String, CodingKey {
        /// The judges' rulings. Optional; missing means no rulings.
        case judgements = "rulings"
        /// A creature's power. Only used together with `toughness`.
        case strength = "power"
        /// A creature's toughness. Only used together with `power`.
        case endurance = "toughness"
        /// The code of the set the card was printed in. Required.
        case setCode = "set"
        /// The name of the set the card was printed in. Required.
        case setTitle = "setName"
        /// The rules text. Optional; a missing text means no text.
        case rulesText = "text"
        /// The flavor text. Optional.
        case flavorText = "flavor"
        /// The address of the card's image. Optional.
        case image = "imageUrl"
        /// The card's UUID. Required.
        case identifier = "id"
        /// The card's name. Required.
        case title = "name"
        /// The collector number, a string such as `"8"` or `"47a"`. Required.
        case collectorNumber = "number"
        /// The mana cost, such as `"{3}{W}{W}"`. Required.
        case cost = "manaCost"
        /// The type line, such as `"Creature — Angel"`. Required.
        case typeLine = "type"
        /// The rarity, one of `Card.Rarity`'s raw values. Required.
        case scarcity = "rarity"
    }
}
