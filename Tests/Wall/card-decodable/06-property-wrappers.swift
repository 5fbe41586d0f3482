// style: property wrappers; synthesized Decodable with defaults
import Foundation

/// A value that falls back to a default when its key is missing.
protocol CardFieldDefault {
    associatedtype Value: Decodable
    static var defaultValue: Value { get }
}

enum CardEmptyText: CardFieldDefault {
    static var defaultValue: String { "" }
}

enum CardNoRulings: CardFieldDefault {
    static var defaultValue: Card.Rulings { Card.Rulings(texts: []) }
}

@propertyWrapper
struct CardDefaulted<Fallback: CardFieldDefault>: Decodable {
    var wrappedValue: Fallback.Value

    init(wrappedValue: Fallback.Value) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: Decoder) throws {
        wrappedValue = try Fallback.Value(from: decoder)
    }
}

extension KeyedDecodingContainer {
    func decode<F>(_ type: CardDefaulted<F>.Type, forKey key: Key) throws -> CardDefaulted<F> {
        try decodeIfPresent(type, forKey: key) ?? CardDefaulted(wrappedValue: F.defaultValue)
    }
}

extension Card: Decodable {
    private struct Incoming: Decodable {
        let id: UUID
        let name: String
        let number: String
        let manaCost: Card.Mana
        let type: String
        let rarity: Card.Rarity
        @CardDefaulted<CardEmptyText> var text: String
        let flavor: String?
        let imageUrl: URL?
        let set: String
        let setName: String
        let power: String?
        let toughness: String?
        @CardDefaulted<CardNoRulings> var rulings: Card.Rulings
    }

    init(from decoder: Decoder) throws {
        let card = try Incoming(from: decoder)
        id = card.id
        name = card.name
        number = card.number
        manaCost = card.manaCost
        type = card.type
        rarity = card.rarity
        text = card.text
        flavor = card.flavor
        imageUrl = card.imageUrl
        set = Set(id: card.set, name: card.setName)
        attributes = card.power.flatMap { power in
            card.toughness.map { Attributes(power: power, toughness: $0) }
        }
        rulings = card.rulings
    }
}
