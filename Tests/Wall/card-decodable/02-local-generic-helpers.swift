// style: generic helpers (local functions); type inference from the property
import Foundation

extension Card: Decodable {
    private enum CardField: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardField.self)
        func required<T: Decodable>(_ key: CardField) throws -> T {
            try fields.decode(T.self, forKey: key)
        }
        func optional<T: Decodable>(_ key: CardField) throws -> T? {
            try fields.decodeIfPresent(T.self, forKey: key)
        }

        id = try required(.id)
        name = try required(.name)
        number = try required(.number)
        manaCost = try required(.manaCost)
        type = try required(.type)
        rarity = try required(.rarity)
        set = Card.Set(id: try required(.set), name: try required(.setName))
        text = try optional(.text) ?? ""
        flavor = try optional(.flavor)
        imageUrl = try optional(.imageUrl)
        let power: String? = try optional(.power)
        let toughness: String? = try optional(.toughness)
        attributes = power.flatMap { power in toughness.map { Attributes(power: power, toughness: $0) } }
        rulings = try optional(.rulings) ?? Rulings(texts: [])
    }
}
