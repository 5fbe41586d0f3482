import Foundation

private enum Field: String, CodingKey {
    case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
    case set, setName, power, toughness, rulings
}

private extension KeyedDecodingContainer where K == Field {
    func required<T: Decodable>(_ field: Field) throws -> T {
        try decode(T.self, forKey: field)
    }

    func optional<T: Decodable>(_ field: Field) throws -> T? {
        try decodeIfPresent(T.self, forKey: field)
    }

    func attributes() throws -> Card.Attributes? {
        let power: String? = try optional(.power)
        let toughness: String? = try optional(.toughness)
        guard let power, let toughness else { return nil }
        return Card.Attributes(power: power, toughness: toughness)
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Field.self)
        let attributes = try json.attributes()

        self.init(
            id: try json.required(.id),
            name: try json.required(.name),
            number: try json.required(.number),
            manaCost: try json.required(.manaCost),
            type: try json.required(.type),
            rarity: try json.required(.rarity),
            text: try json.optional(.text) ?? "",
            flavor: try json.optional(.flavor),
            imageUrl: try json.optional(.imageUrl),
            set: Set(id: try json.required(.set), name: try json.required(.setName)),
            attributes: attributes,
            rulings: try json.optional(.rulings) ?? Rulings(texts: [])
        )
    }
}
