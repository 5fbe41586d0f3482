import Foundation

extension Card {
    /// Every key a card object can have; the API keeps them all on one level.
    fileprivate enum CardFields: String, CodingKey {
        case id, name, number, manaCost, type, rarity, text, flavor, imageUrl
        case setCode = "set"
        case setName, power, toughness, rulings
    }
}

extension Card {
    /// Power and toughness come as a pair, or not at all.
    fileprivate static func readAttributes(from container: KeyedDecodingContainer<CardFields>) throws -> Attributes? {
        let powerValue = try container.decodeIfPresent(String.self, forKey: .power)
        let toughnessValue = try container.decodeIfPresent(String.self, forKey: .toughness)
        guard let power = powerValue, let toughness = toughnessValue else {
            return nil
        }
        return Attributes(power: power, toughness: toughness)
    }

    /// The set is built from two required keys.
    fileprivate static func readSet(from container: KeyedDecodingContainer<CardFields>) throws -> Set {
        let setIdentifier = try container.decode(String.self, forKey: .setCode)
        let setDisplayName = try container.decode(String.self, forKey: .setName)
        return Set(id: setIdentifier, name: setDisplayName)
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CardFields.self)
        func req<T: Decodable>(_ k: CardFields) throws -> T { try c.decode(T.self, forKey: k) }
        func opt<T: Decodable>(_ k: CardFields) throws -> T? { try c.decodeIfPresent(T.self, forKey: k) }
        self.init(id: try req(.id), name: try req(.name), number: try req(.number), manaCost: try req(.manaCost),
                  type: try req(.type), rarity: try req(.rarity), text: try opt(.text) ?? "",
                  flavor: try opt(.flavor), imageUrl: try opt(.imageUrl),
                  set: try Self.readSet(from: c),
                  attributes: try Self.readAttributes(from: c),
                  rulings: try opt(.rulings) ?? Rulings(texts: []))
    }
}
