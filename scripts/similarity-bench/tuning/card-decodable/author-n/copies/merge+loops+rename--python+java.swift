import Foundation

extension Card: Decodable {

    // all the keys that can be in the json for one card
    enum JSONKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl
        case set, setName
        case power, toughness
        case rulings
    }

    init(from decoder: Decoder) throws {
        // open the card, it is a json object
        let json = try decoder.container(keyedBy: JSONKeys.self)

        // these ones have to be there, decode throws keyNotFound if one is missing
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)
        set = try Card.buildSet(from: json)

        // Optional properties: absent is fine, a wrong type still throws.
        text = try json.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)
        attributes = try Card.buildAttributes(from: json)

        // some cards have no rulings at all, then the list is empty
        if json.contains(.rulings) {
            rulings = try json.decode(Rulings.self, forKey: .rulings)
        } else {
            rulings = Rulings(texts: [])
        }
    }

    /// Builds the set from the two flat keys "set" and "setName".
    private static func buildSet(from json: KeyedDecodingContainer<JSONKeys>) throws -> Card.Set {
        let code: String = try json.decode(String.self, forKey: .set)
        let title: String = try json.decode(String.self, forKey: .setName)
        return Card.Set(id: code, name: title)
    }

    /// Reads power and toughness; only a complete pair produces attributes.
    private static func buildAttributes(from json: KeyedDecodingContainer<JSONKeys>) throws -> Card.Attributes? {
        let pair: [String] = try [JSONKeys.power, JSONKeys.toughness].compactMap { key in
            try json.decodeIfPresent(String.self, forKey: key)
        }
        if pair.count != 2 {
            return nil
        }
        return Card.Attributes(power: pair[0], toughness: pair[1])
    }
}
