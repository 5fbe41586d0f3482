import Foundation

private struct CardKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

private extension KeyedDecodingContainer where K == CardKey {
    func need<T: Decodable>(_ name: String) throws -> T {
        try decode(T.self, forKey: CardKey(stringValue: name))
    }

    func maybe<T: Decodable>(_ name: String) throws -> T? {
        try decodeIfPresent(T.self, forKey: CardKey(stringValue: name))
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CardKey.self)
        let power: String? = try json.maybe("power"), toughness: String? = try json.maybe("toughness")
        self.init(
            id: try json.need("id"),
            name: try json.need("name"),
            number: try json.need("number"),
            manaCost: try json.need("manaCost"),
            type: try json.need("type"),
            rarity: try json.need("rarity"),
            text: try json.maybe("text") ?? "",
            flavor: try json.maybe("flavor"),
            imageUrl: try json.maybe("imageUrl"),
            set: Set(id: try json.need("set"), name: try json.need("setName")),
            attributes: power.flatMap { p in toughness.map { Attributes(power: p, toughness: $0) } },
            rulings: try json.maybe("rulings") ?? Rulings(texts: []))
    }
}
