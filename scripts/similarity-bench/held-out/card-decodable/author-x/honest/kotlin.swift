import Foundation

extension Card: Decodable {
    // flat JSON keys, the model groups some of them
    private enum Keys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Keys.self)

        // power/toughness only make sense together, like a Pair in Kotlin
        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)

        // named arguments everywhere, feels like constructing a data class
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
            set: Set(
                id: try json.decode(String.self, forKey: .set),
                name: try json.decode(String.self, forKey: .setName)
            ),
            // power?.let { p -> toughness?.let { t -> Attributes(p, t) } }
            attributes: power.flatMap { p in toughness.map { t in Attributes(power: p, toughness: t) } },
            rulings: try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        )
    }
}
