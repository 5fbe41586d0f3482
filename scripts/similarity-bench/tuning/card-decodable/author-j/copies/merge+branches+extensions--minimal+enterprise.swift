import Foundation

extension Card {
    /// Every key a card may hold in the search response.
    enum CardCodingKey: String, CodingKey {
        case identifier = "id"
        case name = "name"
        case collectorNumber = "number"
        case manaCost = "manaCost"
        case typeLine = "type"
        case rarity = "rarity"
        case rulesText = "text"
        case flavorText = "flavor"
        case imageUrl = "imageUrl"
        case setCode = "set"
        case setName = "setName"
        case power = "power"
        case toughness = "toughness"
        case rulings = "rulings"
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardCodingKey.self)
        id = try c.decode(UUID.self, forKey: .identifier)
        name = try c.decode(String.self, forKey: .name)
        number = try c.decode(String.self, forKey: .collectorNumber)
        manaCost = try c.decode(Mana.self, forKey: .manaCost)
        type = try c.decode(String.self, forKey: .typeLine)
        rarity = try c.decode(Rarity.self, forKey: .rarity)
        text = try c.decodeIfPresent(String.self, forKey: .rulesText) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .flavorText)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .imageUrl)
        set = Set(id: try c.decode(String.self, forKey: .setCode), name: try c.decode(String.self, forKey: .setName))
        let power = try c.decodeIfPresent(String.self, forKey: .power)
        let toughness = try c.decodeIfPresent(String.self, forKey: .toughness)
        switch (power, toughness) {
        case let (power?, toughness?):
            attributes = Attributes(power: power, toughness: toughness)
        default:
            attributes = nil
        }
        rulings = try Card.makeRulings(from: c)
    }
}

extension Card {
    /// Decodes the rulings, or an empty list when the key is missing.
    static func makeRulings(from container: KeyedDecodingContainer<CardCodingKey>) throws -> Rulings {
        guard let presentRulings = try container.decodeIfPresent(Rulings.self, forKey: .rulings) else {
            return Rulings(texts: [])
        }
        return presentRulings
    }
}
