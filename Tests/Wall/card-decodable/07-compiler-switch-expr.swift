// style: #if compiler checks; switch expressions with tuple patterns
import Foundation

extension Card: Decodable {
    private enum CardKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CardKeys.self)
        id = try values.decode(UUID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        number = try values.decode(String.self, forKey: .number)
        manaCost = try values.decode(Mana.self, forKey: .manaCost)
        type = try values.decode(String.self, forKey: .type)
        rarity = try values.decode(Rarity.self, forKey: .rarity)
        set = try Set(id: values.decode(String.self, forKey: .set),
                      name: values.decode(String.self, forKey: .setName))
        text = try values.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)
        rulings = try values.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])

        let pair = (try values.decodeIfPresent(String.self, forKey: .power),
                    try values.decodeIfPresent(String.self, forKey: .toughness))
        #if compiler(>=5.9)
        attributes = switch pair {
        case let (power?, toughness?): Attributes(power: power, toughness: toughness)
        default: nil
        }
        #else
        if case let (power?, toughness?) = pair {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
        #endif
    }
}
