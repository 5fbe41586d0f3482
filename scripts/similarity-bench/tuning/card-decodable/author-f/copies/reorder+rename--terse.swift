import Foundation

private func both<L, R>(_ left: L?, _ right: R?) -> (L, R)? {
    guard let left, let right else { return nil }
    return (left, right)
}

private extension KeyedDecodingContainer {
    func maybe<V: Decodable>(_ field: Key) throws -> V? {
        try decodeIfPresent(V.self, forKey: field)
    }

    func callAsFunction<V: Decodable>(_ field: Key) throws -> V {
        try decode(V.self, forKey: field)
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Field.self)
        id = try json(.id)
        name = try json(.name)
        number = try json(.number)
        manaCost = try json(.manaCost)
        type = try json(.type)
        rarity = try json(.rarity)
        set = Set(id: try json(.set), name: try json(.setName))
        imageUrl = try json.maybe(.imageUrl)
        flavor = try json.maybe(.flavor)
        text = try json.maybe(.text) ?? ""
        rulings = try json.maybe(.rulings) ?? Rulings(texts: [])
        let toughness: String? = try json.maybe(.toughness)
        let power: String? = try json.maybe(.power)
        attributes = both(power, toughness).map(Attributes.init)
    }
}

private enum Field: String, CodingKey {
    case rulings, toughness, power, setName, set
    case imageUrl, flavor, text, rarity, type, manaCost, number, name, id
}
