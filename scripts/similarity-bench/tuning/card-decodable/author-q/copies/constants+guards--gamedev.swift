import Foundation

extension Card: Decodable {
    private enum CardKey: String, CodingKey {
        case Id = "id"
        case Name = "name"
        case Number = "number"
        case ManaCost = "manaCost"
        case CardType = "type"
        case Rarity = "rarity"
        case Text = "text"
        case Flavor = "flavor"
        case ImageUrl = "imageUrl"
        case SetCode = "set"
        case SetName = "setName"
        case Power = "power"
        case Toughness = "toughness"
        case Rulings = "rulings"
    }

    private static let NoRulings: Card.Rulings = Card.Rulings(texts: [])

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardKey.self)

        id = try c.decode(UUID.self, forKey: .Id)
        name = try c.decode(String.self, forKey: .Name)
        number = try c.decode(String.self, forKey: .Number)
        manaCost = try c.decode(Card.Mana.self, forKey: .ManaCost)
        type = try c.decode(String.self, forKey: .CardType)
        rarity = try c.decode(Card.Rarity.self, forKey: .Rarity)
        set = try Card.ReadSet(from: c)

        text = try c.decodeIfPresent(String.self, forKey: .Text) ?? ""
        flavor = try c.decodeIfPresent(String.self, forKey: .Flavor)
        imageUrl = try c.decodeIfPresent(URL.self, forKey: .ImageUrl)
        attributes = try Card.ReadAttributes(from: c)
        rulings = try c.decodeIfPresent(Card.Rulings.self, forKey: .Rulings) ?? Card.NoRulings
    }

    private static func ReadSet(from c: KeyedDecodingContainer<CardKey>) throws -> Card.Set {
        let code = try c.decode(String.self, forKey: .SetCode)
        let setName = try c.decode(String.self, forKey: .SetName)
        return Card.Set(id: code, name: setName)
    }

    private static func ReadAttributes(from c: KeyedDecodingContainer<CardKey>) throws -> Card.Attributes? {
        let power = try c.decodeIfPresent(String.self, forKey: .Power)
        let toughness = try c.decodeIfPresent(String.self, forKey: .Toughness)
        if let p = power {
            if let t = toughness {
                return Card.Attributes(power: p, toughness: t)
            }
        }
        return nil
    }
}
