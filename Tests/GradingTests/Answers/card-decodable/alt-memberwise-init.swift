// expect-pass
// Reads everything into locals first and finishes with the memberwise
// initializer, which an extension's init(from:) may call.
import Foundation

extension Card: Decodable {
    private enum Keys: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Keys.self)
        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
        var body: Attributes?
        if let power = power, let toughness = toughness {
            body = Attributes(power: power, toughness: toughness)
        }
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
            set: Set(id: try json.decode(String.self, forKey: .set), name: try json.decode(String.self, forKey: .setName)),
            attributes: body,
            rulings: try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        )
    }
}
