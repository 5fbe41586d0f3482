import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case number
        case manaCost
        case type
        case rarity
        case text
        case flavor
        case imageUrl
        case set
        case setName
        case power
        case toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)

        // required
        id = try c.decode(UUID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .number)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .type)
        rarity = try c.decode(Rarity.self, forKey: .rarity)

        // set is two flat keys
        let sid = try c.decode(String.self, forKey: .set)
        let sname = try c.decode(String.self, forKey: .setName)
        set = Set(id: sid, name: sname)

        // optional, but wrong type must still throw -> plain try
        text = try c.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)

        // power/toughness only as a pair
        let p = try c.decodeIfPresent(String.self, forKey: .power)
        let t = try c.decodeIfPresent(String.self, forKey: .toughness)
        if p != nil && t != nil {
            attributes = Attributes(power: p!, toughness: t!)
        } else {
            attributes = nil
        }

        if c.contains(.rulings) {
            rulings = try c.decode(Rulings.self, forKey: .rulings)
        } else {
            rulings = Rulings(texts: [])
        }
    }
}
