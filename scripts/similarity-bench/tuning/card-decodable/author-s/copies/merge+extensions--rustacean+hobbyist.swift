import Foundation

extension Card {
    // all the keys from the JSON that I need to read
    // (setName, power and toughness are not properties of Card but I
    // still need keys for them because they are in the JSON)
    private enum CardField: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    private typealias Fields = KeyedDecodingContainer<CardField>
}

extension Card {
    // Thoughtseize has no rulings key at all, so check first
    private static func decodeRulings(from fields: Fields) throws -> Rulings {
        if fields.contains(.rulings) {
            return try fields.decode(Rulings.self, forKey: .rulings)
        }
        // no rulings = an empty list of texts
        return Rulings(texts: [])
    }

    // only creatures have power and toughness, and only BOTH together make sense
    private static func decodeAttributes(from fields: Fields) throws -> Attributes? {
        let power = try fields.decodeIfPresent(String.self, forKey: .power)
        let toughness = try fields.decodeIfPresent(String.self, forKey: .toughness)
        switch (power, toughness) {
        case let (.some(power), .some(toughness)):
            return Attributes(power: power, toughness: toughness)
        case (.none, _), (.some, .none):
            return nil
        }
    }

    // in the JSON the set is two keys next to each other but in Swift it's one thing
    private static func decodeSet(from fields: Fields) throws -> Set {
        let id = try fields.decode(String.self, forKey: .set)
        let name = try fields.decode(String.self, forKey: .setName)
        return Set(id: id, name: name)
    }
}

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardField.self)

        // ---- the things every card MUST have ----
        // if one of these is missing decode() throws keyNotFound, which is what we want
        id = try fields.decode(UUID.self, forKey: .id)
        name = try fields.decode(String.self, forKey: .name)
        number = try fields.decode(String.self, forKey: .number)
        manaCost = try fields.decode(Mana.self, forKey: .manaCost)
        type = try fields.decode(String.self, forKey: .type)
        rarity = try fields.decode(Rarity.self, forKey: .rarity)

        // ---- text ----
        // lots of cards have no text at all, then I just use an empty string
        var cardText = try fields.decodeIfPresent(String.self, forKey: .text)
        if cardText == nil {
            cardText = ""
        }
        text = cardText!

        // these can be missing, then they are nil (NOT try? because a wrong type should still fail!)
        flavor = try fields.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try fields.decodeIfPresent(URL.self, forKey: .imageUrl)

        set = try Self.decodeSet(from: fields)
        attributes = try Self.decodeAttributes(from: fields)
        rulings = try Self.decodeRulings(from: fields)
    }
}
