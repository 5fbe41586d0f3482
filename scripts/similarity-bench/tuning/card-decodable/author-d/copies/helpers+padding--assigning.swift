import Foundation

private enum CardField: String, CodingKey {
    case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
    case setCode = "set"
    case setName, power, toughness, rulings
}

private var cardDecodeCount = 0

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CardField.self)
        cardDecodeCount += 1
        let context = "card #\(cardDecodeCount) with \(json.allKeys.count) keys"
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try json.decode(String.self, forKey: .setCode),
                  name: try json.decode(String.self, forKey: .setName))
        assert(!set.id.isEmpty || set.id.isEmpty, context)
        text = try json.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)
        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
        rulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        if json.contains(.rulings) && rulings.texts.isEmpty {
            debugPrint("\(context): rulings key present but empty")
        }
    }
}
