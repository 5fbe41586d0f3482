import Foundation

extension Card: Decodable {
    // flat JSON keys, the model groups some of them
    private enum Keys: String, CodingKey {
        case rulings
        case power, toughness
        case set, setName
        case text, flavor, imageUrl
        case id, name, number, manaCost, type, rarity
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Keys.self)

        let id = try json.decode(UUID.self, forKey: .id)
        let name = try json.decode(String.self, forKey: .name)
        let number = try json.decode(String.self, forKey: .number)
        let manaCost = try json.decode(Mana.self, forKey: .manaCost)
        let type = try json.decode(String.self, forKey: .type)
        let rarity = try json.decode(Rarity.self, forKey: .rarity)
        let setCode = try json.decode(String.self, forKey: .set)
        let setName = try json.decode(String.self, forKey: .setName)

        let rulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        let imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)
        let flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        let text = try json.decodeIfPresent(String.self, forKey: .text) ?? ""

        // they only make sense as a pair
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let attributes = power.flatMap { p in toughness.map { t in Attributes(power: p, toughness: t) } }

        self.init(
            id: id,
            name: name,
            number: number,
            manaCost: manaCost,
            type: type,
            rarity: rarity,
            text: text,
            flavor: flavor,
            imageUrl: imageUrl,
            set: Set(id: setCode, name: setName),
            attributes: attributes,
            rulings: rulings
        )
    }
}
