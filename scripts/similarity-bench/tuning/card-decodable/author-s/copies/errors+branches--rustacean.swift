import Foundation

extension Card: Decodable {
    /// Every key the JSON card may hold. The model is shaped differently:
    /// `set`/`setName` and `power`/`toughness` each become one value.
    private enum CardField: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    private typealias Fields = KeyedDecodingContainer<CardField>

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardField.self)
        self.init(
            id: try fields.decode(UUID.self, forKey: .id),
            name: try fields.decode(String.self, forKey: .name),
            number: try fields.decode(String.self, forKey: .number),
            manaCost: try fields.decode(Mana.self, forKey: .manaCost),
            type: try fields.decode(String.self, forKey: .type),
            rarity: try fields.decode(Rarity.self, forKey: .rarity),
            text: try Self.decodeText(from: fields).get(),
            flavor: try fields.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: try fields.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: try Self.decodeSet(from: fields).get(),
            attributes: try Self.decodeAttributes(from: fields).get(),
            rulings: try Self.decodeRulings(from: fields).get()
        )
    }

    /// Absent text is no text: the empty string.
    private static func decodeText(from fields: Fields) -> Result<String, Error> {
        Result { try fields.decodeIfPresent(String.self, forKey: .text) ?? "" }
    }

    /// Both `set` and `setName` are required.
    private static func decodeSet(from fields: Fields) -> Result<Set, Error> {
        Result {
            let id = try fields.decode(String.self, forKey: .set)
            let name = try fields.decode(String.self, forKey: .setName)
            return Set(id: id, name: name)
        }
    }

    /// Present only when both halves are present; a wrong type still throws.
    private static func decodeAttributes(from fields: Fields) -> Result<Attributes?, Error> {
        Result {
            let power = try fields.decodeIfPresent(String.self, forKey: .power)
            let toughness = try fields.decodeIfPresent(String.self, forKey: .toughness)
            return pairAttributes(power: power, toughness: toughness)
        }
    }

    /// Pure pairing of the two optional halves.
    private static func pairAttributes(power: String?, toughness: String?) -> Attributes? {
        if let power = power, let toughness = toughness {
            return Attributes(power: power, toughness: toughness)
        } else {
            return nil
        }
    }

    /// No `rulings` key means no rulings.
    private static func decodeRulings(from fields: Fields) -> Result<Rulings, Error> {
        Result { try fields.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: []) }
    }
}
