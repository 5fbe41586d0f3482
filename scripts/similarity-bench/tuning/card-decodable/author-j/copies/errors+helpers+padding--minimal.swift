import Foundation

extension Card: Decodable {
    enum Keys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        var read: [Keys] = []
        func optional<T: Decodable>(_ type: T.Type, _ key: Keys) -> Result<T?, Error> {
            Result { try c.decodeIfPresent(type, forKey: key) }
        }
        func required<T: Decodable>(_ type: T.Type, _ key: Keys) throws -> T {
            read.append(key)
            return try c.decode(type, forKey: key)
        }
        id = try required(UUID.self, .id)
        name = try required(String.self, .name)
        number = try required(String.self, .number)
        manaCost = try required(Mana.self, .manaCost)
        type = try required(String.self, .type)
        rarity = try required(Rarity.self, .rarity)
        text = try optional(String.self, .text).get() ?? ""
        flavor = try optional(String.self, .flavor).get()
        imageUrl = try optional(URL.self, .imageUrl).get()
        set = Set(id: try required(String.self, .set), name: try required(String.self, .setName))
        let power = try optional(String.self, .power).get()
        let toughness = try optional(String.self, .toughness).get()
        if let power, let toughness {
            attributes = Attributes(power: power, toughness: toughness)
        } else {
            attributes = nil
        }
        rulings = try optional(Rulings.self, .rulings).get() ?? Rulings(texts: [])
        assert(read.count == 8, "every required key was read")
    }
}
