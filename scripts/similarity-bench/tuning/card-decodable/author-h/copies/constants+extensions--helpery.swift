import Foundation

private enum CardField: String, CodingKey {
    case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
    case set, setName, power, toughness, rulings
}

extension Card: Decodable {
    private static let missingText = ""
    private static let noRulings = Card.Rulings(texts: [])

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardField.self)
        self.init(
            id: try fields.required(.id),
            name: try fields.required(.name),
            number: try fields.required(.number),
            manaCost: try fields.required(.manaCost),
            type: try fields.required(.type),
            rarity: try fields.required(.rarity),
            text: try fields.optional(.text, default: Card.missingText),
            flavor: try fields.optional(.flavor),
            imageUrl: try fields.optional(.imageUrl),
            set: try fields.cardSet,
            attributes: try fields.cardAttributes,
            rulings: try fields.optional(.rulings, default: Card.noRulings)
        )
    }
}

private extension KeyedDecodingContainer where K == CardField {
    var cardAttributes: Card.Attributes? {
        get throws {
            let power: String? = try optional(.power)
            let toughness: String? = try optional(.toughness)
            guard let power, let toughness else { return nil }
            return Card.Attributes(power: power, toughness: toughness)
        }
    }

    var cardSet: Card.Set {
        get throws { Card.Set(id: try required(.set), name: try required(.setName)) }
    }
}

private extension KeyedDecodingContainer where K == CardField {
    func optional<T: Decodable>(_ field: CardField, default fallback: T) throws -> T {
        try decodeIfPresent(T.self, forKey: field) ?? fallback
    }

    func optional<T: Decodable>(_ field: CardField) throws -> T? {
        try decodeIfPresent(T.self, forKey: field)
    }

    func required<T: Decodable>(_ field: CardField) throws -> T {
        try decode(T.self, forKey: field)
    }
}
