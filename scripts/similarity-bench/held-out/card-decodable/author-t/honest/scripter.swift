import Foundation

// keys by plain string, no enum
struct K: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(stringValue s: String) { stringValue = s }
    init?(intValue: Int) { return nil }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)
        func req(_ k: String) throws -> String { try c.decode(String.self, forKey: K(k)) }
        func opt(_ k: String) throws -> String? { try c.decodeIfPresent(String.self, forKey: K(k)) }

        id = try c.decode(UUID.self, forKey: K("id"))
        name = try req("name"); number = try req("number"); type = try req("type")
        manaCost = try c.decode(Mana.self, forKey: K("manaCost"))
        rarity = try c.decode(Rarity.self, forKey: K("rarity"))
        set = Set(id: try req("set"), name: try req("setName"))
        text = try opt("text") ?? ""
        flavor = try opt("flavor")
        imageUrl = try c.decodeIfPresent(URL.self, forKey: K("imageUrl"))
        let p = try opt("power"), t = try opt("toughness")
        attributes = (p != nil && t != nil) ? Attributes(power: p!, toughness: t!) : nil
        rulings = try c.decodeIfPresent(Rulings.self, forKey: K("rulings")) ?? Rulings(texts: [])
    }
}
