import Foundation

extension Card: Decodable {
    private enum Field: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: Field.self)
        var keysRead: [Field] = []
        func required<T: Decodable>(_ key: Field) -> Result<T, Error> {
            keysRead.append(key)
            return Result { try fields.decode(T.self, forKey: key) }
        }
        func optional<T: Decodable>(_ key: Field) -> Result<T?, Error> {
            keysRead.append(key)
            return Result { try fields.decodeIfPresent(T.self, forKey: key) }
        }

        let power: String? = try optional(.power).get()
        let toughness: String? = try optional(.toughness).get()

        self.init(
            id: try required(.id).get(),
            name: try required(.name).get(),
            number: try required(.number).get(),
            manaCost: try required(.manaCost).get(),
            type: try required(.type).get(),
            rarity: try required(.rarity).get(),
            text: try optional(.text).get() ?? "",
            flavor: try optional(.flavor).get(),
            imageUrl: try optional(.imageUrl).get(),
            set: Card.Set(id: try required(.set).get(), name: try required(.setName).get()),
            attributes: power.flatMap { p in toughness.map { Card.Attributes(power: p, toughness: $0) } },
            rulings: try optional(.rulings).get() ?? Card.Rulings(texts: [])
        )
        assert(keysRead.count == 14, "every key of the card should be looked at once")
    }
}
