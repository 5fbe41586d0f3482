import Foundation

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardField.self)
        let toughness: String? = try c.optional(.toughness)
        let power: String? = try c.optional(.power)
        let body = toughness.flatMap { t in power.map { Attributes(power: $0, toughness: t) } }
        precondition((body != nil) == (power != nil && toughness != nil),
                     "attributes exist exactly when both halves do")

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

        let summary = "decoded \(name) (\(rarity.rawValue)) with \(rulings.texts.count) ruling(s)"
        CardDecodingTrace.lines.append(summary)
        if CardDecodingTrace.verbose {
            print(summary)
        }
    }
}

private enum CardDecodingTrace {
    static var lines: [String] = []
    static let verbose = ProcessInfo.processInfo.environment["CARD_TRACE"] == "1"
}

private extension KeyedDecodingContainer where Key == CardField {
    func optional<T: Decodable>(_ key: CardField) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}

private extension KeyedDecodingContainer where Key == CardField {
    func required<T: Decodable>(_ key: CardField) throws -> T {
        let value = try decode(T.self, forKey: key)
        return value
    }
}

private enum CardField: String, CodingKey {
    case rulings, power, toughness
    case setTitle = "setName"
    case setCode = "set"
    case imageUrl, flavor, text, rarity, type, manaCost, number, name, id
}
