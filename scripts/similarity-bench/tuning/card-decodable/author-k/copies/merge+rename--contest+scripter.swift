import Foundation

// pow + tough come as two separate keys; only build the pair when both exist
func buildStats(pow: String?, tough: String?) -> Card.Attributes? {
    if let pow = pow, let tough = tough {
        return Card.Attributes(power: pow, toughness: tough)
    }
    return nil  // one (or both) missing -> not a creature
}

extension Card: Decodable {
    private enum JK: String, CodingKey { case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, set, setName, power, toughness, rulings }

    init(from dec: Decoder) throws {
        let obj = try dec.container(keyedBy: JK.self)
        func req(_ k: JK) throws -> String { try obj.decode(String.self, forKey: k) }
        func opt(_ k: JK) throws -> String? { try obj.decodeIfPresent(String.self, forKey: k) }

        // --- required fields: a missing one means a broken card ---
        id = try obj.decode(UUID.self, forKey: .id); name = try req(.name); number = try req(.number)
        manaCost = try obj.decode(Mana.self, forKey: .manaCost); type = try req(.type)
        rarity = try obj.decode(Rarity.self, forKey: .rarity)

        // --- optional fields (plain try, so a wrong type still throws) ---
        text = try opt(.text) ?? ""; flavor = try opt(.flavor)
        imageUrl = try obj.decodeIfPresent(URL.self, forKey: .imageUrl)

        // --- set: "set" + "setName" -> one Card.Set ---
        let code = try req(.set)
        let setTitle = try req(.setName)
        self.set = Card.Set(id: code, name: setTitle)

        attributes = buildStats(pow: try opt(.power), tough: try opt(.toughness))

        // --- rulings: no key at all -> empty list ---
        let emptyRulings = Card.Rulings(texts: [])
        rulings = try obj.decodeIfPresent(Rulings.self, forKey: .rulings) ?? emptyRulings
    }
}
