import Foundation

private enum CardField: String, CodingKey {
    case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
    case setCode = "set"
    case setTitle = "setName"
    case power, toughness, rulings
}

private extension KeyedDecodingContainer where Key == CardField {
    func required<T: Decodable>(_ key: CardField) throws -> T {
        try decode(T.self, forKey: key)
    }

    func optional<T: Decodable>(_ key: CardField) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardField.self)
        let power: String? = try c.optional(.power)
        let toughness: String? = try c.optional(.toughness)
        let body = power.flatMap { p in toughness.map { Attributes(power: p, toughness: $0) } }

        self.init(
            id: try c.required(.id),
            name: try c.required(.name),
            number: try c.required(.number),
            manaCost: try c.required(.manaCost),
            type: try c.required(.type),
            rarity: try c.required(.rarity),
            text: try c.optional(.text) ?? "",
            flavor: try c.optional(.flavor),
            imageUrl: try c.optional(.imageUrl),
            set: Set(id: try c.required(.setCode), name: try c.required(.setTitle)),
            attributes: body,
            rulings: try c.optional(.rulings) ?? Rulings(texts: [])
        )
    }
}
