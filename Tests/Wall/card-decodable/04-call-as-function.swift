// style: fileprivate extensions of Foundation types; generic protocol extension (callAsFunction)
import Foundation

fileprivate extension KeyedDecodingContainer {
    /// `fields(.name)`: a required value, its type taken from where it goes.
    func callAsFunction<T: Decodable>(_ key: Key) throws -> T {
        try decode(T.self, forKey: key)
    }

    /// `fields(.flavor, default: nil)`-style lookups: absent means the default.
    func callAsFunction<T: Decodable>(_ key: Key, orElse fallback: @autoclosure () -> T) throws -> T {
        try decodeIfPresent(T.self, forKey: key) ?? fallback()
    }

    func optional<T: Decodable>(_ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }
}

extension Card: Decodable {
    private enum JSONKey: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case set, setName, power, toughness, rulings
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: JSONKey.self)
        id = try fields(.id)
        name = try fields(.name)
        number = try fields(.number)
        manaCost = try fields(.manaCost)
        type = try fields(.type)
        rarity = try fields(.rarity)
        set = Set(id: try fields(.set), name: try fields(.setName))
        text = try fields(.text, orElse: "")
        flavor = try fields.optional(.flavor)
        imageUrl = try fields.optional(.imageUrl)
        rulings = try fields(.rulings, orElse: Rulings(texts: []))

        let power: String? = try fields.optional(.power)
        let toughness: String? = try fields.optional(.toughness)
        switch (power, toughness) {
        case let (power?, toughness?):
            attributes = Attributes(power: power, toughness: toughness)
        default:
            attributes = nil
        }
    }
}
