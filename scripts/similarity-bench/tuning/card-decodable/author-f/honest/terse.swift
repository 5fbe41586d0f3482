import Foundation

private enum CardKey: String, CodingKey {
    case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
    case set, setName, power, toughness, rulings
}

private extension KeyedDecodingContainer {
    func callAsFunction<T: Decodable>(_ key: Key) throws -> T {
        try decode(T.self, forKey: key)
    }

    func optional<T: Decodable>(_ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardKey.self)
        id = try c(.id)
        name = try c(.name)
        number = try c(.number)
        manaCost = try c(.manaCost)
        type = try c(.type)
        rarity = try c(.rarity)
        set = Set(id: try c(.set), name: try c(.setName))
        text = try c.optional(.text) ?? ""
        flavor = try c.optional(.flavor)
        imageUrl = try c.optional(.imageUrl)
        let power: String? = try c.optional(.power)
        let toughness: String? = try c.optional(.toughness)
        attributes = zip(power, toughness).map(Attributes.init)
        rulings = try c.optional(.rulings) ?? Rulings(texts: [])
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
