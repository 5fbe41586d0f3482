import Foundation

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let cardJson = try decoder.container(keyedBy: CodingKeys.self)

        // --- optional fields (plain try, so a wrong type still throws) ---
        imageUrl = try cardJson.decodeIfPresent(URL.self, forKey: .imageUrl)
        flavor = try cardJson.decodeIfPresent(String.self, forKey: .flavor)
        let maybeText = try cardJson.decodeIfPresent(String.self, forKey: .text)
        text = maybeText ?? ""

        // --- required fields: a missing one means a broken card ---
        id = try cardJson.decode(UUID.self, forKey: .id)
        name = try cardJson.decode(String.self, forKey: .name)
        number = try cardJson.decode(String.self, forKey: .number)
        type = try cardJson.decode(String.self, forKey: .type)
        manaCost = try cardJson.decode(Mana.self, forKey: .manaCost)
        rarity = try cardJson.decode(Rarity.self, forKey: .rarity)

        // --- set: "set" + "setName" -> one Card.Set ---
        self.set = Card.Set(id: try cardJson.decode(String.self, forKey: .set),
                            name: try cardJson.decode(String.self, forKey: .setName))

        // --- rulings: no key at all -> empty list ---
        rulings = try cardJson.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Card.Rulings(texts: [])

        // --- attributes: (power, toughness) or nil ---
        attributes = makeAttributes(power: try cardJson.decodeIfPresent(String.self, forKey: .power),
                                    toughness: try cardJson.decodeIfPresent(String.self, forKey: .toughness))
    }
}

extension Card {
    // every key we look at in the (flat) card json
    enum CodingKeys: String, CodingKey {
        case rulings
        case power, toughness
        case set, setName
        case text, flavor, imageUrl
        case id, name, number, manaCost, type, rarity
    }
}

// power + toughness come as two separate keys; only build the pair when both exist
func makeAttributes(power: String?, toughness: String?) -> Card.Attributes? {
    if let power = power, let toughness = toughness {
        return Card.Attributes(power: power, toughness: toughness)
    }
    return nil  // one (or both) missing -> not a creature
}
