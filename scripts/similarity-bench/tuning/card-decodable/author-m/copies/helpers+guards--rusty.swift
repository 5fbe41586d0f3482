import Foundation

extension Card: Decodable {
    /// Every key a card can carry in the flat API response. `set` is only the
    /// set's code here; the model's `Set` is built from two keys.
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case setCode = "set"
        case setName
        case power, toughness
        case rulings
    }

    /// Power and toughness only mean something as a pair.
    private enum Body {
        case creature(Attributes)
        case noBody

        init(power: String?, toughness: String?) {
            guard let power = power, let toughness = toughness else {
                self = .noBody
                return
            }
            self = .creature(Attributes(power: power, toughness: toughness))
        }

        var attributes: Attributes? {
            guard case .creature(let attributes) = self else { return nil }
            return attributes
        }
    }

    /// The set is two required keys side by side in the card.
    private static func readSet(from fields: KeyedDecodingContainer<Field>) throws -> Set {
        let code = try fields.decode(String.self, forKey: .setCode)
        let title = try fields.decode(String.self, forKey: .setName)
        return Set(id: code, name: title)
    }

    /// Both keys read as optionals; the pair exists only when both do.
    private static func readBody(from fields: KeyedDecodingContainer<Field>) throws -> Attributes? {
        let power = try fields.decodeIfPresent(String.self, forKey: .power)
        let toughness = try fields.decodeIfPresent(String.self, forKey: .toughness)
        return Body(power: power, toughness: toughness).attributes
    }

    /// No key means no rulings, not an error.
    private static func readRulings(from fields: KeyedDecodingContainer<Field>) throws -> Rulings {
        guard let rulings = try fields.decodeIfPresent(Rulings.self, forKey: .rulings) else {
            return Rulings(texts: [])
        }
        return rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)

        // Required: a card without one of these is a broken response.
        id = try fields.decode(UUID.self, forKey: .id)
        name = try fields.decode(String.self, forKey: .name)
        number = try fields.decode(String.self, forKey: .number)
        manaCost = try fields.decode(Mana.self, forKey: .manaCost)
        type = try fields.decode(String.self, forKey: .type)
        rarity = try fields.decode(Rarity.self, forKey: .rarity)
        set = try Card.readSet(from: fields)

        // Optional, but never tolerant: a wrong type still throws (plain `try`).
        text = try fields.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try fields.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try fields.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.readBody(from: fields)
        rulings = try Card.readRulings(from: fields)
    }
}
