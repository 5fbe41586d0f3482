// expect-pass
// Its own key enum name, contains(_:) for the pair, and a helper for the
// optional strings.
import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        func optionalString(_ key: Field) throws -> String? {
            try fields.decodeIfPresent(String.self, forKey: key)
        }
        id = try fields.decode(UUID.self, forKey: .id)
        name = try fields.decode(String.self, forKey: .name)
        number = try fields.decode(String.self, forKey: .number)
        manaCost = try fields.decode(Card.Mana.self, forKey: .manaCost)
        type = try fields.decode(String.self, forKey: .type)
        rarity = try fields.decode(Card.Rarity.self, forKey: .rarity)
        text = try optionalString(.text) ?? ""
        flavor = try optionalString(.flavor)
        imageUrl = try fields.decodeIfPresent(URL.self, forKey: .imageUrl)
        set = Card.Set(id: try fields.decode(String.self, forKey: .set),
                       name: try fields.decode(String.self, forKey: .setName))
        if fields.contains(.power) && fields.contains(.toughness) {
            attributes = Card.Attributes(power: try fields.decode(String.self, forKey: .power),
                                         toughness: try fields.decode(String.self, forKey: .toughness))
        } else {
            _ = try optionalString(.power)
            _ = try optionalString(.toughness)
            attributes = nil
        }
        if fields.contains(.rulings) {
            rulings = try fields.decode(Card.Rulings.self, forKey: .rulings)
        } else {
            rulings = Card.Rulings(texts: [])
        }
    }
}
