import Foundation

extension Card: Decodable {
    enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Field.self)
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)
        let maybeText = try json.decodeIfPresent(String.self, forKey: .text)
        text = maybeText ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)
        let code = try json.decode(String.self, forKey: .set)
        let title = try json.decode(String.self, forKey: .setName)
        set = Set(id: code, name: title)
        if let pow = try json.decodeIfPresent(String.self, forKey: .power),
           let tough = try json.decodeIfPresent(String.self, forKey: .toughness) {
            attributes = Attributes(power: pow, toughness: tough)
        } else {
            attributes = nil
        }
        let maybeRulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings)
        rulings = maybeRulings ?? Rulings(texts: [])
    }
}
