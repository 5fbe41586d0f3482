import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, rulings
        case set, setName, power, toughness
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Field.self)
        let power = try c.decodeIfPresent(String.self, forKey: .power)
        let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
        let attributes = power.flatMap { p in toughness.map { t in Attributes(power: p, toughness: t) } }
        self.init(
            id: try c.decode(UUID.self, forKey: .id), name: try c.decode(String.self, forKey: .name),
            number: try c.decode(String.self, forKey: .number), manaCost: try c.decode(Mana.self, forKey: .manaCost),
            type: try c.decode(String.self, forKey: .type), rarity: try c.decode(Rarity.self, forKey: .rarity),
            text: try c.decodeIfPresent(String.self, forKey: .text) ?? "",
            flavor: try c.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: try c.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: Set(id: try c.decode(String.self, forKey: .set), name: try c.decode(String.self, forKey: .setName)),
            attributes: attributes,
            rulings: try c.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: []))
    }
}
