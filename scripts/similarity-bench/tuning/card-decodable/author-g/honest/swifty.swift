import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Field.self)

        func required<T: Decodable>(_ field: Field) throws -> T {
            try json.decode(T.self, forKey: field)
        }
        func optional<T: Decodable>(_ field: Field) throws -> T? {
            try json.decodeIfPresent(T.self, forKey: field)
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
            set: Set(id: try required(.set), name: try required(.setName)),
            attributes: power.flatMap { p in toughness.map { Attributes(power: p, toughness: $0) } },
            rulings: try optional(.rulings) ?? Rulings(texts: [])
        )
    }
}
