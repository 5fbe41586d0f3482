import Foundation

extension Card: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl, rulings
        case setCode = "set", setName
        case power, toughness
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        id = try container.required(.id)
        name = try container.required(.name)
        number = try container.required(.number)
        manaCost = try container.required(.manaCost)
        type = try container.required(.type)
        rarity = try container.required(.rarity)
        set = Set(id: try container.required(.setCode), name: try container.required(.setName))

        text = try container.optional(.text) ?? ""
        flavor = try container.optional(.flavor)
        imageUrl = try container.optional(.imageUrl)
        rulings = try container.optional(.rulings) ?? Rulings(texts: [])

        switch (try container.optional(.power) as String?, try container.optional(.toughness) as String?) {
        case let (power?, toughness?):
            attributes = Attributes(power: power, toughness: toughness)
        default:
            attributes = nil
        }
    }
}

private extension KeyedDecodingContainer {
    func required<Value: Decodable>(_ key: Key) throws -> Value {
        try decode(Value.self, forKey: key)
    }

    func optional<Value: Decodable>(_ key: Key) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }
}
