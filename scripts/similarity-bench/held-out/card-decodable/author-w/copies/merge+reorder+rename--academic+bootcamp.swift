import Foundation

extension Card: Decodable {
    init(from decoder: Decoder) throws {
        let values = try decoder.container(keyedBy: CardJSONKeys.self)

        // the required stuff; absence yields `keyNotFound` (rule 1)
        id = try values.decode(UUID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        number = try values.decode(String.self, forKey: .number)
        manaCost = try values.decode(Mana.self, forKey: .manaCost)
        type = try values.decode(String.self, forKey: .type)
        rarity = try values.decode(Rarity.self, forKey: .rarity)

        // set + setName are flat in the json, put them together
        var code = try values.decode(String.self, forKey: .set)
        var title = try values.decode(String.self, forKey: .setName)
        set = Set(id: code, name: title)

        // only creatures have power/toughness, need BOTH
        attributes = try Card.readAttributes(from: values)

        // Optional keys: a present value of the wrong type must still throw
        // `typeMismatch` (rule 7), hence `try`, never `try?`.
        rulings = try values.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
        imageUrl = try values.decodeIfPresent(URL.self, forKey: .imageUrl)
        flavor = try values.decodeIfPresent(String.self, forKey: .flavor)
        text = try values.decodeIfPresent(String.self, forKey: .text) ?? ""
    }

    /// Returns a value if and only if both `power` and `toughness` are present.
    private static func readAttributes(from values: KeyedDecodingContainer<CardJSONKeys>) throws -> Attributes? {
        let pwr = try values.decodeIfPresent(String.self, forKey: .power)
        let tgh = try values.decodeIfPresent(String.self, forKey: .toughness)
        switch (pwr, tgh) {
        case let (.some(pwr), .some(tgh)):
            return Attributes(power: pwr, toughness: tgh)
        case (.none, _), (_, .none):
            return nil
        }
    }

    /// The keys of the flat JSON representation of a card.
    private enum CardJSONKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case set, setName
        case power, toughness
        case text, flavor, imageUrl
        case rulings
    }
}
