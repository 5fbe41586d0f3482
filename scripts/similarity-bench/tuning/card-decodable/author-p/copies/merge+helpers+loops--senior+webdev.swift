import Foundation

extension Card: Decodable {
    // every key we care about in the raw card JSON (flat, like the API sends it)
    private enum CodingKeys: String, CodingKey {
        case id, name, number, manaCost, type, rarity
        case text, flavor, imageUrl, rulings
        case setCode = "set", setName
        case power, toughness
    }

    init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)

        // required stuff - if any of these is missing the card is broken
        id = try json.decode(UUID.self, forKey: .id)
        var strings: [CodingKeys: String] = [:]
        for key in [CodingKeys.name, .number] {
            strings[key] = try json.decode(String.self, forKey: key)
        }
        name = strings[.name]!
        number = strings[.number]!
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)

        // set + setName get merged into one object, like { id: set, name: setName }
        set = try Card.readSet(json)

        // optional stuff (plain try so a wrong type still blows up)
        text = try json.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)
        rulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])

        attributes = try Card.readAttributes(json)
    }

    private static func readSet(_ json: KeyedDecodingContainer<CodingKeys>) throws -> Set {
        let code = try json.decode(String.self, forKey: .setCode)
        let title = try json.decode(String.self, forKey: .setName)
        return Set(id: code, name: title)
    }

    // power/toughness only make sense together -> both or nothing
    private static func readAttributes(_ json: KeyedDecodingContainer<CodingKeys>) throws -> Attributes? {
        let halves = try [CodingKeys.power, .toughness].map { try json.decodeIfPresent(String.self, forKey: $0) }
        switch (halves[0], halves[1]) {
        case let (power?, toughness?):
            return Attributes(power: power, toughness: toughness)
        default:
            return nil
        }
    }
}
