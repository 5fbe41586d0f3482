import Foundation

extension Card: Decodable {
    private static let DefaultText: String = ""

    private enum CardKey: String, CodingKey {
        case Id = "id"
        case Name = "name"
        case Number = "number"
        case ManaCost = "manaCost"
        case CardType = "type"
        case Rarity = "rarity"
        case SetCode = "set"
        case SetName = "setName"
        case Text = "text"
        case Flavor = "flavor"
        case ImageUrl = "imageUrl"
        case Power = "power"
        case Toughness = "toughness"
        case Rulings = "rulings"
    }

    private static func ReadAttributes(from c: KeyedDecodingContainer<CardKey>) -> Result<Card.Attributes?, Error> {
        return Result {
            let power = try c.decodeIfPresent(String.self, forKey: .Power)
            let toughness = try c.decodeIfPresent(String.self, forKey: .Toughness)
            guard let p = power, let t = toughness else {
                return nil
            }
            return Card.Attributes(power: p, toughness: t)
        }
    }

    private static func ReadSet(from c: KeyedDecodingContainer<CardKey>) -> Result<Card.Set, Error> {
        return Result {
            let code = try c.decode(String.self, forKey: .SetCode)
            let setName = try c.decode(String.self, forKey: .SetName)
            return Card.Set(id: code, name: setName)
        }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardKey.self)

        id = try c.decode(UUID.self, forKey: .Id)
        name = try c.decode(String.self, forKey: .Name)
        number = try c.decode(String.self, forKey: .Number)
        type = try c.decode(String.self, forKey: .CardType)
        manaCost = try c.decode(Card.Mana.self, forKey: .ManaCost)
        rarity = try c.decode(Card.Rarity.self, forKey: .Rarity)
        set = try Card.ReadSet(from: c).get()

        imageUrl = try c.decodeIfPresent(URL.self, forKey: .ImageUrl)
        flavor = try c.decodeIfPresent(String.self, forKey: .Flavor)
        text = try c.decodeIfPresent(String.self, forKey: .Text) ?? Card.DefaultText
        rulings = try c.decodeIfPresent(Card.Rulings.self, forKey: .Rulings) ?? Card.Rulings(texts: [])
        attributes = try Card.ReadAttributes(from: c).get()
    }
}
