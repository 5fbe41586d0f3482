import Foundation

extension Card: Decodable {
    private enum JSONKey: String, CodingKey {
        case id, name, number, manaCost, type, rarity, set, setName
        case text, flavor, imageUrl, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let object = try decoder.container(keyedBy: JSONKey.self)
        func string(_ key: JSONKey) throws -> String { try object.decode(String.self, forKey: key) }
        id = try object.decode(UUID.self, forKey: .id)
        name = try string(.name)
        number = try string(.number)
        type = try string(.type)
        manaCost = try object.decode(Mana.self, forKey: .manaCost)
        rarity = try object.decode(Rarity.self, forKey: .rarity)
        set = Set(id: try string(.set), name: try string(.setName))
        text = try object.contains(.text) ? string(.text) : ""
        flavor = try object.contains(.flavor) ? string(.flavor) : nil
        imageUrl = try object.contains(.imageUrl) ? object.decode(URL.self, forKey: .imageUrl) : nil
        rulings = try object.contains(.rulings) ? object.decode(Rulings.self, forKey: .rulings) : Rulings(texts: [])
        let power = try object.contains(.power) ? string(.power) : nil
        let toughness = try object.contains(.toughness) ? string(.toughness) : nil
        if let power = power, let toughness = toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
    }
}
