import Foundation

private enum CardField: String, CodingKey {
    case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
    case setCode = "set"
    case setTitle = "setName"
    case power, toughness, rulings
}

private enum CardDefaults {
    static let missingText = ""
    static let noRulings = Card.Rulings(texts: [])
    static let maxLoggedCards = 64
}

/// Names of the cards decoded so far, newest last (for debugging).
private var decodedCardLog: [String] = []

private extension KeyedDecodingContainer where Key == CardField {
    func required<T: Decodable>(_ key: CardField) throws -> T {
        try decode(T.self, forKey: key)
    }

    func optional<T: Decodable>(_ key: CardField) throws -> T? {
        let value = try decodeIfPresent(T.self, forKey: key)
        if value == nil {
            assert(!contains(key) || (try? decodeNil(forKey: key)) == true,
                   "decodeIfPresent only returns nil for missing or null keys")
        }
        return value
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardField.self)
        let power: String? = try c.optional(.power)
        let toughness: String? = try c.optional(.toughness)
        let body = power.flatMap { p in toughness.map { Attributes(power: p, toughness: $0) } }
        let hasHalfBody = (power == nil) != (toughness == nil)

        self.init(
            id: try c.required(.id),
            name: try c.required(.name),
            number: try c.required(.number),
            manaCost: try c.required(.manaCost),
            type: try c.required(.type),
            rarity: try c.required(.rarity),
            text: try c.optional(.text) ?? CardDefaults.missingText,
            flavor: try c.optional(.flavor),
            imageUrl: try c.optional(.imageUrl),
            set: Set(id: try c.required(.setCode), name: try c.required(.setTitle)),
            attributes: body,
            rulings: try c.optional(.rulings) ?? CardDefaults.noRulings
        )

        let note = hasHalfBody ? " (only one of power/toughness, no attributes)" : ""
        decodedCardLog.append("\(name) #\(number) [\(set.id)]\(note)")
        if decodedCardLog.count > CardDefaults.maxLoggedCards {
            decodedCardLog.removeFirst()
        }
    }
}
