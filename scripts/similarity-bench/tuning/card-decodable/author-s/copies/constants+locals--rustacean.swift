import Foundation

extension Card: Decodable {
    /// Every key the JSON card may hold. The model is shaped differently:
    /// `set`/`setName` and `power`/`toughness` each become one value.
    private enum CardField: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    /// What a card holds when the JSON leaves an optional part out.
    private enum CardDefaults {
        static let text = ""
        static let rulingTexts: [String] = []
    }

    private typealias Fields = KeyedDecodingContainer<CardField>

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: CardField.self)
        let id = try fields.decode(UUID.self, forKey: .id)
        let name = try fields.decode(String.self, forKey: .name)
        let number = try fields.decode(String.self, forKey: .number)
        let manaCost = try fields.decode(Mana.self, forKey: .manaCost)
        let type = try fields.decode(String.self, forKey: .type)
        let rarity = try fields.decode(Rarity.self, forKey: .rarity)
        let text = try Self.decodeText(from: fields)
        let flavor = try fields.decodeIfPresent(String.self, forKey: .flavor)
        let imageUrl = try fields.decodeIfPresent(URL.self, forKey: .imageUrl)
        let set = try Self.decodeSet(from: fields)
        let attributes = try Self.decodeAttributes(from: fields)
        let rulings = try Self.decodeRulings(from: fields)
        self.init(
            id: id, name: name, number: number, manaCost: manaCost, type: type, rarity: rarity,
            text: text, flavor: flavor, imageUrl: imageUrl,
            set: set, attributes: attributes, rulings: rulings
        )
    }

    /// Absent text is no text: the empty string.
    private static func decodeText(from fields: Fields) throws -> String {
        try fields.decodeIfPresent(String.self, forKey: .text) ?? CardDefaults.text
    }

    /// Both `set` and `setName` are required.
    private static func decodeSet(from fields: Fields) throws -> Set {
        Set(id: try fields.decode(String.self, forKey: .set),
            name: try fields.decode(String.self, forKey: .setName))
    }

    /// Present only when both halves are present; a wrong type still throws.
    private static func decodeAttributes(from fields: Fields) throws -> Attributes? {
        pairAttributes(power: try fields.decodeIfPresent(String.self, forKey: .power),
                       toughness: try fields.decodeIfPresent(String.self, forKey: .toughness))
    }

    /// Pure pairing of the two optional halves.
    private static func pairAttributes(power: String?, toughness: String?) -> Attributes? {
        switch (power, toughness) {
        case let (.some(power), .some(toughness)):
            return Attributes(power: power, toughness: toughness)
        case (.none, _), (.some, .none):
            return nil
        }
    }

    /// No `rulings` key means no rulings.
    private static func decodeRulings(from fields: Fields) throws -> Rulings {
        let decoded = try fields.decodeIfPresent(Rulings.self, forKey: .rulings)
        return decoded ?? Rulings(texts: CardDefaults.rulingTexts)
    }
}
