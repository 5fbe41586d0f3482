import Foundation

/// A small value the API flattens into two string keys next to each other.
protocol FlatPair {
    init(_ left: String, _ right: String)
}

extension Card.Set: FlatPair {
    init(_ left: String, _ right: String) {
        self.init(id: left, name: right)
    }
}

extension Card.Attributes: FlatPair {
    init(_ left: String, _ right: String) {
        self.init(power: left, toughness: right)
    }
}

extension KeyedDecodingContainerProtocol {
    /// Only a value when both keys are there.
    func pairIfBothPresent<T: FlatPair>(_ type: T.Type, _ leftKey: Key, _ rightKey: Key) throws -> T? {
        let left = try decodeIfPresent(String.self, forKey: leftKey)
        let right = try decodeIfPresent(String.self, forKey: rightKey)
        if let left {
            if let right {
                return T(left, right)
            }
        }
        return nil
    }
}

/// Decoding a `Card` from one object of the search response.
///
/// The API is flat: `set` and `setName`, `power` and `toughness` all sit next
/// to the other keys. This conformance reads those flat keys and builds the
/// card's nested values (`Card.Set`, `Card.Attributes`) from them.
extension Card: Decodable {

    /// The keys of one card object, spelled as the JSON spells them.
    private enum JSONKey: String, CodingKey {
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
        case setCode = "set"
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
    ///   and `DecodingError.typeMismatch` when any key holds the wrong JSON type.
    internal init(from decoder: Decoder) throws {
        let keyed: KeyedDecodingContainer<JSONKey> = try decoder.container(keyedBy: JSONKey.self)

        let uuid: UUID = try keyed.decode(UUID.self, forKey: .id)
        let cardName: String = try keyed.decode(String.self, forKey: .name)
        let collector: String = try keyed.decode(String.self, forKey: .number)
        let cost: Card.Mana = try keyed.decode(Card.Mana.self, forKey: .manaCost)
        let typeLine: String = try keyed.decode(String.self, forKey: .type)
        let scarcity: Card.Rarity = try keyed.decode(Card.Rarity.self, forKey: .rarity)

        let rules: String? = try keyed.decodeIfPresent(String.self, forKey: .text)
        let flavorText: String? = try keyed.decodeIfPresent(String.self, forKey: .flavor)
        let image: URL? = try keyed.decodeIfPresent(URL.self, forKey: .imageUrl)
        let judgements: Card.Rulings? = try keyed.decodeIfPresent(Card.Rulings.self, forKey: .rulings)

        self.init(
            id: uuid,
            name: cardName,
            number: collector,
            manaCost: cost,
            type: typeLine,
            rarity: scarcity,
            text: rules ?? "",
            flavor: flavorText,
            imageUrl: image,
            set: Card.Set(try keyed.decode(String.self, forKey: .setCode),
                          try keyed.decode(String.self, forKey: .setName)),
            attributes: try keyed.pairIfBothPresent(Card.Attributes.self, .power, .toughness),
            rulings: judgements ?? Card.Rulings(texts: [])
        )
    }
}
