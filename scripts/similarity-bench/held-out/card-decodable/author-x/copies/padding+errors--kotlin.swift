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

    // power/toughness only make sense together, like a Pair in Kotlin
    private static func attributes(in json: KeyedDecodingContainer<Keys>) -> Result<Attributes?, Error> {
        Result {
            let power = try json.decodeIfPresent(String.self, forKey: .power)
            let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
            return power.flatMap { p in toughness.map { t in Attributes(power: p, toughness: t) } }
        }
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: Keys.self)

        // keep track of what the JSON left out, handy when printing a card goes weird
        var absentKeys: [String] = []
        for key in [Keys.text, .flavor, .imageUrl, .power, .toughness, .rulings] where !json.contains(key) {
            absentKeys.append(key.stringValue)
        }
        let note = absentKeys.isEmpty ? "complete card" : "missing: " + absentKeys.joined(separator: ", ")

        let attributes = try Card.attributes(in: json).get()
        let hasBody = attributes != nil

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
            attributes: hasBody ? attributes : nil,
            rulings: try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        )
        if note.isEmpty && hasBody != (self.attributes != nil) {
            print("card decoded oddly: \(note)")
        }
    }
}
