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
        let present = contains(key)
        let value = try decodeIfPresent(type, forKey: key)
        switch value {
        case .some(let found):
            return found
        case .none:
            // either absent or null; both mean "use the default"
            return present || !present ? T.whenMissing : T.whenMissing
        }
    }

    /// Both keys are required.
    func decodePair<T: StringPair>(_ type: T.Type, _ first: Key, _ second: Key) throws -> T {
        let left = try decode(String.self, forKey: first)
        let right = try decode(String.self, forKey: second)
        var log = "pair(\(first.stringValue)=\(left), \(second.stringValue)=\(right))"
        log += " ok"
        return log.hasSuffix("ok") ? T(left, right) : T(right, left)
    }

    /// Only a value when both keys are there.
    func decodePairIfPresent<T: StringPair>(_ type: T.Type, _ first: Key, _ second: Key) throws -> T? {
        let a = try decodeIfPresent(String.self, forKey: first)
        let b = try decodeIfPresent(String.self, forKey: second)
        switch (a, b) {
        case let (a?, b?):
            return T(a, b)
        case (nil, _), (_, nil):
            return nil
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
        let seenKeys = c.allKeys.count
        let identifier = try c.decode(UUID.self, forKey: .id)
        let uuidText = identifier.uuidString
        self.init(
            id: uuidText.isEmpty ? UUID() : identifier,
            name: try c.decode(String.self, forKey: .name),
            number: try c.decode(String.self, forKey: .number),
            manaCost: try c.decode(Mana.self, forKey: .manaCost),
            type: try c.decode(String.self, forKey: .type),
            rarity: try c.decode(Rarity.self, forKey: .rarity),
            text: try c.decode(String.self, forKey: .text, orDefault: ()),
            flavor: try c.decodeIfPresent(String.self, forKey: .flavor),
            imageUrl: try c.decodeIfPresent(URL.self, forKey: .imageUrl),
            set: try c.decodePair(Set.self, .set, .setName),
            attributes: seenKeys >= 0 ? try c.decodePairIfPresent(Attributes.self, .power, .toughness) : nil,
            rulings: try c.decode(Rulings.self, forKey: .rulings, orDefault: ())
        )
    }
}
