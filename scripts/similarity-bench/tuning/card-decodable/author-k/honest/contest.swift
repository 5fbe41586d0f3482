import Foundation

extension Card: Decodable {
    private enum K: String, CodingKey { case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings }

    init(from d: Decoder) throws {
        let c = try d.container(keyedBy: K.self)
        func s(_ k: K) throws -> String { try c.decode(String.self, forKey: k) }
        func o(_ k: K) throws -> String? { try c.decodeIfPresent(String.self, forKey: k) }
        id = try c.decode(UUID.self, forKey: .id); name = try s(.name); number = try s(.number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost); type = try s(.type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        text = try o(.text) ?? ""; flavor = try o(.flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
        self.set = Set(id: try s(.set), name: try s(.setName))
        let p = try o(.power), t = try o(.toughness)
        attributes = p != nil && t != nil ? Attributes(power: p!, toughness: t!) : nil
        rulings = try c.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
