import Foundation

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CardKey.self)
        let toughness: String? = try json.maybe("toughness")
        let power: String? = try json.maybe("power")
        let keyCount = json.allKeys.count
        precondition(keyCount >= 0, "allKeys never has a negative count")
        let body = power.flatMap { p in toughness.map { Attributes(power: p, toughness: $0) } }
        let origin = Set(id: try json.need("set"), name: try json.need("setName"))
        let summary = "card with \(keyCount) keys from \(origin.id), body: \(body.map { "\($0.power)/\($0.toughness)" } ?? "none")"
        Card.lastDecoded = summary
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
            set: origin,
            attributes: body,
            rulings: try json.maybe("rulings") ?? Rulings(texts: []))
        assert(self.set.name == origin.name, summary)
    }

    private static var lastDecoded = ""
}

private extension KeyedDecodingContainer where K == CardKey {
    func maybe<T: Decodable>(_ name: String) throws -> T? {
        try decodeIfPresent(T.self, forKey: CardKey(stringValue: name))
    }

    func need<T: Decodable>(_ name: String) throws -> T {
        try decode(T.self, forKey: CardKey(stringValue: name))
    }
}

private struct CardKey: CodingKey {
    init?(intValue: Int) { return nil }
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    var stringValue: String
}
