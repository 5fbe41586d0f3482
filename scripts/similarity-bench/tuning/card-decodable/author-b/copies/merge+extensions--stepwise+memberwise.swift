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
}

private extension KeyedDecodingContainer where Key == CardField {
    func optional<T: Decodable>(_ key: CardField) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CardField.self)

        // Required fields.
        id = try container.required(.id)
        name = try container.required(.name)
        number = try container.required(.number)
        manaCost = try container.required(.manaCost)
        type = try container.required(.type)
        rarity = try container.required(.rarity)

        // The set is spread over two flat keys.
        let setCode: String = try container.required(.setCode)
        let setName: String = try container.required(.setTitle)
        set = Set(id: setCode, name: setName)

        // Optional fields, with a default where absence means "nothing".
        text = try container.optional(.text) ?? ""
        flavor = try container.optional(.flavor)
        imageUrl = try container.optional(.imageUrl)

        attributes = try Card.body(in: container)
        rulings = try container.optional(.rulings) ?? Rulings(texts: [])
    }
}

extension Card {
    fileprivate static func body(in c: KeyedDecodingContainer<CardField>) throws -> Attributes? {
        let power: String? = try c.optional(.power)
        let toughness: String? = try c.optional(.toughness)
        return power.flatMap { p in toughness.map { Attributes(power: p, toughness: $0) } }
    }
}
