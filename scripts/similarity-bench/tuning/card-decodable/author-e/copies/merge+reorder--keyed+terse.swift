import Foundation

private struct CardKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(intValue: Int) { return nil }
    init(stringValue: String) { self.stringValue = stringValue }
}

private extension KeyedDecodingContainer where K == CardKey {
    func maybe<T: Decodable>(_ name: String) throws -> T? {
        try decodeIfPresent(T.self, forKey: CardKey(stringValue: name))
    }

    func need<T: Decodable>(_ name: String) throws -> T {
        try decode(T.self, forKey: CardKey(stringValue: name))
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CardKey.self)

        // Always there.
        id = try container.need("id")
        name = try container.need("name")
        number = try container.need("number")
        manaCost = try container.need("manaCost")
        type = try container.need("type")
        rarity = try container.need("rarity")

        // The set is flattened in the JSON: two keys side by side.
        let setName: String = try container.need("setName")
        let setCode: String = try container.need("set")
        set = Set(id: setCode, name: setName)

        // Sometimes there.
        imageUrl = try container.maybe("imageUrl")
        flavor = try container.maybe("flavor")
        if let text: String = try container.maybe("text") {
            self.text = text
        } else {
            self.text = ""
        }

        if let rulings: Rulings = try container.maybe("rulings") {
            self.rulings = rulings
        } else {
            self.rulings = Rulings(texts: [])
        }

        let power: String? = try container.maybe("power")
        let toughness: String? = try container.maybe("toughness")
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
    }
}
