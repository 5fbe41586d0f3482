import Foundation

extension Card: Decodable {
    // every key we care about in the raw card JSON (flat, like the API sends it)
    private enum Keys: String, CodingKey {
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
        let json = try decoder.container(keyedBy: Keys.self)

        // required stuff - if any of these is missing the card is broken
        id = try json.decode(UUID.self, forKey: .id)
        name = try json.decode(String.self, forKey: .name)
        number = try json.decode(String.self, forKey: .number)
        manaCost = try json.decode(Mana.self, forKey: .manaCost)
        type = try json.decode(String.self, forKey: .type)
        rarity = try json.decode(Rarity.self, forKey: .rarity)

        // set + setName get merged into one object, like { id: set, name: setName }
        let setCode = try json.decode(String.self, forKey: .set)
        let setName = try json.decode(String.self, forKey: .setName)
        set = Set(id: setCode, name: setName)

        // optional stuff (plain try so a wrong type still blows up)
        text = try json.decodeIfPresent(String.self, forKey: .text) ?? ""
        flavor = try json.decodeIfPresent(String.self, forKey: .flavor)
        imageUrl = try json.decodeIfPresent(URL.self, forKey: .imageUrl)

        // power/toughness only make sense together -> both or nothing
        let power = try json.decodeIfPresent(String.self, forKey: .power)
        let toughness = try json.decodeIfPresent(String.self, forKey: .toughness)
        attributes = power.flatMap { p in
            toughness.map { t in Attributes(power: p, toughness: t) }
        }

        // no rulings key -> empty list instead of nil
        rulings = try json.decodeIfPresent(Rulings.self, forKey: .rulings) ?? Rulings(texts: [])
    }
}
