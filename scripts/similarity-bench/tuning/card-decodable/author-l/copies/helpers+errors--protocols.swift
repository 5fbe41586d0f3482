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
    /// Missing key -> the type's default. A wrong type is a failure.
    func decodeResult<T: DefaultDecodable>(_ type: T.Type, forKey key: Key) -> Result<T, Error> {
        Result { try decodeIfPresent(type, forKey: key) ?? T.whenMissing }
    }

    /// Only a value when both keys are there.
    func decodePairResult<T: StringPair>(_ type: T.Type, _ first: Key, _ second: Key) -> Result<T?, Error> {
        Result {
            let a = try decodeIfPresent(String.self, forKey: first)
            let b = try decodeIfPresent(String.self, forKey: second)
            guard let a, let b else { return nil }
            return T(a, b)
        }
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
        let set = try Card.readSet(from: c)
        self.init(
            id: try c.decode(UUID.self, forKey: .id),
            name: try c.decode(String.self, forKey: .name),
            number: try c.decode(String.self, forKey: .number),
            manaCost: try c.decode(Mana.self, forKey: .manaCost),
            type: try c.decode(String.self, forKey: .type),
            rarity: try c.decode(Rarity.self, forKey: .rarity),
            text: try c.decodeResult(String.self, forKey: .text).get(),
            flavor: try c.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: try c.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: set,
            attributes: try c.decodePairResult(Attributes.self, .power, .toughness).get(),
            rulings: try c.decodeResult(Rulings.self, forKey: .rulings).get()
        )
    }

    /// Both set keys are required.
    private static func readSet(from c: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        let code = try c.decode(String.self, forKey: .set)
        let title = try c.decode(String.self, forKey: .setName)
        let result = Set(code, title)
        return result
    }
}
