import Foundation

private enum CardKey: String, CodingKey {
    case id, name, number, manaCost, type, rarity
    case text, flavor, imageUrl
    case set, setName
    case power, toughness
    case rulings
}

private func pairUp(from source: KeyedDecodingContainer<CardKey>) throws -> Card.Attributes? {
    let left = try source.decodeIfPresent(String.self, forKey: .power)
    let right = try source.decodeIfPresent(String.self, forKey: .toughness)
    switch (left, right) {
    case let (left?, right?):
        return Card.Attributes(power: left, toughness: right)
    default:
        return nil
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let source = try decoder.container(keyedBy: CardKey.self)

        id = try source.decode(UUID.self, forKey: .id)
        name = try source.decode(String.self, forKey: .name)
        number = try source.decode(String.self, forKey: .number)
        manaCost = try source.decode(Mana.self, forKey: .manaCost)
        type = try source.decode(String.self, forKey: .type)
        rarity = try source.decode(Rarity.self, forKey: .rarity)

        text = try source.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try source.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try source.decodeIfPresent(URL.self, forKey: .imageUrl)

        set = Set(id: try source.decode(String.self, forKey: .set),
                  name: try source.decode(String.self, forKey: .setName))
        attributes = try pairUp(from: source)
        rulings = try source.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
