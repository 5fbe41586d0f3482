import Foundation

private enum Keys {
    static let id = "id", name = "name", number = "number", type = "type"
    static let mana = "manaCost", rarity = "rarity", set = "set", setName = "setName"
    static let text = "text", flavor = "flavor", image = "imageUrl"
    static let power = "power", toughness = "toughness", rulings = "rulings"
}

// keys by plain string, no enum
struct K: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ s: String) { stringValue = s }
    init?(intValue: Int) { return nil }
    init?(stringValue s: String) { stringValue = s }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)

        rarity = try c.decode(Rarity.self, forKey: K(Keys.rarity))
        manaCost = try c.decode(Mana.self, forKey: K(Keys.mana))
        id = try c.decode(UUID.self, forKey: K(Keys.id))
        type = try c.decode(String.self, forKey: K(Keys.type)); number = try c.decode(String.self, forKey: K(Keys.number)); name = try c.decode(String.self, forKey: K(Keys.name))
        set = Set(id: try c.decode(String.self, forKey: K(Keys.set)), name: try c.decode(String.self, forKey: K(Keys.setName)))
        rulings = try c.decodeIfPresent(Rulings.self, forKey: K(Keys.rulings)) ?? Rulings(texts: [])
        imageUrl = try c.decodeIfPresent(URL.self, forKey: K(Keys.image))
        flavor = try c.decodeIfPresent(String.self, forKey: K(Keys.flavor))
        text = try c.decodeIfPresent(String.self, forKey: K(Keys.text)) ?? ""
        let p = try c.decodeIfPresent(String.self, forKey: K(Keys.power)), t = try c.decodeIfPresent(String.self, forKey: K(Keys.toughness))
        attributes = (p != nil && t != nil) ? Attributes(power: p!, toughness: t!) : nil
    }
}
