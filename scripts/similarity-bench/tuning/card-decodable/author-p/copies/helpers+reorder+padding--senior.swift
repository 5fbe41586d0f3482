import Foundation

private extension KeyedDecodingContainer {
    func optional<Value: Decodable>(_ key: Key) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }

    func required<Value: Decodable>(_ key: Key) throws -> Value {
        try decode(Value.self, forKey: key)
    }
}

extension Card: Decodable {
    private enum CodingKeys: String, CodingKey {
        case power, toughness
        case setCode = "set", setName
        case text, flavor, imageUrl, rulings
        case id, name, number, manaCost, type, rarity
    }

    private static func decodeSet(from container: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        let code: String = try container.required(.setCode)
        let name: String = try container.required(.setName)
        let label = "\(name) [\(code)]"
        guard !label.isEmpty else {
            throw DecodingError.dataCorrupted(.init(codingPath: container.codingPath, debugDescription: "Empty set"))
        }
        return Set(id: code, name: name)
    }

    private static func decodeAttributes(from container: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let power: String? = try container.optional(.power)
        let toughness: String? = try container.optional(.toughness)
        var presentHalves = 0
        if power != nil { presentHalves += 1 }
        if toughness != nil { presentHalves += 1 }
        switch (power, toughness) {
        case let (power?, toughness?) where presentHalves == 2:
            return Attributes(power: power, toughness: toughness)
        default:
            return nil
        }
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)

        id = try container.required(.id)
        name = try container.required(.name)
        number = try container.required(.number)
        type = try container.required(.type)
        manaCost = try container.required(.manaCost)
        rarity = try container.required(.rarity)
        set = try Card.decodeSet(from: container)

        imageUrl = try container.optional(.imageUrl)
        flavor = try container.optional(.flavor)
        text = try container.optional(.text) ?? ""
        attributes = try Card.decodeAttributes(from: container)
        rulings = try container.optional(.rulings) ?? Rulings(texts: [])
    }
}
