import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl, rulings
        case setCode = "set"
        case setName
        case power, toughness
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Field.self)
        self.init(
            id: try json.decode(UUID.self, forKey: .id),
            name: try json.decode(String.self, forKey: .name),
            number: try json.decode(String.self, forKey: .number),
            manaCost: try json.decode(Mana.self, forKey: .manaCost),
            type: try json.decode(String.self, forKey: .type),
            rarity: try json.decode(Rarity.self, forKey: .rarity),
            text: try json.decodeIfPresent(String.self, forKey: .text) ?? "",
            flavor: try json.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: try json.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: try Card.readSet(from: json),
            attributes: try Card.readAttributes(from: json),
            rulings: try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        )
    }

    private static func readSet(from json: KeyedDecodingContainer<Field>) throws -> Set {
        Set(id: try json.decode(String.self, forKey: .setCode),
            name: try json.decode(String.self, forKey: .setName))
    }

    private static func readAttributes(from json: KeyedDecodingContainer<Field>) throws -> Attributes? {
        let pair = (try json.decodeIfPresent(String.self, forKey: .power),
                    try json.decodeIfPresent(String.self, forKey: .toughness))
        guard case let (power?, toughness?) = pair else { return nil }
        return Attributes(power: power, toughness: toughness)
    }
}
