import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        func required<T: Decodable>(_ key: Field) throws -> T {
            try fields.decode(T.self, forKey: key)
        }
        func optional<T: Decodable>(_ key: Field) throws -> T? {
            try fields.decodeIfPresent(T.self, forKey: key)
        }

        let power: String? = try optional(.power)
        let toughness: String? = try optional(.toughness)

        self.init(
            id: try required(.id),
            name: try required(.name),
            number: try required(.number),
            manaCost: try required(.manaCost),
            type: try required(.type),
            rarity: try required(.rarity),
            text: try optional(.text) ?? "",
            flavor: try optional(.flavor),
            imageUrl: try optional(.imageUrl),
            set: Card.Set(id: try required(.set), name: try required(.setName)),
            attributes: power.flatMap { p in toughness.map { Card.Attributes(power: p, toughness: $0) } },
            rulings: try optional(.rulings) ?? Card.Rulings(texts: [])
        )
    }
}
