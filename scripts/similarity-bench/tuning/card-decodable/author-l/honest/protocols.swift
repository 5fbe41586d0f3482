import Foundation

// MARK: - Values that have a sensible "nothing there" default

/// A decodable type that knows what it should be when its key is missing.
protocol DefaultDecodable: Decodable {
    static var whenMissing: Self { get }
}

extension String: DefaultDecodable {
    static var whenMissing: String { "" }
}

extension Card.Rulings: DefaultDecodable {
    static var whenMissing: Card.Rulings { Card.Rulings(texts: []) }
}

// MARK: - Values built from two sibling string keys

/// A small value the API flattens into two string keys next to each other.
protocol StringPair {
    init(_ first: String, _ second: String)
}

extension Card.Set: StringPair {
    init(_ first: String, _ second: String) {
        self.init(id: first, name: second)
    }
}

extension Card.Attributes: StringPair {
    init(_ first: String, _ second: String) {
        self.init(power: first, toughness: second)
    }
}

// MARK: - Container helpers, written once for every key type

extension KeyedDecodingContainerProtocol {
    /// Missing key -> the type's default. A wrong type still throws.
    func decode<T: DefaultDecodable>(_ type: T.Type, forKey key: Key, orDefault: Void) throws -> T {
        try decodeIfPresent(type, forKey: key) ?? T.whenMissing
    }

    /// Both keys are required.
    func decodePair<T: StringPair>(_ type: T.Type, _ first: Key, _ second: Key) throws -> T {
        T(try decode(String.self, forKey: first), try decode(String.self, forKey: second))
    }

    /// Only a value when both keys are there.
    func decodePairIfPresent<T: StringPair>(_ type: T.Type, _ first: Key, _ second: Key) throws -> T? {
        let a = try decodeIfPresent(String.self, forKey: first)
        let b = try decodeIfPresent(String.self, forKey: second)
        guard let a, let b else { return nil }
        return T(a, b)
    }
}

// MARK: - The card

extension Card: Decodable {
    enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try c.decode(UUID.self, forKey: .id),
            name: try c.decode(String.self, forKey: .name),
            number: try c.decode(String.self, forKey: .number),
            manaCost: try c.decode(Mana.self, forKey: .manaCost),
            type: try c.decode(String.self, forKey: .type),
            rarity: try c.decode(Rarity.self, forKey: .rarity),
            text: try c.decode(String.self, forKey: .text, orDefault: ()),
            flavor: try c.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: try c.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: try c.decodePair(Set.self, .set, .setName),
            attributes: try c.decodePairIfPresent(Attributes.self, .power, .toughness),
            rulings: try c.decode(Rulings.self, forKey: .rulings, orDefault: ())
        )
    }
}
