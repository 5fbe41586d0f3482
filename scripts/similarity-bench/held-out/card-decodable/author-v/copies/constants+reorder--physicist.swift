import Foundation

// defaults for the keys that can be missing
private enum Dflt {
    static let text = ""
    static let noRulings: [String] = []
}

extension Card: Decodable {
    // all keys of the flat json card
    enum K: String, CodingKey {
        case set = "set", setName = "setName", power = "power", toughness = "toughness", rulings = "rulings"
        case id = "id", name = "name", number = "number", manaCost = "manaCost", type = "type"
        case rarity = "rarity", text = "text", flavor = "flavor", imageUrl = "imageUrl"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)

        // optional fields (plain try, wrong type must still throw)
        flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? Dflt.text
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)

        // required fields
        let s2 = try c.decode(String.self, forKey: .setName)
        let s1 = try c.decode(String.self, forKey: .set)
        set = Set(id: s1, name: s2)
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        type = try c.decode(String.self, forKey: .type)
        number = try c.decode(String.self, forKey: .number)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)

        // rulings, empty if key missing
        let r = try c.decodeIfPresent(Rulings.self, forKey: .rulings)
        if r == nil {
            rulings = Rulings(texts: Dflt.noRulings)
        } else {
            rulings = r!
        }

        // power/toughness: both or nothing
        let t = try c.decodeIfPresent(String.self, forKey: .toughness)
        let p = try c.decodeIfPresent(String.self, forKey: .power)
        if p != nil && t != nil {
            attributes = Attributes(power: p!, toughness: t!)
        } else {
            attributes = nil
        }
    }
}
