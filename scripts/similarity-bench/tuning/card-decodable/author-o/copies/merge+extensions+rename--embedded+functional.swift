import Foundation

/// Both values, or nothing: the applicative "and" for two optionals.
private func pairUp<A, B>(_ first: A?, _ second: B?) -> (A, B)? {
    first.flatMap { x in second.map { y in (x, y) } }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let k = try decoder.container(keyedBy: CardJSONKey.self)

        // required
        id = try k.decode(UUID.self, forKey: .id)
        name = try k.decode(String.self, forKey: .name)
        number = try k.decode(String.self, forKey: .number)
        manaCost = try k.decode(Mana.self, forKey: .manaCost)
        type = try k.decode(String.self, forKey: .type)
        rarity = try k.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try k.decode(String.self, forKey: .set),
                  name: try k.decode(String.self, forKey: .setName))

        // optional, but wrong type must still throw -> plain try
        text = try k.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try k.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try k.decodeIfPresent(URL.self, forKey: .imageUrl)
        rulings = try k.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])

        attributes = try pairUp(k.decodeIfPresent(String.self, forKey: .power),
                                k.decodeIfPresent(String.self, forKey: .toughness))
            .map { Attributes(power: $0.0, toughness: $0.1) }
    }
}

extension Card {
    /// Every key the flat JSON card can hold that we care about.
    fileprivate enum CardJSONKey: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }
}
