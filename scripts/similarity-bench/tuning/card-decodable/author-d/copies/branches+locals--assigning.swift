import Foundation

private enum CardField: String, CodingKey {
    case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
    case setCode = "set"
    case setName, power, toughness, rulings
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CardField.self)
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)
        let code = try json.decode(String.self, forKey: .setCode)
        let setTitle = try json.decode(String.self, forKey: .setName)
        set = Set(id: code, name: setTitle)
        if let found = try json.decodeIfPresent(String.self, forKey: .text) {
            text = found
        } else {
            text = ""
        }
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.readAttributes(from: json)
        let maybeRulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings)
        rulings = maybeRulings == nil ? Rulings(texts: []) : maybeRulings!
    }

    private static func readAttributes(from json: KeyedDecodingContainer<CardField>) throws -> Attributes? {
        if let power = try json.decodeIfPresent(String.self, forKey: .power) {
            if let toughness = try json.decodeIfPresent(String.self, forKey: .toughness) {
                return Attributes(power: power, toughness: toughness)
            }
            return nil
        } else {
            return nil
        }
    }
}
