import Foundation

// power + toughness come as two separate keys; only build the pair when both exist
func makeAttributes(power: String?, toughness: String?) -> Card.Attributes? {
    if let power = power, let toughness = toughness {
        return Card.Attributes(power: power, toughness: toughness)
    }
    return nil  // one (or both) missing -> not a creature
}

extension Card: Decodable {
    // every key we look at in the (flat) card json
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let cardJson = try decoder.container(keyedBy: CodingKeys.self)

        // --- required fields: a missing one means a broken card ---
        id = try cardJson.decode(UUID.self, forKey: .id)
        name = try cardJson.decode(String.self, forKey: .name)
        number = try cardJson.decode(String.self, forKey: .number)
        manaCost = try cardJson.decode(Mana.self, forKey: .manaCost)
        type = try cardJson.decode(String.self, forKey: .type)
        rarity = try cardJson.decode(Rarity.self, forKey: .rarity)

        // --- optional fields (plain try, so a wrong type still throws) ---
        text = try cardJson.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try cardJson.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try cardJson.decodeIfPresent(URL.self, forKey: .imageUrl)

        // --- set: "set" + "setName" -> one Card.Set ---
        let setCode = try cardJson.decode(String.self, forKey: .set)
        let setName = try cardJson.decode(String.self, forKey: .setName)
        self.set = Card.Set(id: setCode, name: setName)

        // --- attributes: (power, toughness) or nil ---
        let power = try cardJson.decodeIfPresent(String.self, forKey: .power)
        let toughness = try cardJson.decodeIfPresent(String.self, forKey: .toughness)
        attributes = makeAttributes(power: power, toughness: toughness)

        // --- rulings: no key at all -> empty list ---
        let noRulings = Card.Rulings(texts: [])
        rulings = try cardJson.decodeIfPresent(Rulings.self, forKey: .rulings) ?? noRulings
    }
}
