import Foundation

private extension KeyedDecodingContainer {
    func optional<T: Decodable>(_ key: Key) throws -> T? {
        try decodeIfPresent(T.self, forKey: key)
    }

    func callAsFunction<T: Decodable>(_ key: Key) throws -> T {
        try decode(T.self, forKey: key)
    }
}

extension Card: Decodable {
    // Every key the card JSON can hold, written out one by one.
    enum CodingKeys: String, CodingKey {
        case id
        case name
        case number
        case manaCost
        case type
        case rarity
        case text
        case flavor
        case imageUrl
        case set
        case setName
        case power
        case toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c(.id)
        name = try c(.name)
        number = try c(.number)
        manaCost = try c(.manaCost)
        type = try c(.type)
        rarity = try c(.rarity)
        set = Set(id: try c(.set), name: try c(.setName))
        flavor = try c.optional(.flavor)
        imageUrl = try c.optional(.imageUrl)
        text = try c.optional(.text) ?? ""

        // Attributes exist only when both power and toughness are there.
        let decodedPower: String? = try c.optional(.power)
        let decodedToughness: String? = try c.optional(.toughness)
        var decodedAttributes: Attributes? = nil
        if let power: String = decodedPower, let toughness: String = decodedToughness {
            decodedAttributes = Attributes(power: power, toughness: toughness)
        }
        attributes = decodedAttributes

        // Rulings default to an empty list when the key is missing.
        var decodedRulings: Rulings = Rulings(texts: [])
        if let presentRulings: Rulings = try c.optional(.rulings) {
            decodedRulings = presentRulings
        }
        rulings = decodedRulings
    }
}
