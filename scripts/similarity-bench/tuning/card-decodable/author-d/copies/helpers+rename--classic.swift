import Foundation

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    private static func printing(in box: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        let code = try box.decode(String.self, forKey: .set)
        let title = try box.decode(String.self, forKey: .setName)
        return Set(id: code, name: title)
    }

    private static func stats(in box: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let p = try box.decodeIfPresent(String.self, forKey: .power)
        let t = try box.decodeIfPresent(String.self, forKey: .toughness)
        var out: Attributes? = nil
        if let p = p, let t = t {
            out = Attributes(power: p, toughness: t)
        }
        return out
    }

    private static func notes(in box: KeyedDecodingContainer<CodingKeys>) throws -> Rulings {
        try box.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }

    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: CodingKeys.self)

        let uuid = try box.decode(UUID.self, forKey: .id)
        let title = try box.decode(String.self, forKey: .name)
        let collector = try box.decode(String.self, forKey: .number)
        let cost = try box.decode(Mana.self, forKey: .manaCost)
        let kind = try box.decode(String.self, forKey: .type)
        let scarcity = try box.decode(Rarity.self, forKey: .rarity)

        let printing = try Card.printing(in: box)

        let body = try box.decodeIfPresent(String.self, forKey: .text) ?? ""
        let flavour = try box.decodeIfPresent(String.self, forKey: .flavor)
        let art = try box.decodeIfPresent(URL.self, forKey: .imageUrl)

        self.init(id: uuid, name: title, number: collector, manaCost: cost,
                  type: kind, rarity: scarcity, text: body, flavor: flavour,
                  imageUrl: art, set: printing,
                  attributes: try Card.stats(in: box), rulings: try Card.notes(in: box))
    }
}
