import Foundation

extension Card: Decodable {
    // all keys of the flat json card
    enum K: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    // power/toughness: both or nothing
    private static func rdAttr(_ c: KeyedDecodingContainer<K>) throws -> Attributes? {
        let p = try c.decodeIfPresent(String.self, forKey: .power)
        let t = try c.decodeIfPresent(String.self, forKey: .toughness)
        switch (p, t) {
        case let (p?, t?):
            return Attributes(power: p, toughness: t)
        default:
            return nil
        }
    }

    // rulings, empty if key missing
    private static func rdRul(_ c: KeyedDecodingContainer<K>) throws -> Rulings {
        let r = try c.decodeIfPresent(Rulings.self, forKey: .rulings)
        switch r {
        case .none:
            return Rulings(texts: [])
        case .some(let x):
            return x
        }
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: K.self)

        // required fields
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        let s1 = try c.decode(String.self, forKey: .set)
        let s2 = try c.decode(String.self, forKey: .setName)
        set = Set(id: s1, name: s2)

        // optional fields (plain try, wrong type must still throw)
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)

        attributes = try Card.rdAttr(c)
        rulings = try Card.rdRul(c)
    }
}
