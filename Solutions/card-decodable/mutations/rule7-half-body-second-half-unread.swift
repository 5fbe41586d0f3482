// breaks: rule 7
// rule 7: the body is read as a pair with `guard let` over two decodes, so when `power` is missing `toughness` is never read, and a toughness of the wrong type next to a missing power decodes as no attributes instead of throwing typeMismatch.
// breaks only rule 7 because: a whole pair, half a pair and no pair decode as before (5), and a wrong type in a complete pair still throws when its key is read.
import Foundation

extension Card: Decodable {
    /// The JSON's keys, flat as the API sends them. Four of them have no
    /// property of their own: they are read to build `set` and `attributes`.
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl, rulings
        case set, setName, power, toughness
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)

        // One key, one property, and the card is unusable without it.
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)

        // Two required keys become one value.
        let code = try json.decode(String.self, forKey: .set)
        let setName = try json.decode(String.self, forKey: .setName)
        set = Set(id: code, name: setName)

        // Keys that may be absent: absence has a meaning of its own.
        text = try json.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)
        rulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])

        // A body exists only as a whole pair: stop at the first half missing.
        attributes = try Self.body(json)
    }

    private static func body(_ json: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        guard let power = try json.decodeIfPresent(String.self, forKey: .power),
              let toughness = try json.decodeIfPresent(String.self, forKey: .toughness) else { return nil }
        return Attributes(power: power, toughness: toughness)
    }
}
