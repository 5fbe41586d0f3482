import Foundation

/// Both values, or nothing: the applicative "and" for two optionals.
private func both<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    a.flatMap { a in b.map { b in (a, b) } }
}

extension Card: Decodable {
    /// Every key the flat JSON card can hold that we care about.
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Field.self)

        // Two tiny readers, so the construction below reads like the model.
        func required<T: Decodable>(_ key: Field) throws -> T {
            try json.decode(T.self, forKey: key)
        }
        func optional<T: Decodable>(_ key: Field) throws -> T? {
            try json.decodeIfPresent(T.self, forKey: key)
        }

        let body: (String, String)? = try both(optional(.power), optional(.toughness))

        try self.init(
            id: required(.id),
            name: required(.name),
            number: required(.number),
            manaCost: required(.manaCost),
            type: required(.type),
            rarity: required(.rarity),
            text: optional(.text) ?? "",
            flavor: optional(.flavor),
            imageUrl: optional(.imageUrl),
            set: Set(id: required(.set), name: required(.setName)),
            attributes: body.map { Attributes(power: $0.0, toughness: $0.1) },
            rulings: optional(.rulings) ?? Rulings(texts: [])
        )
    }
}
