import Foundation

extension Card: Decodable {
    private enum Key: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let box = try decoder.container(keyedBy: Key.self)

        func must<V: Decodable>(_ key: Key) throws -> V {
            try box.decode(V.self, forKey: key)
        }
        func maybe<V: Decodable>(_ key: Key) throws -> V? {
            try box.decodeIfPresent(V.self, forKey: key)
        }

        let pow: String? = try maybe(.power)
        let tough: String? = try maybe(.toughness)
        var stats: Attributes? = nil
        if let pow, let tough {
            stats = Attributes(power: pow, toughness: tough)
        }

        let body: String? = try maybe(.text)
        let foundRulings: Rulings? = try maybe(.rulings)

        self.init(
            id: try must(.id),
            name: try must(.name),
            number: try must(.number),
            manaCost: try must(.manaCost),
            type: try must(.type),
            rarity: try must(.rarity),
            text: body == nil ? "" : body!,
            flavor: try maybe(.flavor),
            imageUrl: try maybe(.imageUrl),
            set: Set(id: try must(.set), name: try must(.setName)),
            attributes: stats,
            rulings: foundRulings != nil ? foundRulings! : Rulings(texts: [])
        )
    }
}
