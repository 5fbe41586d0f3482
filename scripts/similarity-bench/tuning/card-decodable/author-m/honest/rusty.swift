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
            switch (power, toughness) {
            case let (.some(power), .some(toughness)):
                self = .creature(Attributes(power: power, toughness: toughness))
            case (.none, _), (_, .none):
                self = .noBody
            }
        }

        var attributes: Attributes? {
            switch self {
            case .creature(let attributes): return attributes
            case .noBody: return nil
            }
        }
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
        set = Set(
            id: try fields.decode(String.self, forKey: .setCode),
            name: try fields.decode(String.self, forKey: .setName))

        // Optional, but never tolerant: a wrong type still throws (plain `try`).
        text = try fields.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try fields.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try fields.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = Body(
            power: try fields.decodeIfPresent(String.self, forKey: .power),
            toughness: try fields.decodeIfPresent(String.self, forKey: .toughness)
        ).attributes
        rulings = try fields.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
